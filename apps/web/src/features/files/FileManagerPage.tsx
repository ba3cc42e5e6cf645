import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { App, Button, Card, Pagination, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, HistoryOutlined, ProfileOutlined, FileSearchOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { useProject } from '../../api/project';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { abilities, allowedForAll } from './abilities';
import { downloadUrl, filePage, filePath, filesKey, PAGE_SIZE, purgeFiles, setRecycled } from './api';
import { DownloadHistoryDrawer } from './DownloadHistoryDrawer';
import { downloadFile, downloadFolder } from './download';
import { FileFilters } from './FileFilters';
import { FileInfoDrawer } from './FileInfoDrawer';
import { BcfModal } from '../annotations/BcfModal';
import { DOC_TYPES, DRAWING_TYPES, isOffice, isViewerModel, officeHref, previewKind, viewerHref as modelViewerHref } from './fileKinds';
import { viewerHref } from '../viewer2d/kinds';
import { FileTable, type RowAction } from './FileTable';
import { FileToolbar, type BulkAction } from './FileToolbar';
import { FolderPickerModal } from './FolderPickerModal';
import { FolderTree } from './FolderTree';
import { LabelsModal } from './LabelsModal';
import { MarkBar } from './MarkBar';
import { MarksModal } from './MarksModal';
import { MetaSearchDrawer } from './meta/MetaSearchDrawer';
import { TemplatesModal } from './meta/TemplatesModal';
import { NewFolderModal } from './NewFolderModal';
import { PreviewModal, type PreviewTarget } from './PreviewModal';
import { DocPreviewModal, type DocTarget } from './docpreview/DocPreviewModal';
import { RenameModal } from './RenameModal';
import { allSelected, setPage, type PageSelection } from './selection';
import { StorageBar } from './StorageBar';
import { isFolder, type FileItem } from './types';
import { UploadDrop } from './upload/UploadDrop';
import { UploadWindow } from './upload/UploadWindow';
import { useUploadSnapshot } from './upload/store';
import { useUploadStarter } from './upload/useUploadStarter';
import { usePackDownload } from './usePackDownload';
import { filesHref, useFilesLocation } from './useFilesLocation';
import { useFileList, type View } from './useFileList';
import { VersionsDrawer } from './VersionsDrawer';
import { useItemAbilities } from './useItemAbilities';
import { NodePermissionModal } from './permissions/NodePermissionModal';
import { ShareModal } from '../share/ShareModal';
import { ShareListDrawer } from '../share/ShareListDrawer';
import { AddToCabinet } from '../cabinet/AddToCabinet';

/** /project-files — the file manager of a project (spec 2 §2). */
export function FileManagerPage() {
  const { t } = useTranslation('files');
  const loc = useFilesLocation();
  if (!loc.projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  return <FileManager key={loc.projectId} />;
}

function FileManager() {
  const { t } = useTranslation('files');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
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

  // Selection per page; a new folder, view or filter clears it.
  const [selection, setSelection] = useState<PageSelection<FileItem>>({});
  const selected = allSelected(selection);
  const listKey = JSON.stringify([folderId, view, fl.filters, fl.labelIds, fl.sort]);
  useEffect(() => setSelection({}), [listKey]);
  // Items with their own permissions, search results elsewhere and the owner rule (abilities.ts).
  const perms = useItemAbilities(projectId, folderId, view, can, [...items, ...selected]);

  const refresh = () => qc.invalidateQueries({ queryKey: filesKey(projectId) });

  // A deep link to a file (projectFileId), a related file or a metadata search result opens its
  // folder at its page and marks the row; filters and the recycle bin are left for the folder.
  const [highlight, setHighlight] = useState<string | null>(null);
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
      if (parentId !== folderId || loc.projectFileId) void navigate(filesHref(projectId, projectName, parentId), { replace });
    } catch (e) {
      if (mounted.current) message.error(errorText(e));
    }
  };
  const landed = useRef(false);
  const landOnLinkedFile = useEffectEvent((fileId: string) => void landOnFile(fileId, true));
  useEffect(() => {
    if (!loc.projectFileId || landed.current) return;
    landed.current = true;
    landOnLinkedFile(loc.projectFileId);
  }, [loc.projectFileId]);
  const openFileFrom = (close: () => void) => (fileId: string) => {
    close();
    void landOnFile(fileId, false);
  };

  // Uploads: the picker, drops, the same-name question; the list refreshes as files arrive.
  const uploads = useUploadStarter(projectId, folderId, can.update, (fileId) => {
    const f = items.find((i) => i._id === fileId);
    return f ? perms.canFor(f).cover : can.cover;
  });
  const picker = useRef<HTMLInputElement>(null);
  const snap = useUploadSnapshot();
  const lastDone = useRef(snap.done);
  const refreshLater = useEffectEvent(() => void refresh());
  useEffect(() => {
    if (snap.done > lastDone.current) {
      const h = setTimeout(refreshLater, 400);
      lastDone.current = snap.done;
      return () => clearTimeout(h);
    }
    lastDone.current = snap.done;
  }, [snap.done]);

  const pack = usePackDownload(projectId, () => void qc.invalidateQueries({ queryKey: filesKey(projectId, 'history') }));

  // Dialogs and drawers.
  const [newFolder, setNewFolder] = useState(false);
  const [renaming, setRenaming] = useState<FileItem | null>(null);
  const [picking, setPicking] = useState<{ mode: 'move' | 'copy'; items: FileItem[] } | null>(null);
  const [labelling, setLabelling] = useState<FileItem[] | null>(null);
  const [managingMarks, setManagingMarks] = useState(false);
  const [versionsOf, setVersionsOf] = useState<FileItem | null>(null);
  const [infoOf, setInfoOf] = useState<FileItem | null>(null);
  const [bcfOf, setBcfOf] = useState<FileItem | null>(null);
  const [history, setHistory] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [docPreview, setDocPreview] = useState<DocTarget | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [metaSearch, setMetaSearch] = useState(false);
  const [sharing, setSharing] = useState<FileItem[] | null>(null);
  const [sharesOpen, setSharesOpen] = useState(false);
  const [toCabinet, setToCabinet] = useState<FileItem[] | null>(null);
  const [permsOf, setPermsOf] = useState<{ id: string; name: string } | null>(null);

  const afterChange = () => {
    setSelection({});
    void refresh();
  };

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
    else if (a === 'bcf') setBcfOf(list[0]);
    else if (a === 'download') void download(list);
    else if (a === 'rename') setRenaming(list[0]);
    else if (a === 'move' || a === 'copy') setPicking({ mode: a, items: list });
    else if (a === 'labels') setLabelling(list);
    else if (a === 'share') setSharing(list);
    else if (a === 'cabinet') setToCabinet(list);
    else if (a === 'permissions') setPermsOf({ id: list[0]._id, name: list[0].name });
    else if (a === 'versions') setVersionsOf(list[0]);
    else if (a === 'info') setInfoOf(list[0]);
    else if (a === 'delete') recycleItems(list);
    else if (a === 'restore') void restore(list);
    else if (a === 'purge') purge(list);
  };

  const open = async (f: FileItem) => {
    if (isFolder(f)) {
      loc.openFolder(f._id);
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
      setDocPreview({ projectId, fileId: f._id, name: f.name, canDownload: perms.canFor(f).download });
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
      setPreview({ kind, url: r.url, name: f.name });
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const crumbs = [
    { title: rootTitle, to: filesHref(projectId, projectName, null) },
    ...pathEntries.map((p) => ({ title: p.name, to: filesHref(projectId, projectName, p._id) })),
  ];

  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('backToProject')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="files-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
        <Space size={16} wrap>
          <StorageBar projectId={projectId} />
          <Button icon={<ShareAltOutlined />} onClick={() => setSharesOpen(true)} data-testid="shares-open">
            {t('share.myShares')}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="history-open">
            {t('history.title')}
          </Button>
          <Button
            icon={<DeleteOutlined />}
            type={recycle ? 'primary' : 'default'}
            onClick={() => setView(recycle ? 'files' : 'recycle')}
            data-testid="recycle-toggle"
          >
            {recycle ? t('backToFiles') : t('recycleBin')}
          </Button>
        </Space>
      </div>
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
            <>
              {fl.searching ? (
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
                  {t('searchAll')}
                </Typography.Text>
              ) : (
                <div className="page-toolbar">
                  <Breadcrumbs items={crumbs} />
                  {folderId && can.permission && (
                    <Button
                      size="small"
                      onClick={() => setPermsOf({ id: folderId, name: pathEntries[pathEntries.length - 1]?.name ?? '' })}
                      data-testid="folder-permissions"
                    >
                      {t('perm.folderButton')}
                    </Button>
                  )}
                </div>
              )}
              <div className="files-filter-row">
                <FileFilters key={filtersKey} users={fl.users} value={fl.filters} onChange={fl.setFilters} />
                <Space wrap style={{ marginBottom: 12 }}>
                  <Button icon={<FileSearchOutlined />} onClick={() => setMetaSearch(true)} data-testid="meta-search-open">
                    {t('metaSearch.button')}
                  </Button>
                  {perms.projectCan.labels && (
                    <Button icon={<ProfileOutlined />} onClick={() => setTemplatesOpen(true)} data-testid="meta-templates-open">
                      {t('meta.templates')}
                    </Button>
                  )}
                </Space>
              </div>
              <MarkBar
                marks={marks}
                selected={fl.labelIds}
                onChange={fl.setLabelIds}
                onManage={perms.projectCan.labels ? () => setManagingMarks(true) : undefined}
              />
            </>
          )}
          <FileToolbar
            recycle={recycle}
            can={can}
            selectionCan={allowedForAll(selected.map(perms.canFor), can)}
            selected={selected.length}
            uploading={uploads.checking}
            packing={pack.busy}
            onUpload={() => picker.current?.click()}
            onNewFolder={() => setNewFolder(true)}
            onBulk={(a) => act(a, selected)}
            onClear={() => setSelection({})}
          />
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="upload-input"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) void uploads.pick(files);
            }}
          />
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
                highlightId={highlight}
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

      <NewFolderModal open={newFolder} projectId={projectId} parentId={folderId} onClose={() => setNewFolder(false)} onDone={refresh} />
      <RenameModal item={renaming} projectId={projectId} onClose={() => setRenaming(null)} onDone={afterChange} />
      <FolderPickerModal
        mode={picking?.mode ?? null}
        items={picking?.items ?? []}
        projectId={projectId}
        rootTitle={rootTitle}
        onClose={() => setPicking(null)}
        onDone={afterChange}
      />
      <LabelsModal
        items={labelling}
        marks={marks}
        projectId={projectId}
        onClose={() => setLabelling(null)}
        onDone={afterChange}
        onManage={perms.projectCan.labels ? () => setManagingMarks(true) : undefined}
      />
      <MarksModal open={managingMarks} marks={marks} projectId={projectId} onClose={() => setManagingMarks(false)} onDone={refresh} />
      <VersionsDrawer
        item={versionsOf}
        projectId={projectId}
        can={versionsOf ? perms.canFor(versionsOf) : can}
        onClose={() => setVersionsOf(null)}
        onChanged={refresh}
      />
      <BcfModal projectId={projectId} file={bcfOf} onClose={() => setBcfOf(null)} />
      <FileInfoDrawer
        item={infoOf}
        projectId={projectId}
        rootTitle={rootTitle}
        marks={marks}
        onClose={() => setInfoOf(null)}
        onOpenFile={openFileFrom(() => setInfoOf(null))}
        onManageTemplates={perms.projectCan.labels ? () => setTemplatesOpen(true) : undefined}
      />
      <TemplatesModal open={templatesOpen} projectId={projectId} onClose={() => setTemplatesOpen(false)} />
      <MetaSearchDrawer
        open={metaSearch}
        projectId={projectId}
        rootTitle={rootTitle}
        onClose={() => setMetaSearch(false)}
        onOpenFile={openFileFrom(() => setMetaSearch(false))}
      />
      <DownloadHistoryDrawer open={history} projectId={projectId} onClose={() => setHistory(false)} />
      <PreviewModal target={preview} onClose={() => setPreview(null)} />
      <DocPreviewModal target={docPreview} onClose={() => setDocPreview(null)} />
      <ShareModal projectId={projectId} items={sharing} onClose={() => setSharing(null)} />
      <AddToCabinet projectId={projectId} items={toCabinet} onClose={() => setToCabinet(null)} onDone={afterChange} />
      <ShareListDrawer open={sharesOpen} projectId={projectId} onClose={() => setSharesOpen(false)} />
      <NodePermissionModal projectId={projectId} moduleType="dms" target={permsOf} onClose={() => setPermsOf(null)} onSaved={refresh} />
      {uploads.dialog}
      {pack.modal}
      <UploadWindow />
    </Card>
  );
}
