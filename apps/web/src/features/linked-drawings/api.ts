import { post } from '../../api/client';
import type { CompositeLinks, CompositeLinkSet, CompositeLinkView } from '@trestle/shared/linked-drawing-responses';
import { storedGrant } from '../share/api';
import type { ModelPlace } from '../viewer3d/api';

// The composite-link calls (docs/models.md "Composite links"). The spec gives them only a
// /public path: members send projectId (and their session), share visitors linkId and the
// share header. Calls are `silent`: a refused link shows in the panel, it does not leave the viewer.

export type CompositeLink = CompositeLinkView;
export type { CompositeLinks };

const BASE = '/public/model/forge/link-composite';

function call<T>(place: ModelPlace, path: string, extra: object) {
  if (place.linkId) {
    return post<T>(
      `${BASE}/${path}`,
      { linkId: place.linkId, modelId: place.modelId, ...extra },
      { silent: true, headers: { share: storedGrant(place.linkId) ?? '' } },
    );
  }
  return post<T>(`${BASE}/${path}`, { projectId: place.projectId, modelId: place.modelId, ...extra }, { silent: true });
}

export const elementLinks = (place: ModelPlace, dbid: number) => call<CompositeLinks>(place, 'get', { dbid });

export const linkDrawing = (place: ModelPlace, dbid: number, drawingFileId: string | null, page?: number | null) =>
  call<CompositeLinkSet>(place, 'link', { dbid, drawingFileId, page: page ?? null });

export const setDrawingPic = (place: ModelPlace, dbid: number, pic: string | null) => call<CompositeLink>(place, 'set-drawing-pic', { dbid, pic });

export const linkedDrawingKeys = {
  links: (modelId: string, dataId: number | null) => ['composite-links', modelId, dataId] as const,
  /** The drawing picker's page of project files of one type. */
  drawings: (projectId: string, fileType: string, name: string, pageNum: number) => ['composite-drawings', projectId, fileType, name, pageNum] as const,
};
