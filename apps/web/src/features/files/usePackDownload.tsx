import { useRef, useState } from 'react';
import { App, Button, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { ApiError, errorText } from '../../api/client';
import { packZip, pollPack, startPack, type ShareAuth } from './api';
import { goTo } from './download';
import { PACK_ERROR_CODES, PackFailed, packMinutes, waitForPack } from './pack';

interface Packing {
  count: number;
  size: number;
}

/** Packs the chosen items into a zip: request, start, poll every 2 s, then download (spec 2 §4). */
export function usePackDownload(projectId: string, onFinished?: () => void, share?: ShareAuth) {
  const { t } = useTranslation('files');
  const { message, notification } = App.useApp();
  const [packing, setPacking] = useState<Packing | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  const start = async (fileIds: string[]) => {
    let id: string;
    try {
      const r = await packZip(projectId, fileIds, share);
      id = r.id;
      setPacking({ count: r.count, size: r.size });
    } catch (e) {
      if (e instanceof ApiError && (PACK_ERROR_CODES as readonly number[]).includes(e.errorCode)) {
        notification.error({ title: t('pack.error'), description: e.message || t(`pack.code${e.errorCode}`) });
      } else {
        message.error(errorText(e));
      }
      return;
    }
    const c = new AbortController();
    ctrl.current = c;
    try {
      await startPack(projectId, id, share);
      const url = await waitForPack({ poll: () => pollPack(projectId, id, share), sleep: (ms) => new Promise((r) => setTimeout(r, ms)), signal: c.signal });
      if (c.signal.aborted) return;
      goTo(url);
      message.success(t('pack.ready'));
    } catch (e) {
      if (c.signal.aborted) return;
      if (e instanceof PackFailed) notification.error({ title: t('pack.error'), description: t(`pack.${e.state}`) });
      else if (e instanceof ApiError && (PACK_ERROR_CODES as readonly number[]).includes(e.errorCode))
        notification.error({ title: t('pack.error'), description: e.message });
      else message.error(errorText(e));
    } finally {
      if (ctrl.current === c) {
        ctrl.current = null;
        setPacking(null);
        onFinished?.();
      }
    }
  };

  const cancel = () => {
    ctrl.current?.abort();
    ctrl.current = null;
    setPacking(null);
  };

  const minutes = packing ? packMinutes(packing.size) : null;
  const modal = (
    <Modal
      open={!!packing}
      title={t('pack.title')}
      onCancel={cancel}
      footer={<Button onClick={cancel}>{t('pack.hide')}</Button>}
      maskClosable={false}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="pack-modal">
        <Space>
          <Spin />
          <span>{t('pack.packing', { count: packing?.count ?? 0, size: formatFileSize(packing?.size ?? 0) })}</span>
        </Space>
        {minutes !== null && <Typography.Text type="warning">{t('pack.notice', { minutes })}</Typography.Text>}
        <Typography.Text type="secondary">{t('pack.kept')}</Typography.Text>
      </Space>
    </Modal>
  );
  return { start, modal, busy: !!packing };
}
