import { useState } from 'react';
import { App, Button, Empty, List, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { listFiles } from '../files/api';
import { FileIcon } from '../files/fileKinds';
import { changeDocuments, meetingPickFilesKey, type MeetingSummary } from './api';
import { openProjectFile } from './openFile';
import { PickManyModal } from './PickManyModal';

/** The meeting's documents: project files added with the picker, removed one by one, opened in their viewer. */
export function MeetingDocuments(p: { projectId: string; projectName: string; meeting: MeetingSummary; onChanged(): Promise<void> }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const docs = p.meeting.documents;

  const remove = async (fileId: string) => {
    try {
      message.success((await changeDocuments(p.projectId, p.meeting.id, [fileId], true)) || t('documentRemoved'));
      await p.onChanged();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const open = (d: MeetingSummary['documents'][number]) => void openProjectFile(p.projectId, d, p.projectName).catch((e) => message.error(errorText(e)));

  return (
    <section data-testid="meeting-documents">
      <div className="page-toolbar">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('documents')} ({docs.length})
        </Typography.Title>
        {p.meeting.can.edit && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="meeting-add-documents">
            {t('addDocuments')}
          </Button>
        )}
      </div>
      {docs.length ? (
        <List
          size="small"
          bordered
          dataSource={docs}
          renderItem={(d) => (
            <List.Item
              data-testid="meeting-document"
              data-name={d.name}
              actions={
                p.meeting.can.edit
                  ? [
                      <Popconfirm
                        key="rm"
                        title={t('removeDocumentConfirm', { name: d.name })}
                        okText={t('remove')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove(d.id)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('remove')}
                          title={t('remove')}
                          data-testid="meeting-document-remove"
                        />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Typography.Link onClick={() => open(d)} data-testid="meeting-document-open">
                <FileIcon type={d.fileType ?? ''} /> {d.name}
              </Typography.Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDocuments')} />
      )}
      <DocumentPicker projectId={p.projectId} meeting={p.meeting} open={picking} onClose={() => setPicking(false)} onAdded={p.onChanged} />
    </section>
  );
}

/**
 * Picks project files: the root folder's files until something is typed, then a search of the
 * whole project by name (the file list's own search; folders left out).
 */
function DocumentPicker(p: { projectId: string; meeting: MeetingSummary; open: boolean; onClose(): void; onAdded(): Promise<void> }) {
  const { t } = useTranslation('meetings');
  const have = new Set(p.meeting.documents.map((d) => d.id));
  const search = async (text: string) => {
    const r = await listFiles({ projectId: p.projectId, parentId: null, pageNum: 1, sort: 'name', sortValue: 'asc', where: text ? { name: text } : {} });
    return r.projectFileList.filter((f) => f.type !== 'folder' && !have.has(f._id)).map((f) => ({ value: f._id, label: f.name }));
  };
  return (
    <PickManyModal
      open={p.open}
      title={t('addDocuments')}
      okText={t('add')}
      placeholder={t('pickFiles')}
      empty={t('noFiles')}
      okTestId="meeting-documents-ok"
      selectTestId="meeting-pick-files"
      queryKey={(text) => meetingPickFilesKey(p.projectId, text)}
      search={search}
      save={(ids) => changeDocuments(p.projectId, p.meeting.id, ids)}
      savedText={t('documentsAdded')}
      onSaved={p.onAdded}
      onClose={p.onClose}
    />
  );
}
