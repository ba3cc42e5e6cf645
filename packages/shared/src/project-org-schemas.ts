import { z } from 'zod';

// Payloads of project organisations (/protected/user-management/*-project-org), the platform's
// project-staff calls (/protected/platform/*) and the management figures. The spec names only
// enterpriseId, projectId, pageNum and pageSize; the rest is our design
// (docs/project-organisations.md).

const id = (message: string) => z.string({ message }).trim().min(1, { message }).max(64, { message });
const projectId = id('v.required');
/** The spec sends enterpriseId with these calls; the server checks it against the project's. */
const enterpriseId = z.string().trim().max(64).optional().nullable();
const pageNum = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(10);
const search = z.string().trim().max(100).optional().nullable();

const orgName = z
  .string({ message: 'projectorg.nameRequired' })
  .trim()
  .min(1, { message: 'projectorg.nameRequired' })
  .max(100, { message: 'projectorg.nameTooLong' });
const remark = z.string().trim().max(500, { message: 'projectorg.remarkTooLong' }).optional().nullable();
/** The organisation's people: user ids of project members (replaces the whole set on update). */
const userIds = z.array(id('v.required')).max(1000);
const orgId = id('projectorg.idRequired');

export const projectOrgListBody = z.object({ enterpriseId, projectId, pageNum, pageSize, name: search });
export const addProjectOrgBody = z.object({ enterpriseId, projectId, name: orgName, remark, userIds: userIds.optional() });
export const updateProjectOrgBody = z.object({ enterpriseId, projectId, id: orgId, name: orgName.optional(), remark, userIds: userIds.optional() });
export const deleteProjectOrgBody = z.object({ enterpriseId, projectId, id: orgId });

const userId = id('projectstaff.userRequired');
const roleId = z.string().trim().min(1).max(64).optional().nullable();

export const assignedProjectsBody = z.object({ enterpriseId, userId });
export const addUserProjectBody = z.object({
  enterpriseId,
  userId,
  /** Each project with the role to give there (a role of that project; none: its member role). */
  projects: z.array(z.object({ projectId, roleId })).min(1, { message: 'projectstaff.projectsRequired' }).max(500),
});
export const projectStaffListBody = z.object({
  enterpriseId,
  projectId,
  pageNum,
  pageSize,
  name: search,
  projectOrgId: z.string().trim().max(64).optional().nullable(),
});
export const updateProjectStaffBody = z.object({ enterpriseId, projectId, userId, roleId, orgIds: z.array(id('v.required')).max(200).optional() });
export const removeProjectUserBody = z.object({ enterpriseId, projectId, userId });

export const managementDataBody = z.object({ enterpriseId });
