import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

import { storedGrant } from '../share/api';

// The model calls (docs/models.md). A share visitor (linkId) uses the public variants with the
// share header; a member the protected ones with projectId.

export type { ElementProps, ModelInfo, ModelStatus, ModelTreeNode as TreeNode, Viewable } from '@trestle/shared/model-responses';

/** Where a model is opened from: a project (member) or a share link (visitor). */
export interface ModelPlace {
  projectId?: string;
  linkId?: string;
  modelId: string;
}

/** A member's model place: the project and the model. */
const member = (p: ModelPlace) => ({ projectId: p.projectId ?? '', modelId: p.modelId });
/** A share visitor's: the link and the model, sent with the link's grant. */
const visitor = (linkId: string, p: ModelPlace) => ({ linkId, modelId: p.modelId });
const grantOf = (linkId: string) => ({ headers: { share: storedGrant(linkId) ?? '' } });

export const modelKeys = {
  /** A model's info as a member (no linkId) or a share visitor (linkId) sees it. */
  info: (modelId: string | null | undefined, linkId: string | undefined) => ['model-info', modelId, linkId] as const,
  /** Every reading of the model's info (member and share visitors). */
  infoAll: (modelId: string) => ['model-info', modelId] as const,
  tree: (modelId: string) => ['model-tree', modelId] as const,
  views: (modelId: string) => ['model-views', modelId] as const,
  props: (modelId: string, dataId: number | null) => ['model-props', modelId, dataId] as const,
};

export const modelInfo = (p: ModelPlace) =>
  p.linkId
    ? callRoute(contracts.publicGet3dJarvisData, visitor(p.linkId, p), grantOf(p.linkId))
    : callRoute(contracts.protectedModelGet3dJarvisData, member(p));
export const modelTree = (p: ModelPlace) =>
  p.linkId
    ? callRoute(contracts.publicModelGet3dFilesTree, visitor(p.linkId, p), grantOf(p.linkId))
    : callRoute(contracts.protectedModelGet3dFilesTree, member(p));
export const modelProps = (p: ModelPlace, ids: number[]) =>
  p.linkId
    ? callRoute(contracts.publicModelGet3dJarvisDataProperty, { ...visitor(p.linkId, p), propertyIds: ids }, grantOf(p.linkId))
    : callRoute(contracts.protectedModelGet3dJarvisDataProperty, { ...member(p), propertyIds: ids });
export const modelViewables = (p: ModelPlace) =>
  p.linkId
    ? callRoute(contracts.publicModelForgeGetViewables, visitor(p.linkId, p), grantOf(p.linkId))
    : callRoute(contracts.protectedModelForgeGetViewables, member(p));
export const forgeDataPath = (p: ModelPlace) =>
  p.linkId
    ? callRoute(contracts.publicModelForgeGetForge3dData, visitor(p.linkId, p), grantOf(p.linkId))
    : callRoute(contracts.protectedModelForgeGetForge3dData, member(p));
export const retryConversion = (projectId: string, fileId: string) => callRoute(contracts.retryModelConvertTask, { projectId, fileId });

/** The load timeout of spec 2 §9: the model's bytes must arrive within 10 seconds. */
export const LOAD_TIMEOUT_MS = 10_000;

export class LoadTimeout extends Error {}

export async function fetchFragments(path: string): Promise<ArrayBuffer> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), LOAD_TIMEOUT_MS);
  try {
    const res = await fetch(path, { signal: ctrl.signal });
    if (res.status === 401 || res.status === 403) {
      window.location.hash = '#/401';
      throw new Error('401');
    }
    if (!res.ok) throw new Error(String(res.status));
    return await res.arrayBuffer();
  } catch (e) {
    if (ctrl.signal.aborted) throw new LoadTimeout();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
