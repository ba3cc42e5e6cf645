import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { filePage } from './api';
import { filesHref } from './useFilesLocation';
import type { useFileList, View } from './useFileList';

interface Landing {
  projectId: string;
  projectName: string;
  folderId: string | null;
  /** The file of a deep link (projectFileId), landed on once. */
  projectFileId: string | null;
  view: View;
  setView: (v: View) => void;
  fl: Pick<ReturnType<typeof useFileList>, 'searching' | 'setFilters' | 'setLabelIds' | 'landOn' | 'setPageNum'>;
}

/**
 * A deep link to a file (projectFileId), a related file or a metadata search result opens its
 * folder at its page and marks the row; filters and the recycle bin are left for the folder.
 */
export function useFileLanding({ projectId, projectName, folderId, projectFileId, view, setView, fl }: Landing) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const recycle = view === 'recycle';
  const [highlight, setHighlight] = useState<string | null>(null);
  // Bumped to remount the filter form empty when a landing leaves a search.
  const [filtersKey, setFiltersKey] = useState(0);

  // The landing waits on the server; a user who opened something else meanwhile (a file on
  // /officeEditor, another folder) stays there: the late answer must not take them back.
  const routerLocation = useLocation();
  const locationKey = useRef(routerLocation.key);
  locationKey.current = routerLocation.key;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const landOnFile = async (fileId: string, replace: boolean) => {
    const startedAt = locationKey.current;
    try {
      const r = await filePage(projectId, fileId);
      if (!mounted.current || locationKey.current !== startedAt) return;
      const parentId = r.parentId ?? null;
      setHighlight(fileId);
      const leaving = parentId !== folderId || fl.searching || recycle;
      if (fl.searching) {
        fl.setFilters({});
        fl.setLabelIds([]);
        setFiltersKey((k) => k + 1);
      }
      if (recycle) setView('files');
      if (leaving) fl.landOn(r.pageNum);
      else fl.setPageNum(r.pageNum);
      if (parentId !== folderId || projectFileId) void navigate(filesHref(projectId, projectName, parentId), { replace });
    } catch (e) {
      if (mounted.current) message.error(errorText(e));
    }
  };

  const landed = useRef(false);
  const landOnLinkedFile = useEffectEvent((fileId: string) => void landOnFile(fileId, true));
  useEffect(() => {
    if (!projectFileId || landed.current) return;
    landed.current = true;
    landOnLinkedFile(projectFileId);
  }, [projectFileId]);

  /** Closes the drawer that offered the file, then lands on it (a new history entry). */
  const openFileFrom = (close: () => void) => (fileId: string) => {
    close();
    void landOnFile(fileId, false);
  };

  return { highlight, filtersKey, openFileFrom };
}
