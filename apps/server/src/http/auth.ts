import type { FastifyRequest } from 'fastify';
import type { Actor, Deps } from './context';
import { Errors } from './errors';
import { resolveSession } from '../modules/accounts';

/**
 * The session token: the Authorization bearer header only. A token in the address or a form
 * field would land in access logs, browser history and Referer headers (issue 16); what a
 * browser cannot send with a header goes through a ticket instead (modules/files/tickets.ts).
 */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const t = header.replace(/^Bearer\s+/i, '').trim();
    if (t && t !== 'null' && t !== 'undefined') return t;
  }
  return null;
}

/**
 * Identifies the caller. With `required`, a missing or unknown token is HTTP 401, a revoked
 * session 4003 and an idle one 4004; on public routes a bad token just means anonymous.
 */
export async function authenticate(deps: Deps, req: FastifyRequest, required: boolean): Promise<Actor | null> {
  const token = tokenOf(req);
  if (!token) {
    if (required) throw Errors.unauthenticated();
    return null;
  }
  const result = await resolveSession(deps, token);
  if (result.kind === 'ok') return result.actor;
  if (!required) return null;
  if (result.kind === 'revoked') throw Errors.revoked();
  if (result.kind === 'idle') throw Errors.idle();
  throw Errors.unauthenticated();
}
