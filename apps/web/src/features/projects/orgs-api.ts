import type { ProjectOrg } from '@trestle/shared/project-org-responses';
import { contracts } from '@trestle/shared/contracts';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';

// A project's organisations (spec 3 §2 Organisation, §4 Organisation dialog;
// docs/project-organisations.md). The list's page size is the spec's default, 10.

export type { ProjectOrg };

export const ORG_PAGE_SIZE = 10;
/** The server's largest page: enough to name every member's organisations in the member list. */
const ALL_ORGS = 200;

export const projectOrgKeys = {
  /** Every organisation query of a project: invalidated after each write. */
  project: (projectId: string) => ['project-orgs', projectId] as const,
  page: (projectId: string, pageNum: number) => ['project-orgs', projectId, 'page', pageNum] as const,
  byMember: (projectId: string) => ['project-orgs', projectId, 'by-member'] as const,
  memberChoices: (projectId: string) => ['project-orgs', projectId, 'member-choices'] as const,
};

export async function projectOrgPage(projectId: string, pageNum: number) {
  const env = await callRouteEnvelope(contracts.projectOrgs, { projectId, pageNum, pageSize: ORG_PAGE_SIZE });
  return { list: env.data.list, total: env.pageTotal ?? env.data.total };
}

/** Each member's organisations in the project, by user id. */
export async function orgsByMember(projectId: string): Promise<Map<string, { id: string; name: string }[]>> {
  const r = await callRoute(contracts.projectOrgs, { projectId, pageNum: 1, pageSize: ALL_ORGS });
  const map = new Map<string, { id: string; name: string }[]>();
  for (const o of r.list) for (const m of o.members) map.set(m.id, [...(map.get(m.id) ?? []), { id: o.id, name: o.name }]);
  return map;
}

export interface OrgFields {
  name: string;
  remark?: string | null;
  userIds: string[];
}

/** The spec's dialog status: 0 creates, 1 edits, any other value deletes. */
export function saveProjectOrg(projectId: string, status: number, org: ProjectOrg | null, v: OrgFields | null) {
  if (status === 0) return callRouteEnvelope(contracts.addProjectOrg, { projectId, name: v!.name.trim(), remark: v!.remark || null, userIds: v!.userIds });
  if (status === 1)
    return callRouteEnvelope(contracts.updateProjectOrg, { projectId, id: org!.id, name: v!.name.trim(), remark: v!.remark || null, userIds: v!.userIds });
  return callRouteEnvelope(contracts.deleteProjectOrg, { projectId, id: org!.id });
}

/** The dialog's member picker: the project's members (the server's largest page). */
export async function memberChoices(projectId: string) {
  const r = await callRoute(contracts.getProjectMembers, { projectId, pageNum: 1, pageSize: ALL_ORGS });
  return r.list.map((m) => ({ value: m.userId, label: m.loginName ? `${m.name ?? m.loginName} (${m.loginName})` : (m.name ?? m.userId) }));
}
