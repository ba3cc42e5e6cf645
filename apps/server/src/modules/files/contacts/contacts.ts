import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { addContactBody } from '@trestle/shared/meta-schemas';
import type { Actor, Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import { usersByIds } from '../../accounts';
import type { ProjectScope } from '../../roles';
import { fileContacts } from '../meta/tables';
import { fileOf, folderPaths } from '../meta/meta';
import { dmsAccess } from '../access';
import { presentNode } from '../service';
import { fileNodes } from '../tables';
import { describeOperation } from '../../../db/operation';

/** Live files linked to a file, whichever side the link was added from. */
export async function listContacts(deps: Deps, scope: ProjectScope, fileId: string) {
  const node = await fileOf(deps.db, scope.projectId, fileId, false);
  const access = dmsAccess(deps, scope);
  await access.see(node);
  const links = await deps.db
    .select()
    .from(fileContacts)
    .where(and(eq(fileContacts.projectId, scope.projectId), or(eq(fileContacts.fileId, node.id), eq(fileContacts.contactFileId, node.id))))
    .orderBy(fileContacts.createdAt, fileContacts.id);
  const otherOf = (l: typeof fileContacts.$inferSelect) => (l.fileId === node.id ? l.contactFileId : l.fileId);
  // Linked files the caller cannot see are left out.
  const others = await access.filterVisible(
    links.length
      ? await deps.db
          .select()
          .from(fileNodes)
          .where(and(inArray(fileNodes.id, links.map(otherOf)), isNull(fileNodes.recycledAt)))
      : [],
  );
  const paths = await folderPaths(deps.db, scope.projectId);
  const people = await usersByIds(deps.db, [...new Set(links.map((l) => l.createdBy))]);
  const list = links.flatMap((l) => {
    const other = others.find((o) => o.id === otherOf(l));
    if (!other) return [];
    return [
      {
        ...presentNode(other),
        _id: l.id,
        id: l.id,
        fileId: other.id,
        path: paths.of(other.parentId),
        direction: l.fileId === node.id ? 'out' : 'in',
        createTime: l.createdAt.toISOString(),
        createUser: l.createdBy,
        createUserName: people.find((p) => p.id === l.createdBy)?.name ?? '',
        fileCreateTime: other.createdAt.toISOString(),
      },
    ];
  });
  return { list, canEdit: !!(await access.at(node))?.has('status') };
}

/** Links a file to other live files of the project; pairs already linked (either way) are skipped. */
export async function addContacts(deps: Deps, scope: ProjectScope, actor: Actor, input: z.infer<typeof addContactBody>) {
  const wanted = [...new Set(input.contactFileIds)];
  if (wanted.includes(input.fileId)) throw Errors.badInput('contact.self');
  const node = await fileOf(deps.db, scope.projectId, input.fileId, true);
  const access = dmsAccess(deps, scope);
  await access.need(node, 'status');
  const found = await access.filterVisible(
    await deps.db
      .select()
      .from(fileNodes)
      .where(and(inArray(fileNodes.id, wanted), eq(fileNodes.projectId, scope.projectId), isNull(fileNodes.recycledAt))),
  );
  if (found.length !== wanted.length) throw new AppError(404, ErrorCode.notFound, 'contact.fileMissing');
  if (found.some((f) => f.kind !== 'file')) throw Errors.badInput('file.notAFile');
  const now = deps.now();
  const added = await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(fileContacts)
      .where(
        or(
          and(eq(fileContacts.fileId, node.id), inArray(fileContacts.contactFileId, wanted)),
          and(eq(fileContacts.contactFileId, node.id), inArray(fileContacts.fileId, wanted)),
        ),
      );
    const linked = new Set(existing.map((l) => (l.fileId === node.id ? l.contactFileId : l.fileId)));
    const fresh = wanted.filter((id) => !linked.has(id));
    if (fresh.length === 0) throw Errors.badInput('contact.exists');
    // One millisecond apart, so the list keeps the order they were chosen in.
    const rows = fresh.map((id, i) => ({
      id: randomUUID(),
      projectId: scope.projectId,
      fileId: node.id,
      contactFileId: id,
      createdBy: actor.userId,
      createdAt: new Date(now.getTime() + i),
    }));
    describeOperation({ targetId: node.id, targetName: node.name, after: { contactFileIds: fresh } });
    // A concurrent add of the same pair is left to the unique index.
    return tx.insert(fileContacts).values(rows).onConflictDoNothing().returning({ id: fileContacts.id });
  });
  const skipped = wanted.length - added.length;
  return { added: added.length, skipped, ...(await listContacts(deps, scope, node.id)) };
}

/** Removes one link of the project; needs `status` on the file the link was made from. */
export async function removeContact(deps: Deps, scope: ProjectScope, id: string) {
  const [link] = await deps.db
    .select()
    .from(fileContacts)
    .where(and(eq(fileContacts.id, id), eq(fileContacts.projectId, scope.projectId)));
  if (!link) throw Errors.notFound();
  const access = dmsAccess(deps, scope);
  const file = await access.node(link.fileId);
  await access.need(file, 'status');
  const gone = await deps.db.delete(fileContacts).where(eq(fileContacts.id, id)).returning({ id: fileContacts.id });
  if (gone.length === 0) throw Errors.notFound();
  describeOperation({ targetId: link.fileId, targetName: file?.name, before: { contactFileId: link.contactFileId } });
  return { removed: gone.length };
}
