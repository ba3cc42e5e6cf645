import { Button, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { isViewerModel } from '../files/fileKinds';
import { viewKindOf } from '../viewer2d/kinds';
import { Viewer3DPage } from '../viewer3d/Viewer3DPage';
import { h5File, h5Keys, NeedGrant, type H5Query } from './api';
import './h5viewer.css';
import { MobilePanels } from './MobilePanels';

/**
 * /h5Viewer — the mobile viewer (spec 2 §2). Query: projectFileId, isShare, annotationId, plus
 * projectId (members) or linkId (share visitors). It looks the file up, then shows a model in the
 * 3D viewer laid out for a phone (touch: one finger turns, two pinch and pan) or hands a drawing
 * to the full-window 2D viewer, which pans and pinches by touch too. Comments and views (the
 * annotation drawer) show on phones for members, not on PC or tablet nor for a share.
 */
export function H5ViewerPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const get = (k: string) => params.get(k) ?? '';
  const q: H5Query = {
    projectFileId: get('projectFileId') || get('fileId'),
    projectId: get('projectId'),
    projectName: get('projectName'),
    linkId: get('linkId'),
    isShare: get('isShare') === '1' || get('isShare') === 'true' || !!get('linkId'),
    annotationId: get('annotationId'),
    name: get('name'),
  };
  if (!q.linkId && !getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <H5Viewer key={JSON.stringify(q)} q={q} />;
}

/** Spec 2 §2: the mobile viewer's comment list shows on phones only (not on PC or tablet). */
function isPhone() {
  const ua = navigator.userAgent;
  return !/iPad|Tablet/i.test(ua) && (/iPhone|iPod|Android.*Mobile|Mobile/i.test(ua) || window.innerWidth < 600);
}

function H5Viewer({ q }: { q: H5Query }) {
  const { t } = useTranslation('h5viewer');
  const file = useQuery({ queryKey: h5Keys.file(q), queryFn: () => h5File(q), enabled: !!q.projectFileId && (!!q.projectId || !!q.linkId), retry: false });
  const back = q.linkId ? `/share_mobile/${q.linkId}` : `/project-files?${new URLSearchParams({ projectId: q.projectId, projectFileId: q.projectFileId })}`;
  if (!q.projectFileId || (!q.projectId && !q.linkId)) return <Result status="info" title={t('missing')} data-testid="h5-missing" />;
  if (file.isLoading)
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  if (file.isError) {
    const needGrant = file.error instanceof NeedGrant;
    return (
      <Result
        status={needGrant ? 'warning' : 'error'}
        title={needGrant ? t('needGrant') : errorText(file.error)}
        extra={
          <Link to={back}>
            <Button>{t('back')}</Button>
          </Link>
        }
        data-testid="h5-error"
      />
    );
  }
  const f = file.data!;
  if (isViewerModel(f) && f.versionId) {
    const place = { modelId: f.versionId, ...(q.linkId ? { linkId: q.linkId } : { projectId: q.projectId }) };
    return (
      <MobilePanels>
        <Viewer3DPage place={place} projectName={q.projectName || null} annotationId={q.annotationId || null} noComments={q.isShare || !isPhone()} />
      </MobilePanels>
    );
  }
  const kind = viewKindOf(f.type ?? '');
  if (kind && kind !== 'dwg') {
    const p = new URLSearchParams({
      type: kind === 'pdf' ? 'pdf' : '2d',
      fileId: f._id,
      name: f.name,
      ...(q.linkId ? { linkId: q.linkId } : { projectId: q.projectId }),
    });
    if (q.projectName) p.set('projectName', q.projectName);
    if (q.annotationId) p.set('annotationId', q.annotationId);
    return <Navigate to={`/twoviewer?${p}`} replace />;
  }
  return (
    <Result
      status="info"
      title={t('unsupported', { name: f.name })}
      extra={
        <Link to={back}>
          <Button>{t('back')}</Button>
        </Link>
      }
      data-testid="h5-unsupported"
    />
  );
}
