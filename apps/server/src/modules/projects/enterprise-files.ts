import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PermissionPair } from '@trestle/shared';
import type { Tx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { describeOperation } from '../../db/operation';
import { createProjectRoles, enterpriseFacts, rolePermissions, roles } from '../roles';
import { projectMembers, projects } from './tables';

// The enterprise's own document area (/#/enterprise_files_index: templates, standards, company
// documents; issue 21 part 7). It is a project row of kind 'enterprise_files', one per enterprise,
// so the file manager, folder and file permissions, uploads, previews and shares are the
// projects' own code, not a copy; the project lists, counts and codes leave it out
// (docs/enterprise-home.md).

/** What a staff member may do there until a manager changes the Reader role: look, search, download. */
export const READER_GRANTS: PermissionPair[] = [
  ['project', 'enter'],
  ['dms', 'enter'],
  ['dms', 'query'],
  ['dms', 'download'],
];

const NAME = 'Enterprise files';

async function createSpace(tx: Tx, enterpriseId: string, actor: Actor): Promise<string> {
  const id = randomUUID();
  const [made] = await tx
    .insert(projects)
    .values({
      id,
      enterpriseId,
      kind: 'enterprise_files',
      name: NAME,
      nameEn: NAME,
      area: '',
      address: '',
      type: '',
      startDate: '',
      endDate: '',
      status: 'inProgress',
      joinCode: `ef-${randomBytes(16).toString('hex')}`,
      createdBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: projects.id });
  if (!made) {
    // Another request made it first (the partial unique index on the enterprise).
    const [s] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.enterpriseId, enterpriseId), eq(projects.kind, 'enterprise_files')));
    return s.id;
  }
  await createProjectRoles(tx, enterpriseId, id);
  const readerId = randomUUID();
  await tx.insert(roles).values({ id: readerId, enterpriseId, projectId: id, name: 'Reader', builtIn: null, defaultLevel: 5 });
  await tx.insert(rolePermissions).values(READER_GRANTS.map(([module, action]) => ({ roleId: readerId, module, action })));
  describeOperation({ targetId: id, targetName: NAME });
  return id;
}

/**
 * The enterprise's document area, made on first use; a staff member who is not yet in it joins
 * with the Reader role (managers act in it by their enterprise role and need no membership).
 */
export async function openEnterpriseFiles(deps: Deps, actor: Actor, enterpriseId: string) {
  const ent = await enterpriseFacts(deps.db, actor, enterpriseId);
  const manager = ent.isEnterpriseManager || ent.isSystemManager;
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.enterpriseId, enterpriseId), eq(projects.kind, 'enterprise_files')));
    const projectId = found?.id ?? (await createSpace(tx, enterpriseId, actor));
    const [member] = await tx
      .select({ isAdmin: projectMembers.isAdmin })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.userId)));
    if (!member && !manager) {
      // The space's lowest role: Reader, until a manager makes a lower one (docs/enterprise-home.md).
      const [lowest] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.projectId, projectId))
        .orderBy(asc(roles.defaultLevel), asc(roles.name))
        .limit(1);
      await tx.insert(projectMembers).values({ projectId, userId: actor.userId, roleId: lowest.id, isAdmin: false }).onConflictDoNothing();
    }
    return { projectId, isAdmin: manager || !!member?.isAdmin };
  });
}
