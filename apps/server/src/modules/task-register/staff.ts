import { and, eq } from 'drizzle-orm';
import type { StaffRef } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { searchUsers } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { projectFacts, projectMembers, projects } from '../projects';
import { canSeeProject, enterpriseFacts } from '../roles';
import type { Actor } from '../../http/context';

// /protected/platform/get-staff-nopage: the staff of the enterprise without paging, for pickers
// (spec 3 §7 lists it with the register calls: the worker picker). With projectId only the
// project's members, since a register row's worker must be one: anyone who may see the project
// may ask, enterprise staff or not (a person invited into the project is a member only). Without
// it the caller must belong to the enterprise's staff.

const LIMIT = 1000;

export async function staffNoPage(
  deps: Deps,
  actor: Actor,
  v: { enterpriseId?: string | null; projectId?: string | null; name?: string | null },
): Promise<StaffRef[]> {
  let ids: string[];
  if (v.projectId) {
    const [p] = await deps.db.select({ enterpriseId: projects.enterpriseId }).from(projects).where(eq(projects.id, v.projectId));
    const expected = v.enterpriseId || actor.enterpriseId;
    const facts = p && p.enterpriseId === expected ? await projectFacts(deps.db, actor, v.projectId) : null;
    if (!facts || !canSeeProject(facts)) throw Errors.badInput('staff.projectUnknown');
    ids = (await deps.db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, v.projectId))).map((r) => r.id);
  } else {
    const enterpriseId = v.enterpriseId || actor.enterpriseId;
    if (!enterpriseId) throw Errors.noAccess();
    const scope = await enterpriseFacts(deps.db, actor, enterpriseId);
    if (!scope.isEnterpriseMember && !scope.isSystemManager) throw Errors.noAccess();
    ids = (
      await deps.db
        .select({ id: enterpriseMembers.userId })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId)))
    ).map((r) => r.id);
  }
  const { list } = await searchUsers(deps.db, ids, v.name || undefined, 1, LIMIT);
  return list.map((u) => ({ id: u.id, name: u.name, loginName: u.loginName, email: u.email }));
}
