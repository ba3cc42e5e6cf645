import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGroupBody, updateGroupBody } from '@trestle/shared';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { projectGroups, projects } from './tables';
import { presentGroup } from './present';
import { changedFields, describeOperation } from '../../db/operation';

async function groupOf(deps: Deps, enterpriseId: string, groupId: string) {
  const [g] = await deps.db
    .select()
    .from(projectGroups)
    .where(and(eq(projectGroups.id, groupId), eq(projectGroups.enterpriseId, enterpriseId)));
  if (!g) throw Errors.notFound();
  return g;
}

export async function getGroup(deps: Deps, enterpriseId: string, groupId: string) {
  const g = await groupOf(deps, enterpriseId, groupId);
  const [{ n }] = await deps.db.select({ n: count() }).from(projects).where(eq(projects.groupId, g.id));
  return presentGroup(g, { projectCount: n });
}

export async function createGroup(deps: Deps, actor: Actor, enterpriseId: string, v: z.infer<typeof createGroupBody>) {
  const [g] = await deps.db
    .insert(projectGroups)
    .values({ id: randomUUID(), enterpriseId, createdBy: actor.userId, ...v })
    .returning();
  describeOperation({ targetId: g.id, targetName: g.name });
  return presentGroup(g, { projectCount: 0 });
}

export async function updateGroup(deps: Deps, enterpriseId: string, v: z.infer<typeof updateGroupBody>) {
  const { groupId, ...fields } = v;
  const was = await groupOf(deps, enterpriseId, groupId);
  describeOperation({ targetId: groupId, targetName: fields.name ?? was.name, ...changedFields(was, fields) });
  const [g] = await deps.db.update(projectGroups).set(fields).where(eq(projectGroups.id, groupId)).returning();
  return presentGroup(g);
}

/** A group that still has projects cannot be deleted (spec 3 §8). */
export async function deleteGroup(deps: Deps, enterpriseId: string, groupId: string) {
  const g = await groupOf(deps, enterpriseId, groupId);
  describeOperation({ targetId: g.id, targetName: g.name });
  await deps.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.groupId, groupId));
    if (n > 0) throw Errors.badInput('project.groupHasProjects');
    await tx.delete(projectGroups).where(eq(projectGroups.id, groupId));
  });
}
