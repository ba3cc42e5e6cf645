import { App, Collapse, List, Space, Tag, Typography } from 'antd';
import type { ApprovalDocument } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { downloadUrl } from '../files/api';
import { FileIcon } from '../files/fileKinds';
import { documentOpening } from './target';

/** Opens the reviewed version in a new tab (the tab is opened before any await, else it is taken for a pop-up). */
async function openDocument(projectId: string, projectName: string, d: ApprovalDocument) {
  const how = documentOpening(projectId, d, projectName);
  if (!how) return;
  const w = window.open('', '_blank');
  try {
    const url =
      'route' in how
        ? `${window.location.pathname}${window.location.search}#${how.route}`
        : (await downloadUrl(projectId, how.url.fileId, { versionId: how.url.versionId, inline: how.url.inline })).url;
    if (w) w.location.href = url;
    else window.location.href = url;
  } catch (e) {
    w?.close();
    throw e;
  }
}

function DocumentRows(p: { projectId: string; projectName: string; docs: ApprovalDocument[] }) {
  const { t } = useTranslation('approvals');
  const { message } = App.useApp();
  const open = (d: ApprovalDocument) => void openDocument(p.projectId, p.projectName, d).catch((e) => message.error(errorText(e) || t('documents.openFailed')));
  return (
    <List
      size="small"
      bordered
      dataSource={p.docs}
      renderItem={(d) => (
        <List.Item data-testid="approval-document" data-name={d.name} data-round={d.round}>
          <Space size={8} wrap>
            {d.canOpen ? (
              <Typography.Link onClick={() => open(d)} data-testid="approval-document-open">
                <FileIcon type={d.fileType ?? ''} /> {d.name}
              </Typography.Link>
            ) : (
              <Typography.Text type="secondary" title={t('documents.cannotOpen')}>
                <FileIcon type={d.fileType ?? ''} /> {d.name}
              </Typography.Text>
            )}
            <Tag data-testid="approval-document-version">{t('documents.version', { v: d.version })}</Tag>
            {d.currentVersion !== null && d.currentVersion !== d.version && <Tag color="orange">{t('documents.newer', { v: d.currentVersion })}</Tag>}
            {(d.currentVersion === null || !d.versionId) && <Tag>{t('documents.gone')}</Tag>}
          </Space>
        </List.Item>
      )}
    />
  );
}

/**
 * The documents of the current round, each at the version that was submitted (opened in its
 * viewer at that version); those of earlier rounds folded away below.
 */
export function ApprovalDocuments(p: { projectId: string; projectName: string; round: number; documents: ApprovalDocument[] }) {
  const { t } = useTranslation('approvals');
  const current = p.documents.filter((d) => d.round === p.round);
  const earlier = [...new Set(p.documents.filter((d) => d.round !== p.round).map((d) => d.round))];
  return (
    <section data-testid="approval-documents">
      <Typography.Title level={5}>
        {t('documents.title')} ({current.length})
      </Typography.Title>
      <DocumentRows projectId={p.projectId} projectName={p.projectName} docs={current} />
      {earlier.length > 0 && (
        <Collapse
          ghost
          size="small"
          style={{ marginTop: 8 }}
          items={[
            {
              key: 'earlier',
              label: t('documents.earlier'),
              children: earlier.map((r) => (
                <div key={r} style={{ marginBottom: 8 }}>
                  <Typography.Text type="secondary">{t('documents.round', { round: r })}</Typography.Text>
                  <DocumentRows projectId={p.projectId} projectName={p.projectName} docs={p.documents.filter((d) => d.round === r)} />
                </div>
              )),
            },
          ]}
        />
      )}
    </section>
  );
}
