import { BcfModal } from '../annotations/BcfModal';
import { AddToCabinet } from '../cabinet/AddToCabinet';
import { ShareListDrawer } from '../share/ShareListDrawer';
import { ShareModal } from '../share/ShareModal';
import type { Abilities } from './abilities';
import { DocPreviewModal } from './docpreview/DocPreviewModal';
import { DownloadHistoryDrawer } from './DownloadHistoryDrawer';
import { FileInfoDrawer } from './FileInfoDrawer';
import { FolderPickerModal } from './FolderPickerModal';
import { LabelsModal } from './LabelsModal';
import { MarksModal } from './MarksModal';
import { MetaSearchDrawer } from './meta/MetaSearchDrawer';
import { TemplatesModal } from './meta/TemplatesModal';
import { NewFolderModal } from './NewFolderModal';
import { NodePermissionModal } from './permissions/NodePermissionModal';
import { PreviewModal } from './PreviewModal';
import { RenameModal } from './RenameModal';
import type { FileDialogs as Dialogs } from './useFileDialogs';
import type { useItemAbilities } from './useItemAbilities';
import { VersionsDrawer } from './VersionsDrawer';
import type { Mark } from './types';

interface Props {
  dialogs: Dialogs;
  projectId: string;
  folderId: string | null;
  rootTitle: string;
  marks: Mark[];
  can: Abilities;
  perms: ReturnType<typeof useItemAbilities>;
  /** Refetches the lists. */
  refresh: () => void;
  /** Clears the selection and refetches (after a change to the selected items). */
  afterChange: () => void;
  /** Closes the drawer that offered a file, then opens the file's folder on it. */
  openFileFrom: (close: () => void) => (fileId: string) => void;
}

/** Every dialog and drawer of the file manager, each open on what `dialogs` holds. */
export function FileDialogs({ dialogs, projectId, folderId, rootTitle, marks, can, perms, refresh, afterChange, openFileFrom }: Props) {
  const { state: d, show, close } = dialogs;
  const manageMarks = perms.projectCan.labels ? () => show('managingMarks', true) : undefined;
  return (
    <>
      <NewFolderModal open={d.newFolder} projectId={projectId} parentId={folderId} onClose={() => close('newFolder')} onDone={refresh} />
      <RenameModal item={d.renaming} projectId={projectId} onClose={() => close('renaming')} onDone={afterChange} />
      <FolderPickerModal
        mode={d.picking?.mode ?? null}
        items={d.picking?.items ?? []}
        projectId={projectId}
        rootTitle={rootTitle}
        onClose={() => close('picking')}
        onDone={afterChange}
      />
      <LabelsModal items={d.labelling} marks={marks} projectId={projectId} onClose={() => close('labelling')} onDone={afterChange} onManage={manageMarks} />
      <MarksModal open={d.managingMarks} marks={marks} projectId={projectId} onClose={() => close('managingMarks')} onDone={refresh} />
      <VersionsDrawer
        item={d.versionsOf}
        projectId={projectId}
        can={d.versionsOf ? perms.canFor(d.versionsOf) : can}
        onClose={() => close('versionsOf')}
        onChanged={refresh}
      />
      <BcfModal projectId={projectId} file={d.bcfOf} onClose={() => close('bcfOf')} />
      <FileInfoDrawer
        item={d.infoOf}
        projectId={projectId}
        rootTitle={rootTitle}
        marks={marks}
        onClose={() => close('infoOf')}
        onOpenFile={openFileFrom(() => close('infoOf'))}
        onManageTemplates={perms.projectCan.labels ? () => show('templatesOpen', true) : undefined}
      />
      <TemplatesModal open={d.templatesOpen} projectId={projectId} onClose={() => close('templatesOpen')} />
      <MetaSearchDrawer
        open={d.metaSearch}
        projectId={projectId}
        rootTitle={rootTitle}
        onClose={() => close('metaSearch')}
        onOpenFile={openFileFrom(() => close('metaSearch'))}
      />
      <DownloadHistoryDrawer open={d.history} projectId={projectId} onClose={() => close('history')} />
      <PreviewModal target={d.preview} onClose={() => close('preview')} />
      <DocPreviewModal target={d.docPreview} onClose={() => close('docPreview')} />
      <ShareModal projectId={projectId} items={d.sharing} onClose={() => close('sharing')} />
      <AddToCabinet projectId={projectId} items={d.toCabinet} onClose={() => close('toCabinet')} onDone={afterChange} />
      <ShareListDrawer open={d.sharesOpen} projectId={projectId} onClose={() => close('sharesOpen')} />
      <NodePermissionModal projectId={projectId} moduleType="dms" target={d.permsOf} onClose={() => close('permsOf')} onSaved={refresh} />
    </>
  );
}
