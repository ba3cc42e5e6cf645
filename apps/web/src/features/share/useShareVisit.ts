import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { checkCode, forgetGrant, SHARE_CODES, sharedFiles, shareInfo, storedGrant } from './api';

/**
 * A visitor's session on a share link: the link's facts, the code step, then its files. The
 * grant lives in session storage per link; a grant the server no longer takes asks again.
 */
export function useShareVisit(linkId: string) {
  const [grant, setGrant] = useState<string | null>(() => storedGrant(linkId));
  const [parentId, setParentId] = useState<string | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const info = useQuery({ queryKey: ['share-info', linkId], queryFn: () => shareInfo(linkId), retry: false });
  const files = useQuery({
    queryKey: ['share-files', linkId, grant, parentId, pageNum],
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
      if (e instanceof ApiError && [SHARE_CODES.invalid, SHARE_CODES.deleted, SHARE_CODES.loginRequired].includes(e.errorCode as 9101)) setCodeDead(e.errorCode);
      throw e;
    }
  };
  const open = (folderId: string | null) => {
    setParentId(folderId);
    setPageNum(1);
  };
  const deadCode = codeDead ?? (info.error instanceof ApiError ? info.error.errorCode : files.error instanceof ApiError ? files.error.errorCode : null);
  return { info, files, grant, enter, open, parentId, pageNum, setPageNum, deadCode };
}

/** Phones (and very narrow windows) get the mobile document view (spec 2 §2). */
export function isMobileVisitor(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.innerWidth < 600;
}
