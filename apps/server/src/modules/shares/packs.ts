import type { Ctx } from '../../http/context';
import { Errors } from '../../http/errors';
import type { Packer, SharePackInput } from '../files';
import type { ProjectScope } from '../roles';
import { assertAllWithin, countDownload, visit } from './visitor';

// Packed downloads from a share (pack-zip-service, get-pack-zip-task, loop-download-zip with
// isShare and shareId). file_packs has one user column: a visitor's pack is recorded as the
// link creator's (their current rights decide what is packed) with the link id in share_id,
// so only that link reaches it and the creator's own calls never see it.

/** The scope and pack owner for a visitor's pack call; `ids` (when requesting) must lie inside the link. */
export async function sharePacker(ctx: Ctx, input: SharePackInput, ids?: string[]): Promise<{ scope: ProjectScope; who: Packer }> {
  if (!input.shareId) throw Errors.badInput('err.fieldRequired', { field: 'shareId' });
  const view = await visit(ctx, input.shareId);
  if (view.link.projectId !== input.projectId) throw Errors.forbiddenKey('share.notInLink');
  if (ids) await assertAllWithin(view, ids);
  const linkId = view.link.id;
  // A started zip counts as one download of the link (not as the creator's download history).
  return { scope: view.scope, who: { userId: view.link.createdBy, shareId: linkId, onStart: () => countDownload(ctx.deps, linkId) } };
}
