import type { FastifyRequest } from 'fastify';
import type { Actor, Deps } from './context';
import { Errors } from './errors';
import { resolveSession } from '../modules/accounts/sessions';

/** Bearer token from the Authorization header, else the `token` query parameter (spec 1 §4) or form field. */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const t = header.replace(/^Bearer\s+/i, '').trim();
    if (t && t !== 'null' && t !== 'undefined') return t;
  }
  const q = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof q === 'string' && q) return q;
  // A form post (download) cannot set headers; it sends the token as a field.
  const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? (req.body as Record<string, unknown> | undefined)?.token : undefined;
  return typeof form === 'string' && form ? form : null;
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
