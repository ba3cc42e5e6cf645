import type { ApprovalDocument } from '@trestle/shared/approval-schemas';
import { DOC_TYPES, OFFICE_TYPES, VIEWER_MODEL_TYPES } from '../files/fileKinds';
import { viewerHref } from '../viewer2d/kinds';

// Where the approval page and its documents lead (docs/approvals.md "Screens"). Pure, so the
// rules are tested on their own.

/**
 * The approval an address names: a notice's `targetId` (the query-like string
 * projectId=..&approvalId=.., or a bare approval id), or `approvalId` with `projectId`.
 */
export function approvalFromQuery(params: URLSearchParams): { projectId: string | null; approvalId: string } | null {
  const target = params.get('targetId');
  if (target) {
    if (!target.includes('=')) return { projectId: params.get('projectId'), approvalId: target };
    const q = new URLSearchParams(target);
    const approvalId = q.get('approvalId');
    return approvalId ? { projectId: q.get('projectId') ?? params.get('projectId'), approvalId } : null;
  }
  const approvalId = params.get('approvalId');
  return approvalId ? { projectId: params.get('projectId'), approvalId } : null;
}

const IMAGE_OR_DRAWING = new Set(['pdf', 'dxf', 'png', 'jpg', 'jpeg', 'gif', 'webp']);

/**
 * How to open a reviewed document at the version that was submitted: models in the 3D viewer
 * (a model id is the version's id), office files on the office page, PDFs, drawings and images
 * in the 2D viewer (all with that version); text and anything else by its file URL.
 */
export function documentOpening(
  projectId: string,
  d: Pick<ApprovalDocument, 'fileId' | 'versionId' | 'name' | 'fileType'>,
  projectName?: string | null,
): { route: string } | { url: { fileId: string; versionId: string; inline: boolean } } | null {
  if (!d.fileId || !d.versionId) return null;
  const type = (d.fileType ?? '').toLowerCase();
  if (VIEWER_MODEL_TYPES.has(type)) {
    const q = new URLSearchParams({ type: '3d', modelId: d.versionId, fileId: d.fileId, projectId });
    if (projectName) q.set('projectName', projectName);
    return { route: `/viewer?${q.toString()}` };
  }
  if (OFFICE_TYPES.has(type)) {
    const q = new URLSearchParams({ projectId, fileId: d.fileId, versionId: d.versionId, name: d.name });
    if (projectName) q.set('projectName', projectName);
    return { route: `/officeEditor?${q.toString()}` };
  }
  if (IMAGE_OR_DRAWING.has(type))
    return { route: viewerHref({ projectId, fileId: d.fileId, name: d.name, versionId: d.versionId, projectName: projectName ?? undefined }) };
  return { url: { fileId: d.fileId, versionId: d.versionId, inline: DOC_TYPES.has(type) } };
}
