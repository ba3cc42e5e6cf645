import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { ElementProps, ForgeData, ModelInfo, ModelTree, Viewable } from '@trestle/shared/model-responses';
import { post } from '../../api/client';
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

function call<T>(place: ModelPlace, paths: { protected: string; public: string }, extra: object = {}) {
  if (place.linkId) {
    const grant = storedGrant(place.linkId) ?? '';
    return post<T>(paths.public, { linkId: place.linkId, modelId: place.modelId, ...extra }, { headers: { share: grant } });
  }
  return post<T>(paths.protected, { projectId: place.projectId, modelId: place.modelId, ...extra });
}

export const modelKeys = {
  /** A model's info as a member (no linkId) or a share visitor (linkId) sees it. */
  info: (modelId: string | null | undefined, linkId: string | undefined) => ['model-info', modelId, linkId] as const,
  /** Every reading of the model's info (member and share visitors). */
  infoAll: (modelId: string) => ['model-info', modelId] as const,
  tree: (modelId: string) => ['model-tree', modelId] as const,
  views: (modelId: string) => ['model-views', modelId] as const,
  props: (modelId: string, dataId: number | null) => ['model-props', modelId, dataId] as const,
};

export const modelInfo = (p: ModelPlace) => call<ModelInfo>(p, { protected: '/protected/model/get-3d-jarvis-data', public: '/public/get-3d-jarvis-data' });
export const modelTree = (p: ModelPlace) => call<ModelTree>(p, { protected: '/protected/model/get-3d-files-tree', public: '/public/model/get-3d-files-tree' });
export const modelProps = (p: ModelPlace, ids: number[]) =>
  call<ElementProps[]>(
    p,
    { protected: '/protected/model/get-3d-jarvis-data-property', public: '/public/model/get-3d-jarvis-data-property' },
    { propertyIds: ids },
  );
export const modelViewables = (p: ModelPlace) =>
  call<Viewable[]>(p, { protected: '/protected/model/forge/get-viewables', public: '/public/model/forge/get-viewables' });
export const forgeDataPath = (p: ModelPlace) =>
  call<ForgeData>(p, {
    protected: '/api/protected/model/forge/get-forge-3d-data',
    public: '/api/public/model/forge/get-forge-3d-data',
  });
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
