import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { viewerHref } from '../viewer2d/kinds';
import { downloadUrl, purgeFiles, setRecycled } from './api';
import { downloadFile, downloadFolder } from './download';
import type { RowAction } from './FileTable';
import type { BulkAction } from './FileToolbar';
import { DOC_TYPES, DRAWING_TYPES, isOffice, isViewerModel, officeHref, previewKind, viewerHref as modelViewerHref } from './fileKinds';
import { isFolder, type FileItem } from './types';
import type { FileDialogs } from './useFileDialogs';
import type { useItemAbilities } from './useItemAbilities';
import type { usePackDownload } from './usePackDownload';

interface Deps {
  projectId: string;
  projectName: string;
  dialogs: FileDialogs;
  perms: ReturnType<typeof useItemAbilities>;
  pack: ReturnType<typeof usePackDownload>;
  openFolder: (folderId: string | null) => void;
  /** Clears the selection and refetches (after a change to the items acted on). */
  afterChange: () => void;
}

/** What a row's menu, the bulk toolbar and a click on a row do. */
export function useFileActions({ projectId, projectName, dialogs, perms, pack, openFolder, afterChange }: Deps) {
  const { t } = useTranslation('files');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { show } = dialogs;

  const download = async (list: FileItem[]) => {
    try {
      if (list.length === 1 && isFolder(list[0])) await downloadFolder(projectId, list[0]._id);
      else if (list.length === 1) await downloadFile(projectId, list[0]._id);
      else await pack.start(list.map((i) => i._id));
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const recycleItems = (list: FileItem[]) =>
    modal.confirm({
      title: t('deleteConfirm', { count: list.length, name: list[0]?.name }),
      content: t('deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await setRecycled(
            projectId,
            list.map((i) => i._id),
            true,
          );
          message.success(t('movedToRecycle'));
          afterChange();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  const restore = async (list: FileItem[]) => {
    try {
      await setRecycled(
        projectId,
        list.map((i) => i._id),
        false,
      );
      message.success(t('restored'));
      afterChange();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const purge = (list: FileItem[]) =>
    modal.confirm({
      title: t('purgeConfirm', { count: list.length, name: list[0]?.name }),
      content: t('purgeHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await purgeFiles(
            projectId,
            list.map((i) => i._id),
          );
          message.success(t('purged'));
          afterChange();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  // The 2D viewer opens in a new tab (it has the whole window; the list stays where it was).
  const openViewer = (f: FileItem) => {
    window.open(`#${viewerHref({ projectId, fileId: f._id, name: f.name, projectName })}`, '_blank', 'noopener');
  };

  const act = (a: RowAction | BulkAction, list: FileItem[]) => {
    if (!list.length) return;
    if (a === 'viewer') openViewer(list[0]);
    else if (a === 'bcf') show('bcfOf', list[0]);
    else if (a === 'download') void download(list);
    else if (a === 'rename') show('renaming', list[0]);
    else if (a === 'move' || a === 'copy') show('picking', { mode: a, items: list });
    else if (a === 'labels') show('labelling', list);
    else if (a === 'share') show('sharing', list);
    else if (a === 'cabinet') show('toCabinet', list);
    else if (a === 'permissions') show('permsOf', { id: list[0]._id, name: list[0].name });
    else if (a === 'versions') show('versionsOf', list[0]);
    else if (a === 'info') show('infoOf', list[0]);
    else if (a === 'delete') recycleItems(list);
    else if (a === 'restore') void restore(list);
    else if (a === 'purge') purge(list);
  };

  // A click on a row: a folder opens, a model or an office file goes to its page, the rest previews.
  const open = async (f: FileItem) => {
    if (isFolder(f)) {
      openFolder(f._id);
      return;
    }
    if (isViewerModel(f) && f.modelId) {
      void navigate(modelViewerHref(f, projectId, projectName));
      return;
    }
    if (isOffice(f)) {
      void navigate(officeHref({ projectId, fileId: f._id, name: f.name, projectName }));
      return;
    }
    if (DOC_TYPES.has((f.type ?? '').toLowerCase())) {
      show('docPreview', { projectId, fileId: f._id, name: f.name, canDownload: perms.canFor(f).download });
      return;
    }
    if (DRAWING_TYPES.has((f.type ?? '').toLowerCase())) {
      openViewer(f);
      return;
    }
    const kind = previewKind(f);
    if (!kind) return;
    try {
      const r = await downloadUrl(projectId, f._id, { inline: true });
      show('preview', { kind, url: r.url, name: f.name });
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return { act, open };
}
