import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PermissionPair } from '@trestle/shared';
import type { DbOrTx } from '../../../db/client';
import type { Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import { sessionAlive } from '../../accounts';
import { scopeForUser } from '../../permissions';
import { canInProject, canSeeProject, type ProjectScope } from '../../roles';
import { dmsAccess } from '../access';
import type { Node } from '../storage/content';
import { downloadTickets, fileNodes, fileVersions } from '../tables';

// The one ticket mechanism behind every URL that carries its own permission (downloads, the
// viewers' bytes, model data, zips; docs/files-api.md "Tickets"). A ticket is random, stored
// only as its sha256, short-lived, and checked again on every use: the session that minted it
// is alive, the file and version are live, and the holder may still do what minting allowed
// (documents, cabinet or share link: each module registers its check by `via`).

/** What a ticket opens: a version's bytes, its office PDF, its model fragments, a folder's zip, a pack, an annotation snapshot or a composite link picture. */
export type TicketPurpose = 'file' | 'pdf' | 'model' | 'folder' | 'pack' | 'snapshot' | 'picture';
export type TicketVia = 'member' | 'cabinet' | 'share';
export type Ticket = typeof downloadTickets.$inferSelect;

/**
 * A download (a navigation or a plain link: the browser fetches it once) is good for one use
 * within a minute; a view (<img>, the PDF and drawing viewers, the model loader, whose Range
 * requests come one after another) for any number of uses within five minutes. The small
 * pictures of a list (annotation snapshots, link pictures: <img> in lists that stay on screen)
 * for an hour; each image load is still checked.
 */
export const TICKET_LIFETIME = {
  download: { ms: 60_000, uses: 1 },
  view: { ms: 5 * 60_000, uses: null },
  picture: { ms: 3600_000, uses: null },
} as const;

/** What minting needs (a module without the whole Deps passes its database and clock). */
export type TicketDeps = { db: DbOrTx; now: () => Date };

export interface TicketGrant {
  via: TicketVia;
  /** The cabinet entry or share link (via 'cabinet' / 'share'). */
  viaId?: string | null;
  /** Whose rights: the caller, or the share link's creator. */
  userId: string;
  projectId: string;
  /** The caller's session (null for a share visitor, whose link is checked instead). */
  sessionId: string | null;
}

export interface TicketSubject {
  purpose: TicketPurpose;
  nodeId?: string | null;
  versionId?: string | null;
  packId?: string | null;
  inline?: boolean;
  /** The document right each use needs: 'query' to open, 'download' to take a copy. */
  need: 'query' | 'download';
  mode: keyof typeof TICKET_LIFETIME;
}

/** What a use must pass besides session and liveness; throws when the holder lost the right. */
export type TicketCheck = (deps: Deps, t: Ticket, node: Node | null) => Promise<void>;

const checks = new Map<TicketVia, TicketCheck>();

/** A module that mints tickets through its own rules (cabinets, shares) registers their check. */
export function registerTicketCheck(via: TicketVia, check: TicketCheck) {
  checks.set(via, check);
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
export const expired = () => new AppError(410, ErrorCode.notFound, 'download.expired');

/** A member's ticket grant from their scope (the scope's session; none: the ticket will be refused). */
export const scopeGrant = (scope: ProjectScope): TicketGrant => ({
  via: 'member',
  userId: scope.actorId,
  projectId: scope.projectId,
  sessionId: scope.sessionId ?? null,
});

/**
 * Picture URLs of one answer (a list's <img>s): one picture ticket per file, minted when first
 * asked for. `url(ticket)` builds the address.
 */
export function pictureTickets(deps: TicketDeps, grant: TicketGrant, purpose: 'snapshot' | 'picture') {
  const perFile = new Map<string, Promise<string>>();
  return (fileId: string): Promise<string> => {
    let t = perFile.get(fileId);
    if (!t) {
      t = mintTicket(deps, grant, { purpose, nodeId: fileId, need: 'query', mode: 'picture' }).then((r) => r.ticket);
      perFile.set(fileId, t);
    }
    return t;
  };
}

export async function mintTicket(deps: TicketDeps, grant: TicketGrant, subject: TicketSubject) {
  const ticket = randomBytes(24).toString('base64url');
  const life = TICKET_LIFETIME[subject.mode];
  const expiresAt = new Date(deps.now().getTime() + life.ms);
  await deps.db.insert(downloadTickets).values({
    id: hash(ticket),
    userId: grant.userId,
    projectId: grant.projectId,
    sessionId: grant.sessionId,
    via: grant.via,
    viaId: grant.viaId ?? null,
    nodeId: subject.nodeId ?? null,
    versionId: subject.versionId ?? null,
    packId: subject.packId ?? null,
    inline: !!subject.inline,
    need: subject.need,
    purpose: subject.purpose,
    usesLeft: life.uses,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * Takes one use of a ticket (atomically: two parallel uses of a one-use ticket cannot both
 * pass) and checks it again. Refuses with 410 when it is unknown, used up or expired, or its
 * session ended; 404 when the file or version is gone; 403 when the right is gone.
 */
export async function redeemTicket(deps: Deps, ticket: string, purposes: TicketPurpose[]): Promise<{ ticket: Ticket; node: Node | null }> {
  const now = deps.now();
  const [t] = await deps.db
    .update(downloadTickets)
    .set({ usesLeft: sql`${downloadTickets.usesLeft} - 1` })
    .where(
      and(
        eq(downloadTickets.id, hash(ticket)),
        inArray(downloadTickets.purpose, purposes),
        gt(downloadTickets.expiresAt, now),
        or(isNull(downloadTickets.usesLeft), gt(downloadTickets.usesLeft, 0)),
      ),
    )
    .returning();
  if (!t) throw expired();
  // Only a share visitor's ticket stands without a session (its link is checked instead).
  if (t.sessionId ? !(await sessionAlive(deps, t.sessionId)) : t.via !== 'share') throw expired();
  let node: Node | null = null;
  if (t.nodeId) {
    [node] = await deps.db.select().from(fileNodes).where(eq(fileNodes.id, t.nodeId));
    if (!node || node.recycledAt || node.projectId !== t.projectId) throw Errors.notFound();
  }
  if (t.versionId) {
    const [v] = await deps.db.select({ nodeId: fileVersions.nodeId }).from(fileVersions).where(eq(fileVersions.id, t.versionId));
    if (!v || (node && v.nodeId !== node.id)) throw Errors.notFound();
  }
  const check = checks.get(t.via as TicketVia);
  if (!check) throw Errors.noAccess();
  await check(deps, t, node);
  return { ticket: t, node };
}

/** The ticket holder's current rights in the ticket's project (entering the module `need` says), or a refusal. */
export async function holderScope(deps: Deps, t: Ticket, need: PermissionPair | null = ['dms', 'enter']): Promise<ProjectScope> {
  const scope = await scopeForUser(deps, t.userId, t.projectId);
  if (!scope || !canSeeProject(scope) || (need && !canInProject(scope, need[0], need[1]))) throw Errors.noAccess();
  return scope;
}

// Documents: the holder still enters the project's documents and may open or download the file
// (restricted folders included), as the plain download checks.
registerTicketCheck('member', async (deps, t, node) => {
  const scope = await holderScope(deps, t);
  if (node) await dmsAccess(deps, scope).need(node, t.need === 'query' ? 'query' : 'download');
});
