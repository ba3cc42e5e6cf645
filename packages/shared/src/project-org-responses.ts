import { z } from 'zod';
import { isoTime, userRef } from './common-responses';

// What the project organisation, platform project-staff and management-figure calls answer
// (docs/project-organisations.md).

export const orgRef = z.object({ id: z.string(), name: z.string() });

export const projectOrg = z.object({
  id: z.string(),
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  members: z.array(userRef),
  memberCount: z.number(),
  createTime: isoTime,
});
export type ProjectOrg = z.infer<typeof projectOrg>;
export const projectOrgList = z.object({ list: z.array(projectOrg), total: z.number() });
export const projectOrgDeleted = z.object({ id: z.string() });

export const assignedProject = z.object({
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  isAdmin: z.boolean(),
  orgs: z.array(orgRef),
});
export const assignedProjects = z.array(assignedProject);
export const addedUserProjects = z.object({ added: z.number() });

export const projectStaffRow = z.object({
  userId: z.string(),
  _id: z.string(),
  name: z.string(),
  loginName: z.string(),
  email: z.string().nullable(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  isAdmin: z.boolean(),
  isInvalid: z.boolean(),
  orgs: z.array(orgRef),
  joinTime: isoTime,
});
export type ProjectStaffRow = z.infer<typeof projectStaffRow>;
export const projectStaffList = z.object({ list: z.array(projectStaffRow), total: z.number() });

const week = z.object({ week: z.string(), count: z.number() });
export const managementData = z.object({
  projectsByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  staff: z.object({ total: z.number(), active7: z.number(), active30: z.number() }),
  storageByProject: z.array(z.object({ projectId: z.string(), name: z.string(), bytes: z.number() })),
  uploadsPerWeek: z.array(week),
  issuesPerWeek: z.array(week),
});
export type ManagementData = z.infer<typeof managementData>;
