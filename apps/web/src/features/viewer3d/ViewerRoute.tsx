import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { getToken } from '../../api/session';
import { ErrorPage } from '../errors/ErrorPage';
import { Viewer3DPage } from './Viewer3DPage';

/**
 * Every viewer link form of spec 2 §2 lands here: /viewer?type=…, /forgeViewer?type=…,
 * /threeviewer/{name.type}/…/{dataId}?type=3d and /forgeViewerNew/:modelId/:type/:show.
 * Query: modelId (or the last path segment), projectId, projectName, fileId, linkId (a share
 * visitor), annotationId. type=2d|pdf goes on to /twoviewer (PDF, DXF, images). Members need a session; share visitors use their link's grant.
 */
export function ViewerRoute() {
  const [q] = useSearchParams();
  const params = useParams();
  const location = useLocation();
  const splat = params['*']?.split('/').filter(Boolean) ?? [];
  const type = (params.type ?? q.get('type') ?? '3d').toLowerCase();
  const modelId = params.modelId ?? q.get('modelId') ?? q.get('dataId') ?? splat[splat.length - 1] ?? null;
  const linkId = q.get('linkId');
  if (!linkId && !getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  // The 2D viewer has its own full-window page (its own header), under the spec's other path.
  if ((type === '2d' || type === 'pdf') && !params.modelId) return <Navigate to={`/twoviewer${location.search}`} replace />;
  if (type !== '3d') return <ErrorPage code={404} />;
  const place = modelId ? { modelId, projectId: q.get('projectId') ?? undefined, linkId: linkId ?? undefined } : null;
  return <Viewer3DPage place={place} projectName={q.get('projectName')} annotationId={q.get('annotationId')} />;
}
