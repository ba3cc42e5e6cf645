import { useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/client';
import { goTo } from '../files/download';
import { isViewerModel, previewKind } from '../files/fileKinds';
import type { PreviewTarget } from '../files/PreviewModal';
import { isFolder, type FileItem } from '../files/types';
import { viewerHref } from '../viewer2d/kinds';
import { checkCode, forgetGrant, SHARE_CODES, sharedDownloadUrl, sharedFiles, shareInfo, shareKeys, storedGrant, viewShared } from './api';

/**
 * A visitor's session on a share link: the link's facts, the code step, then its files. The
 * grant lives in session storage per link; a grant the server no longer takes asks again.
 */
export function useShareVisit(linkId: string) {
  const [grant, setGrant] = useState<string | null>(() => storedGrant(linkId));
  const [parentId, setParentId] = useState<string | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const info = useQuery({ queryKey: shareKeys.info(linkId), queryFn: () => shareInfo(linkId), retry: false });
  const files = useQuery({
    queryKey: shareKeys.files(linkId, grant, parentId, pageNum),
    queryFn: async () => {
      try {
        return await sharedFiles(linkId, grant!, parentId, pageNum);
      } catch (e) {
        if (e instanceof ApiError && e.errorCode === SHARE_CODES.wrongCode) {
          forgetGrant(linkId);
          setGrant(null);
        }
        throw e;
      }
    },
    enabled: !!grant && info.isSuccess,
    retry: false,
  });
  // A link that died, or wants a signed-in user, says so at the code step too.
  const [codeDead, setCodeDead] = useState<number | null>(null);
  const enter = async (code: string) => {
    try {
      setGrant(await checkCode(linkId, code));
    } catch (e) {
      if (e instanceof ApiError && [SHARE_CODES.invalid, SHARE_CODES.deleted, SHARE_CODES.loginRequired].includes(e.errorCode as 9101))
        setCodeDead(e.errorCode);
      throw e;
    }
  };
  const open = (folderId: string | null) => {
    setParentId(folderId);
    setPageNum(1);
  };
  // Opening an item: a folder is entered, an image or PDF previewed, anything else offered for download.
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const openItem = async (f: FileItem) => {
    if (isFolder(f)) return open(f._id);
    // A model opens in the 3D viewer in this tab (the grant lives in this tab's session): phones
    // get the mobile viewer. The viewer itself shows a conversion that is not finished.
    if (isViewerModel(f) && f.versionId) {
      const q = new URLSearchParams({ projectFileId: f._id, isShare: '1', linkId, name: f.name });
      void navigate(isMobileVisitor() ? `/h5Viewer?${q}` : `/viewer?${new URLSearchParams({ type: '3d', modelId: f.versionId, fileId: f._id, linkId })}`);
      return;
    }
    try {
      const r = await viewShared(linkId, grant!, f._id);
      const kind = previewKind(f);
      // A DXF drawing opens in the 2D viewer, in this tab (the link's grant lives in this tab's session).
      if (r.openWay === 'drawing' && r.url && (f.type ?? '').toLowerCase() === 'dxf')
        void navigate(viewerHref({ projectId: info.data?.projectId ?? '', fileId: f._id, name: f.name, linkId }));
      else if (kind && r.url) setPreview({ kind, url: r.url, name: f.name });
      else message.info(t('noPreview'));
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const download = async (f: FileItem) => {
    try {
      goTo((await sharedDownloadUrl(linkId, grant!, f._id)).url);
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const deadCode = codeDead ?? (info.error instanceof ApiError ? info.error.errorCode : files.error instanceof ApiError ? files.error.errorCode : null);
  return { info, files, grant, enter, open, openItem, download, preview, closePreview: () => setPreview(null), parentId, pageNum, setPageNum, deadCode };
}

/** Phones (and very narrow windows) get the mobile document view (spec 2 §2). */
export function isMobileVisitor(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.innerWidth < 600;
}
