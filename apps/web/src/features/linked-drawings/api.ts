import { contracts } from '@trestle/shared/contracts';
import { callRoute } from '../../api/callRoute';
import type { CompositeLinks, CompositeLinkView } from '@trestle/shared/linked-drawing-responses';
import { storedGrant } from '../share/api';
import type { ModelPlace } from '../viewer3d/api';

// The composite-link calls (docs/models.md "Composite links"). The spec gives them only a
// /public path: members send projectId (and their session), share visitors linkId and the
// share header. Calls are `silent`: a refused link shows in the panel, it does not leave the viewer.

export type CompositeLink = CompositeLinkView;
export type { CompositeLinks };

/** Who asks: a member (projectId) or a share visitor (linkId, with the link's grant). */
const who = (place: ModelPlace) => (place.linkId ? { linkId: place.linkId, modelId: place.modelId } : { projectId: place.projectId, modelId: place.modelId });
const optsOf = (place: ModelPlace) => (place.linkId ? { silent: true, headers: { share: storedGrant(place.linkId) ?? '' } } : { silent: true });

export const elementLinks = (place: ModelPlace, dbid: number) => callRoute(contracts.linkCompositeGet, { ...who(place), dbid }, optsOf(place));

export const linkDrawing = (place: ModelPlace, dbid: number, drawingFileId: string | null, page?: number | null) =>
  callRoute(contracts.link, { ...who(place), dbid, drawingFileId, page: page ?? null }, optsOf(place));

export const setDrawingPic = (place: ModelPlace, dbid: number, pic: string | null) =>
  callRoute(contracts.setDrawingPic, { ...who(place), dbid, pic }, optsOf(place));

export const linkedDrawingKeys = {
  links: (modelId: string, dataId: number | null) => ['composite-links', modelId, dataId] as const,
  /** The drawing picker's page of project files of one type. */
  drawings: (projectId: string, fileType: string, name: string, pageNum: number) => ['composite-drawings', projectId, fileType, name, pageNum] as const,
};
