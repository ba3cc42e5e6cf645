import { z } from 'zod';
import { isoTime } from './common-responses';
import { customField, customValues } from './custom-field-schemas';

// What the project calls answer (the `data` of the envelope; docs/projects.md). Checked by the
// server in every test run (http/route.ts `output`); the web takes its types from here.

/** A project group (projects/present.ts presentGroup); `projectCount` where the call counts them. */
export const projectGroup = z.object({
  _id: z.string(),
  id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  region: z.string(),
  address: z.string(),
  introduction: z.string().nullable(),
  logo: z.string().nullable(),
  createTime: isoTime,
  projectCount: z.number().optional(),
});
export type ProjectGroup = z.infer<typeof projectGroup>;

/** A group's logo address after an upload or a removal (null: the group has none). */
export const groupLogo = z.object({ logo: z.string().nullable() });

/**
 * A group home page's figures (/#/enterpriseHome?id=…), over the group's projects that the
 * caller's project list shows: how many, by status, the people in them, the bytes they store and
 * their issues (open: not closed).
 */
export const groupFigures = z.object({
  projectCount: z.number(),
  projectsByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  memberCount: z.number(),
  storageBytes: z.number(),
  openIssues: z.number(),
  issueCount: z.number(),
});
export type GroupFigures = z.infer<typeof groupFigures>;

/** The enterprise's own document area: the project id its file manager opens (/#/enterprise_files_index). */
export const enterpriseFiles = z.object({ projectId: z.string(), isAdmin: z.boolean() });

/** A project as every project call shows it (projects/present.ts presentProject). */
export const projectFields = z.object({
  _id: z.string(),
  id: z.string(),
  enterpriseId: z.string(),
  groupId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  area: z.string(),
  address: z.string(),
  /** The type's name (free text before project types existed). */
  type: z.string(),
  typeId: z.string().nullable(),
  /** The values of the type's custom fields, by field key (empty ones left out). */
  customFields: customValues,
  startDate: z.string(),
  endDate: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  acreage: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  overview: z.string().nullable(),
  contractNo: z.string().nullable(),
  clientName: z.string().nullable(),
  stage: z.string().nullable(),
  serviceContent: z.string().nullable(),
  zipCode: z.string().nullable(),
  contactWay: z.string().nullable(),
  businessHours: z.string().nullable(),
  status: z.string(),
  businessStatus: z.string(),
  permissionMode: z.string(),
  /** 'project', or 'enterprise_files': the enterprise's own document area (docs/enterprise-home.md). */
  kind: z.enum(['project', 'enterprise_files']),
  createdBy: z.string(),
  createTime: isoTime,
  updateTime: isoTime,
});

/** A row of the project list (get-all-projects-map-v1) and the answer of create-project. */
export const projectRow = projectFields.extend({
  groupName: z.string().nullable().optional(),
  isAdmin: z.boolean(),
  memberCount: z.number(),
});

/** The list: a page of projects and the enterprise's groups with their project counts. */
export const projectList = z.object({ list: z.array(projectRow), total: z.number(), groups: z.array(projectGroup) });

/** get-project-info: the project with the caller's rights in it. */
export const projectDetail = projectFields.extend({
  isAdmin: z.boolean(),
  /** The caller's `module:action` grants in the project. */
  permissions: z.array(z.string()),
  memberCount: z.number(),
  group: projectGroup.nullable(),
  /** Only administrators see the join code. */
  joinCode: z.string().optional(),
  /** May the caller delete the project (project:delete). */
  canDelete: z.boolean(),
  /** The fields of the project's type, so every member can read the values (docs/custom-fields.md). */
  typeFields: z.array(customField),
});
export type ProjectDetail = z.infer<typeof projectDetail>;
export const projectInfo = z.object({ projectInfo: projectDetail });

/**
 * A project from any of the calls above: the fields every one sends, and the extras some do.
 * Screens that show projects from several calls use this.
 */
export type Project = z.infer<typeof projectFields> & Partial<Omit<ProjectDetail, keyof z.infer<typeof projectFields>>> & { groupName?: string | null };

/** The apps of a project the caller may open. */
export const projectApps = z.array(
  z.object({
    key: z.string(),
    route: z.string(),
    /** A web app of the app store (docs/app-store.md): its name, icon, and `route` is its https address. */
    external: z.boolean().optional(),
    name: z.string().optional(),
    icon: z.string().nullable().optional(),
  }),
);

/** Projects where the caller holds a permission (pickers). */
export const projectRefs = z.array(z.object({ _id: z.string(), id: z.string(), name: z.string(), nameEn: z.string().nullable() }));

/** A user as project member lists and pickers show them (accounts usersByIds). */
export const personRef = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  loginName: z.string(),
  img: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRef>;

export const projectMember = personRef.partial().extend({
  userId: z.string(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  isAdmin: z.boolean(),
  joinTime: isoTime,
});
export type ProjectMember = z.infer<typeof projectMember>;
export const projectMembers = z.object({ list: z.array(projectMember), total: z.number() });

/** A role with its granted `module:action` keys (roles listRoles). */
export const roleWithGrants = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  projectId: z.string().nullable(),
  enterpriseId: z.string(),
  defaultLevel: z.number(),
  builtIn: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type RoleWithGrants = z.infer<typeof roleWithGrants>;

export const addedMembers = z.object({ added: z.number() });
export const invitedCount = z.object({ count: z.number() });
export const projectByCode = z.object({ projectId: z.string(), name: z.string(), nameEn: z.string().nullable(), enterpriseName: z.string() });
export const joinedProject = z.object({ projectId: z.string(), name: z.string() });

/** get-project-roles: the project's roles, highest defaultLevel first. */
export const projectRoles = z.array(roleWithGrants);
/** update-project-role-permission: the role with its new grants (null when it is not the project's). */
export const savedProjectRole = roleWithGrants.nullable();
/** /account/user/lists: a page of the enterprise's (or the project's) people for pickers. */
export const personPage = z.object({ list: z.array(personRef), total: z.number() });
/** get-project-users-by-permission: the members holding the permission. */
export const personList = z.array(personRef);
