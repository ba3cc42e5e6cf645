import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import type { FileItem } from '../files/types';
import { addDrawings } from './api';
import { CabinetPicker } from './CabinetPicker';

/** "Add to cabinet" from the file manager: files only, into a cabinet that takes drawings. */
export function AddToCabinet(props: { projectId: string; items: FileItem[] | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('cabinet');
  const { message } = App.useApp();
  const files = (props.items ?? []).filter((i) => i.type !== 'folder');
  return (
    <CabinetPicker
      open={!!props.items}
      projectId={props.projectId}
      title={t('addTitle', { count: files.length })}
      withDate
      onCancel={props.onClose}
      onPick={async (cabinetId, displayDate) => {
        if (!files.length) {
          message.warning(t('onlyFiles'));
          return;
        }
        try {
          const r = await addDrawings(
            props.projectId,
            cabinetId,
            files.map((f) => f._id),
            displayDate,
          );
          message.success(t('addedResult', { added: r.added, skipped: r.skipped }));
          props.onDone();
          props.onClose();
        } catch (e) {
          message.error(errorText(e));
        }
      }}
    />
  );
}
