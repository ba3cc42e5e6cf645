import { useMemo, useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import type { FileItem } from '../files/types';
import { createShare, linkAddress, type ShareLink } from './api';
import { initialValues, ShareForm, toSettings, type ShareFormValues } from './ShareForm';

/** Shares the chosen files and folders through a new link, then shows the link and its code. */
export function ShareModal(props: { projectId: string; items: FileItem[] | null; onClose(): void }) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const [form] = Form.useForm<ShareFormValues>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ShareLink | null>(null);
  // A new selection gets fresh settings (and a new random code).
  const initial = useMemo(() => (props.items ? initialValues() : null), [props.items]);
  const close = () => {
    setMade(null);
    props.onClose();
  };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      setMade(
        await createShare(
          props.projectId,
          props.items!.map((i) => i._id),
          toSettings(v),
        ),
      );
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const copy = async (link: ShareLink) => {
    const text = link.code ? t('copyText', { url: linkAddress(link.linkId), code: link.code }) : linkAddress(link.linkId);
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('copied'));
    } catch {
      message.info(text);
    }
  };
  const names = props.items?.map((i) => i.name).join(', ') ?? '';
  return (
    <Modal
      open={!!props.items}
      title={t('title', { name: names })}
      onCancel={close}
      destroyOnHidden
      footer={
        made
          ? [
              <Button key="copy" type="primary" icon={<CopyOutlined />} onClick={() => void copy(made)} data-testid="share-copy">
                {t('copy')}
              </Button>,
              <Button key="close" onClick={close}>
                {t('close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={() => void submit()} data-testid="share-create">
                {t('create')}
              </Button>,
            ]
      }
    >
      {made ? (
        <div data-testid="share-result">
          <Alert type="success" showIcon title={t('created')} style={{ marginBottom: 16 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('link')}>
              <Typography.Text copyable data-testid="share-url">
                {linkAddress(made.linkId)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('code')}>
              <Typography.Text strong data-testid="share-result-code">
                {made.code ?? t('noCode')}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('expires')}>{made.expiresAt ? dayjs(made.expiresAt).format('YYYY-MM-DD HH:mm') : t('permanent')}</Descriptions.Item>
          </Descriptions>
        </div>
      ) : (
        initial && <ShareForm form={form} initial={initial} />
      )}
    </Modal>
  );
}
