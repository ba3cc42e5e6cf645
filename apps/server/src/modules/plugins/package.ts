import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLUGIN_PACKAGE_MAX } from '@trestle/shared/plugin-schemas';
import { describeOperation } from '../../db/operation';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import { noteStored, sendBlob, storeBlob } from '../files';
import { mayManage, maySee, type PluginCaller } from './access';
import { versionsOf } from './present';
import { UPLOAD_TTL_MS } from './service';
import { plugins, pluginUploads, pluginVersions } from './tables';

// Plugin packages (docs/plugins.md "Packages"). The upload streams into the blob store through
// the files module (hashed on the way; the store shows a blob only once complete), then the
// sha256 the client announced is compared with what arrived: a mismatch is refused and the
// bytes, noted as orphaned, are collected by the housekeeping. Nothing points at them.

const SHA = /^[0-9a-f]{64}$/;

/** May the caller upload a package (for a plugin of any scope they may add to or edit)? */
function mayUpload(c: PluginCaller): boolean {
  const own = c.actor.enterpriseId;
  return mayManage(c, null, 'add') || (!!own && (mayManage(c, own, 'add') || mayManage(c, own, 'edit')));
}

/** multipart: a `sha256` field (or query parameter) and the `file` part. */
export async function uploadPackage(deps: Deps, c: PluginCaller, req: FastifyRequest, query: { sha256?: unknown }) {
  if (!mayUpload(c)) throw Errors.forbidden();
  if (!req.isMultipart()) throw Errors.badInput('plugin.noFile');
  let announced = typeof query.sha256 === 'string' ? query.sha256.trim().toLowerCase() : '';
  let stored: { sha256: string; md5: string; size: number; name: string } | null = null;
  for await (const part of req.parts({ limits: { fileSize: PLUGIN_PACKAGE_MAX + 1, files: 1, fields: 5 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'sha256' && typeof part.value === 'string') announced = part.value.trim().toLowerCase();
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      continue;
    }
    const name = (part.filename ?? '').trim();
    if (!name || name.length > 200 || /[\\/\0]/.test(name)) {
      part.file.resume();
      throw Errors.badInput('plugin.packageName');
    }
    // Refuse a missing or malformed hash before taking the bytes.
    if (announced && !SHA.test(announced)) {
      part.file.resume();
      throw Errors.badInput('plugin.shaInvalid');
    }
    const blob = await storeBlob(deps, part.file, { maxBytes: PLUGIN_PACKAGE_MAX });
    await noteStored(deps, blob);
    stored = { ...blob, name };
  }
  if (!stored) throw Errors.badInput('plugin.noFile');
  if (!SHA.test(announced)) throw Errors.badInput('plugin.shaInvalid');
  if (stored.size === 0) throw Errors.badInput('plugin.packageEmpty');
  if (stored.sha256 !== announced) throw Errors.badInput('plugin.shaMismatch', { actual: stored.sha256 });
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // Uploads nobody used within their day go (their blobs were never taken off the orphan list).
    await tx.delete(pluginUploads).where(lt(pluginUploads.createdAt, new Date(deps.now().getTime() - UPLOAD_TTL_MS)));
    await tx
      .insert(pluginUploads)
      .values({ id, sha256: stored.sha256, md5: stored.md5, size: stored.size, name: stored.name, uploadedBy: c.actor.userId, createdAt: deps.now() });
    describeOperation({ targetId: id, targetName: stored.name, after: { sha256: stored.sha256, size: stored.size } });
  });
  return withMsg({ uploadId: id, name: stored.name, size: stored.size, sha256: stored.sha256 }, 'plugin.uploaded');
}

async function send(deps: Deps, req: FastifyRequest, reply: FastifyReply, v: typeof pluginVersions.$inferSelect) {
  reply.header('x-content-sha256', v.sha256);
  await sendBlob(deps, req, reply, { sha256: v.sha256, size: v.size, name: v.fileName, type: null, inline: false });
}

/** One version's package. */
export async function sendVersion(deps: Deps, c: PluginCaller, req: FastifyRequest, reply: FastifyReply, versionId: string) {
  const [row] = await deps.db
    .select({ v: pluginVersions, enterpriseId: plugins.enterpriseId })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(eq(pluginVersions.id, versionId));
  if (!row || !maySee(c, row.enterpriseId)) throw Errors.badInput('plugin.versionUnknown');
  await send(deps, req, reply, row.v);
}

/** The newest version's package at the plugin's stable address. */
export async function sendLatest(deps: Deps, c: PluginCaller, req: FastifyRequest, reply: FastifyReply, pluginId: string) {
  const [p] = await deps.db.select().from(plugins).where(eq(plugins.id, pluginId));
  if (!p || !maySee(c, p.enterpriseId)) throw Errors.badInput('plugin.unknown');
  const v = (await versionsOf(deps.db, [p.id])).get(p.id)?.[0];
  if (!v) throw Errors.badInput('plugin.versionUnknown');
  await send(deps, req, reply, v);
}
