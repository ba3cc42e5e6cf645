import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApprovalDocument } from '@trestle/shared/approval-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { dmsAccess, fileNodes } from '../files';
import { scopeForUser } from '../permissions';
import { userName } from '../tasks';
import { approvalDocuments } from './tables';

// An approval's documents (docs/approvals.md "Documents"): project files pinned at the version
// they had when their round was submitted. Opening one goes through the files module's own
// calls with that version, so the file's open right ('query') still decides.

type Node = typeof fileNodes.$inferSelect;
export interface Pinned {
  fileId: string;
  versionId: string;
  version: number;
  name: string;
  fileType: string | null;
}

/**
 * The files to submit, each at its current version: live files of the project (not folders,
 * not recycled) that the initiator may open and that every approver may open (an approver who
 * cannot open a document could not review it). In the order given, duplicates dropped.
 */
export async function pinDocuments(deps: Deps, scope: ProjectScope, fileIds: string[], approvers: string[]): Promise<Pinned[]> {
  const ids = [...new Set(fileIds)];
  const rows = await deps.db
    .select()
    .from(fileNodes)
    .where(and(inArray(fileNodes.id, ids), eq(fileNodes.projectId, scope.projectId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nodes = ids.map((id) => byId.get(id));
  if (nodes.some((n) => !n || n.kind !== 'file' || n.recycledAt || !n.currentVersionId)) throw Errors.badInput('approval.fileUnknown');
  const files = nodes as Node[];
  await needOpen(deps, scope, files, (f) => Errors.badInput('approval.cannotOpenFile', { name: f.name }));
  for (const userId of approvers) {
    const theirs = await scopeForUser(deps, userId, scope.projectId);
    const name = await userName(deps.db, userId);
    await needOpen(deps, theirs, files, (f) => Errors.badInput('approval.approverCannotOpen', { name, file: f.name }));
  }
  return files.map((f) => ({ fileId: f.id, versionId: f.currentVersionId!, version: f.version, name: f.name, fileType: f.fileType }));
}

async function needOpen(deps: Deps, scope: ProjectScope | null, files: Node[], refuse: (f: Node) => Error) {
  const access = scope ? dmsAccess(deps, scope) : null;
  access?.remember(files);
  for (const f of files) {
    const acts = access ? await access.at(f) : null;
    if (!acts?.has('query')) throw refuse(f);
  }
}

/** Stores a round's documents (inside the submitting transaction). */
export async function insertDocuments(tx: DbOrTx, approvalId: string, round: number, docs: Pinned[]) {
  await tx.insert(approvalDocuments).values(docs.map((d, i) => ({ id: randomUUID(), approvalId, round, sort: i, ...d })));
}

/** The file ids of a round, in their order. */
export async function roundFileIds(db: DbOrTx, approvalId: string, round: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: approvalDocuments.fileId })
    .from(approvalDocuments)
    .where(and(eq(approvalDocuments.approvalId, approvalId), eq(approvalDocuments.round, round)))
    .orderBy(asc(approvalDocuments.sort));
  return rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
}

/**
 * Every round's documents, the current round first, with the file's current version and whether
 * the caller may open the reviewed version now.
 */
export async function presentDocuments(deps: Deps, scope: ProjectScope, approvalId: string): Promise<ApprovalDocument[]> {
  const rows = await deps.db
    .select()
    .from(approvalDocuments)
    .where(eq(approvalDocuments.approvalId, approvalId))
    .orderBy(desc(approvalDocuments.round), asc(approvalDocuments.sort));
  const fileIds = [...new Set(rows.flatMap((r) => (r.fileId ? [r.fileId] : [])))];
  const nodes = fileIds.length ? await deps.db.select().from(fileNodes).where(inArray(fileNodes.id, fileIds)) : [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const access = dmsAccess(deps, scope);
  access.remember(nodes);
  const out: ApprovalDocument[] = [];
  for (const r of rows) {
    const node = r.fileId ? byId.get(r.fileId) : undefined;
    const live = node && !node.recycledAt ? node : undefined;
    const canOpen = !!live && !!r.versionId && !!(await access.at(live))?.has('query');
    out.push({
      id: r.id,
      fileId: r.fileId,
      versionId: r.versionId,
      version: r.version,
      name: r.name,
      fileType: r.fileType,
      round: r.round,
      currentVersion: live ? live.version : null,
      canOpen,
    });
  }
  return out;
}
