import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Actor, Deps } from '../../../http/context';
import { Errors } from '../../../http/errors';
import type { ProjectScope } from '../../roles';
import { storeBlob } from './content';
import { presentNode } from '../service';
import { landContent, noteStored, type UploadPlan } from '../upload/upload';
import { uploadPolicies } from '../tables';

// The spec's variant upload flow, as object stores do it: a policy (GET /annotations/oss/policy)
// lets the browser post one file by form to the storage host; the app then marks it uploaded.
// Here the storage host is this server; the policy id is the one-time credential.

const POLICY_MS = 3600_000;
export const OSS_UPLOAD_URL = '/protected/file/oss-upload';

export async function issuePolicy(deps: Deps, actor: Actor) {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + POLICY_MS);
  await deps.db.insert(uploadPolicies).values({ id, userId: actor.userId, expiresAt });
  return { host: OSS_UPLOAD_URL, policy: id, expire: Math.floor(expiresAt.getTime() / 1000), maxSize: deps.config.limits.uploadMaxBytes };
}

/** The form upload: the policy must be unexpired and unused; the bytes are checked against md5 when given. */
export async function receiveWithPolicy(deps: Deps, policyId: string, body: Readable, md5?: string) {
  const [p] = await deps.db
    .select()
    .from(uploadPolicies)
    .where(and(eq(uploadPolicies.id, policyId), gt(uploadPolicies.expiresAt, deps.now()), isNull(uploadPolicies.sha256)));
  if (!p) {
    body.resume();
    throw Errors.badInput('upload.policyExpired');
  }
  const blob = await storeBlob(deps, body, { expectMd5: md5 || undefined, maxBytes: deps.config.limits.uploadMaxBytes });
  await noteStored(deps, blob);
  const [used] = await deps.db
    .update(uploadPolicies)
    .set({ sha256: blob.sha256, md5: blob.md5, size: blob.size })
    .where(and(eq(uploadPolicies.id, p.id), isNull(uploadPolicies.sha256)))
    .returning();
  if (!used) throw Errors.badInput('upload.policyExpired');
  return { key: p.id, md5: blob.md5, size: blob.size };
}

/** Mark uploaded: the caller's received content becomes a file, a version or a cover. */
export async function markUploaded(deps: Deps, scope: ProjectScope, actor: Actor, key: string, plan: UploadPlan) {
  const [p] = await deps.db
    .select()
    .from(uploadPolicies)
    .where(and(eq(uploadPolicies.id, key), eq(uploadPolicies.userId, actor.userId)));
  if (!p) throw Errors.badInput('upload.policyExpired');
  if (!p.sha256 || !p.md5 || p.size === null) throw Errors.badInput('upload.notReceived');
  const node = await landContent(deps, scope, actor, plan, { sha256: p.sha256, md5: p.md5, size: p.size });
  await deps.db.delete(uploadPolicies).where(eq(uploadPolicies.id, p.id));
  return { file: presentNode(node) };
}

export async function dropExpiredPolicies(deps: Deps) {
  await deps.db.delete(uploadPolicies).where(lt(uploadPolicies.expiresAt, deps.now()));
}
