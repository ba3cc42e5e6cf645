import { useEffect, useState } from 'react';
import { App, Card, Pagination, Result, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { abilities, allowedForAll } from './abilities';
import { filePath, filesKey, PAGE_SIZE } from './api';
import { FileDialogs } from './FileDialogs';
import { FileListHead } from './FileListHead';
import { FilesHeader } from './FilesHeader';
import { FileTable } from './FileTable';
import { FileToolbar } from './FileToolbar';
import { FolderTree } from './FolderTree';
import { allSelected, setPage, type PageSelection } from './selection';
import type { FileItem } from './types';
import { UploadDrop } from './upload/UploadDrop';
import { UploadWindow } from './upload/UploadWindow';
import { useFileUploads } from './upload/useFileUploads';
import { useFileActions } from './useFileActions';
import { useFileDialogs } from './useFileDialogs';
import { useFileLanding } from './useFileLanding';
import { useFileList, type View } from './useFileList';
import { filesHref, useFilesLocation } from './useFilesLocation';
import { useItemAbilities } from './useItemAbilities';
import { usePackDownload } from './usePackDownload';

/** /project-files — the file manager of a project (spec 2 §2). */
export function FileManagerPage() {
  const { t } = useTranslation('files');
  const loc = useFilesLocation();
  if (!loc.projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  return <FileManager key={loc.projectId} />;
}

function FileManager() {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const loc = useFilesLocation();
  const { projectId, currentFolder: folderId } = loc;
  const [view, setView] = useState<View>('files');
  const recycle = view === 'recycle';
  const fl = useFileList(projectId, folderId, view);
  const data = fl.list.data;
  const items = data?.projectFileList ?? [];
  const marks = data?.marks ?? [];
  const can = abilities(data?.filePermissions);

  const project = useProject(projectId, { enabled: !loc.projectName });
  const projectName = loc.projectName || project.data?.projectInfo.name || '';
  const rootTitle = t('allFiles');

  const path = useQuery({ queryKey: filesKey(projectId, 'path', folderId), queryFn: () => filePath(projectId, folderId), enabled: !!folderId });
  useEffect(() => {
    if (path.error) message.error(errorText(path.error));
  }, [path.error, message]);
  const pathEntries = folderId ? (path.data ?? []) : [];
  const crumbs = [
    { title: rootTitle, to: filesHref(projectId, projectName, null) },
    ...pathEntries.map((p) => ({ title: p.name, to: filesHref(projectId, projectName, p._id) })),
  ];

  // Selection per page; a new folder, view or filter clears it.
  const [selection, setSelection] = useState<PageSelection<FileItem>>({});
  const selected = allSelected(selection);
  const listKey = JSON.stringify([folderId, view, fl.filters, fl.labelIds, fl.sort]);
  useEffect(() => setSelection({}), [listKey]);
  // Items with their own permissions, search results elsewhere and the owner rule (abilities.ts).
  const perms = useItemAbilities(projectId, folderId, view, can, [...items, ...selected]);

  const refresh = () => qc.invalidateQueries({ queryKey: filesKey(projectId) });
  const afterChange = () => {
    setSelection({});
    void refresh();
  };

  const landing = useFileLanding({ projectId, projectName, folderId, projectFileId: loc.projectFileId, view, setView, fl });
  const uploads = useFileUploads(
    projectId,
    folderId,
    can.update,
    (fileId) => {
      const f = items.find((i) => i._id === fileId);
      return f ? perms.canFor(f).cover : can.cover;
    },
    () => void refresh(),
  );
  const pack = usePackDownload(projectId, () => void qc.invalidateQueries({ queryKey: filesKey(projectId, 'history') }));
  const dialogs = useFileDialogs();
  const { act, open } = useFileActions({ projectId, projectName, dialogs, perms, pack, openFolder: loc.openFolder, afterChange });
  const { show } = dialogs;
  const labels = perms.projectCan.labels;

  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <FilesHeader
        projectId={projectId}
        projectName={projectName}
        recycle={recycle}
        onToggleRecycle={() => setView(recycle ? 'files' : 'recycle')}
        onShares={() => show('sharesOpen', true)}
        onHistory={() => show('history', true)}
      />
      <div className="files-layout">
        {!recycle && (
          <aside className="files-side">
            <FolderTree projectId={projectId} rootTitle={rootTitle} folderId={folderId} pathIds={pathEntries.map((p) => p._id)} onOpen={loc.openFolder} />
          </aside>
        )}
        <section className="files-main">
          {recycle ? (
            <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="recycle-title">
              {t('recycleBin')}
            </Typography.Title>
          ) : (
            <FileListHead
              fl={fl}
              filtersKey={landing.filtersKey}
              crumbs={crumbs}
              marks={marks}
              onFolderPermissions={
                folderId && can.permission ? () => show('permsOf', { id: folderId, name: pathEntries[pathEntries.length - 1]?.name ?? '' }) : undefined
              }
              onMetaSearch={() => show('metaSearch', true)}
              onTemplates={labels ? () => show('templatesOpen', true) : undefined}
              onManageMarks={labels ? () => show('managingMarks', true) : undefined}
            />
          )}
          <FileToolbar
            recycle={recycle}
            can={can}
            selectionCan={allowedForAll(selected.map(perms.canFor), can)}
            selected={selected.length}
            uploading={uploads.checking}
            packing={pack.busy}
            onUpload={uploads.openPicker}
            onNewFolder={() => show('newFolder', true)}
            onBulk={(a) => act(a, selected)}
            onClear={() => setSelection({})}
          />
          {uploads.pickerInput}
          <PageState loading={fl.list.isLoading} error={fl.list.error} onRetry={() => fl.list.refetch()}>
            <UploadDrop enabled={!recycle && can.upload} onFiles={(files) => void uploads.pick(files)}>
              <FileTable
                items={items}
                // Masked only while the rows shown are another page's or sort's (kept while the asked-for
                // one loads). A background refetch of the same list keeps its rows clickable: a mask then
                // swallowed clicks on rows that were there all along.
                loading={fl.list.isPlaceholderData}
                recycle={recycle}
                marks={marks}
                users={data?.users ?? fl.users}
                canFor={perms.canFor}
                sort={fl.sort}
                onSort={fl.setSort}
                selectedIds={(selection[fl.pageNum] ?? []).map((i) => i._id)}
                onSelect={(rows) => setSelection((s) => setPage(s, fl.pageNum, rows))}
                highlightId={landing.highlight}
                onOpen={open}
                onAction={(a, f) => act(a, [f])}
              />
            </UploadDrop>
            <Pagination
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
              current={fl.pageNum}
              pageSize={PAGE_SIZE}
              total={data?.total ?? 0}
              onChange={fl.setPageNum}
              showSizeChanger={false}
              showTotal={(total) => t('total', { count: total })}
              hideOnSinglePage={false}
            />
          </PageState>
        </section>
      </div>

      <FileDialogs
        dialogs={dialogs}
        projectId={projectId}
        folderId={folderId}
        rootTitle={rootTitle}
        marks={marks}
        can={can}
        perms={perms}
        refresh={() => void refresh()}
        afterChange={afterChange}
        openFileFrom={landing.openFileFrom}
      />
      {uploads.dialog}
      {pack.modal}
      <UploadWindow />
    </Card>
  );
}
