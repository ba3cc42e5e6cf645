import { useState, type DragEvent, type ReactNode } from 'react';
import { App } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Files dropped on the list are uploaded; folders are refused (spec 2 §5). */
export function UploadDrop(props: { enabled: boolean; onFiles(files: File[]): void; children: ReactNode }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [over, setOver] = useState(false);
  if (!props.enabled) return <>{props.children}</>;
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files: File[] = [];
    let folders = 0;
    const items = Array.from(e.dataTransfer.items ?? []);
    if (items.length) {
      for (const item of items) {
        if (item.kind !== 'file') continue;
        const entry = item.webkitGetAsEntry?.();
        if (entry?.isDirectory) folders++;
        else {
          const f = item.getAsFile();
          if (f) files.push(f);
        }
      }
    } else {
      files.push(...Array.from(e.dataTransfer.files));
    }
    if (folders) message.warning(t('upload.noFolders'));
    if (files.length) props.onFiles(files);
  };
  return (
    <div
      className={`upload-drop${over ? ' upload-drop-over' : ''}`}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOver(false);
      }}
      onDrop={drop}
    >
      {props.children}
      {over && (
        <div className="upload-drop-hint">
          <InboxOutlined style={{ fontSize: 40 }} />
          <div>{t('upload.dropHint')}</div>
        </div>
      )}
    </div>
  );
}
