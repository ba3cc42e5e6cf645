import { contracts } from '@trestle/shared/contracts';
import type { PowerPage } from '@trestle/shared/power-responses';
import { callRoute } from '../../api/callRoute';

// Calls of the permission matrix (docs/permission-matrix.md) and its pickers' lists.

export type { PowerPage };

/** Which matrix: a project's, or the session's enterprise's. */
export type Side = { kind: 'project'; projectId: string } | { kind: 'enterprise' };
/** Whose overrides the screen edits: none (the role columns), a department or a user. */
export type Subject = { kind: 'roles' } | { kind: 'org'; id: string } | { kind: 'user'; id: string };

export interface Change {
  module: string;
  action: string;
}

const scope = (side: Side) => (side.kind === 'project' ? { isProjectUserManagement: true, projectId: side.projectId } : { isProjectUserManagement: false });
const target = (subject: Subject) => (subject.kind === 'org' ? { orgId: subject.id } : subject.kind === 'user' ? { userId: subject.id } : {});

export const powerKeys = {
  all: ['power'] as const,
  page: (side: Side, subject: Subject) => ['power', side, subject] as const,
  orgs: (side: Side) => ['power-orgs', side] as const,
  users: (side: Side, name: string) => ['power-users', side, name] as const,
};

export function powerPage(side: Side, subject: Subject) {
  return callRoute(contracts.getPowerPage, { ...scope(side), ...target(subject) });
}

/** One box of one role: one click, one call. */
export function saveRoleBox(side: Side, roleId: string, box: Change, allowed: boolean) {
  return callRoute(contracts.savePower, { ...scope(side), roleId, check_box_click: [{ ...box, allowed }] });
}

/** One override of a department or user: allowed true (allow), false (deny), null (inherit). */
export function saveOverride(side: Side, subject: Subject, box: Change, allowed: boolean | null) {
  return callRoute(contracts.saveUserPower, { ...scope(side), ...target(subject), check_box_click: [{ ...box, allowed }] });
}

/** A built-in role's default grants, or every override of the department or user. */
export function restoreDefaults(side: Side, restore: { roleId: string } | Subject) {
  const t = 'roleId' in restore ? { roleId: restore.roleId } : target(restore);
  return callRoute(contracts.restorePower, { ...scope(side), ...t });
}

/**
 * The department picker's tree. On a project's side the call names the project: a project
 * administrator without the enterprise's person:enter grant may read the names there
 * (docs/permission-matrix.md).
 */
export function orgStructure(side: Side) {
  return callRoute(contracts.orgStructure, side.kind === 'project' ? { projectId: side.projectId } : {});
}

/** A person to pick, with the role of this side that their column shows (null: none). */
export interface Pickable {
  id: string;
  name: string;
  roleId: string | null;
}

/** People to pick: the project's members, or the enterprise's staff, searched by name. */
export async function pickablePeople(side: Side, name: string): Promise<Pickable[]> {
  if (side.kind === 'project') {
    const r = await callRoute(contracts.getProjectMembers, { projectId: side.projectId, pageNum: 1, pageSize: 200 });
    const q = name.trim().toLowerCase();
    return r.list
      .map((m) => ({ id: m.userId, name: m.name ?? m.loginName ?? m.userId, roleId: m.roleId }))
      .filter((p) => !q || p.name.toLowerCase().includes(q));
  }
  const r = await callRoute(contracts.staff, { pageNum: 1, pageSize: 50, where: { isInvalid: 'all', name: name.trim() || undefined } });
  return r.list.map((s) => ({ id: s.userId, name: s.name, roleId: s.role?.id ?? null }));
}
