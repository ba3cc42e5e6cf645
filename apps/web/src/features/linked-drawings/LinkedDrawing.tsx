import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { DisconnectOutlined, ExportOutlined, LinkOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { FileIcon } from '../files/fileKinds';
import { viewerHref } from '../viewer2d/kinds';
import type { ModelPlace } from '../viewer3d/api';
import { elementLinks, linkDrawing, linkedDrawingKeys, setDrawingPic, type CompositeLink } from './api';
import { DrawingPickerModal, type PickedDrawing } from './DrawingPickerModal';
import { drawingPicture } from './thumbnail';

/**
 * "Linked drawing" of the picked element (docs/models.md "Composite links"): the drawing it is
 * linked to, opened in the 2D viewer in a new tab; members with the right link, change and
 * unlink; share visitors only look.
 */
export function LinkedDrawing(p: { place: ModelPlace; dataId: number | null }) {
  const { t } = useTranslation('composite');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = linkedDrawingKeys.links(p.place.modelId, p.dataId);
  const q = useQuery({ queryKey: key, queryFn: () => elementLinks(p.place, p.dataId!), enabled: p.dataId !== null, retry: false });
  if (p.dataId === null) return null;
  const dbid = p.dataId;
  const link: CompositeLink | undefined = q.data?.list[0];
  const canEdit = !!q.data?.canEdit && !!p.place.projectId && !p.place.linkId;

  const pick = async (d: PickedDrawing) => {
    setBusy(true);
    try {
      await linkDrawing(p.place, dbid, d.file._id, d.page);
      setPicking(false);
      message.success(t('section.linked', { name: d.file.name }));
      // The picture is a courtesy: the link stands even when the drawing cannot be drawn here.
      const pic = await drawingPicture(p.place.projectId!, d.file._id, d.file.type ?? '', d.page).catch(() => null);
      if (pic) await setDrawingPic(p.place, dbid, pic).catch(() => null);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: key });
    }
  };
  const unlink = async () => {
    try {
      await linkDrawing(p.place, dbid, null);
      message.success(t('section.unlinked'));
    } catch (e) {
      message.error(errorText(e));
    }
    await qc.invalidateQueries({ queryKey: key });
  };
  const open = (l: CompositeLink) => {
    const projectId = p.place.projectId ?? '';
    window.open(
      `#${viewerHref({ projectId, fileId: l.drawing.fileId, name: l.drawing.name ?? '', linkId: p.place.linkId, page: l.page })}`,
      '_blank',
      'noopener',
    );
  };

  let body;
  if (q.isLoading) body = <Spin size="small" />;
  else if (q.isError) body = <Typography.Text type="danger">{errorText(q.error)}</Typography.Text>;
  else if (!link) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('section.none')} style={{ margin: '4px 0' }}>
        {canEdit && (
          <Button size="small" type="primary" icon={<LinkOutlined />} onClick={() => setPicking(true)} data-testid="composite-link">
            {t('section.link')}
          </Button>
        )}
      </Empty>
    );
  } else {
    const d = link.drawing;
    body = (
      <Space direction="vertical" size={6} style={{ width: '100%' }} data-testid="composite-linked">
        <Space wrap>
          <FileIcon type={d.fileType ?? ''} />
          {d.exists ? (
            <Typography.Text strong data-testid="composite-drawing-name">
              {d.name}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t(`section.${d.state}`)}</Typography.Text>
          )}
          {link.page && <Tag>{t('section.page', { page: link.page })}</Tag>}
        </Space>
        {link.pic && (
          <img
            src={link.pic}
            alt={t('section.picAlt')}
            style={{ maxWidth: '100%', border: '1px solid #f0f0f0', borderRadius: 4 }}
            data-testid="composite-pic"
          />
        )}
        <Space wrap>
          {d.exists && (
            <Button size="small" icon={<ExportOutlined />} onClick={() => open(link)} data-testid="composite-open">
              {t('section.open')}
            </Button>
          )}
          {canEdit && (
            <Button size="small" icon={<SwapOutlined />} onClick={() => setPicking(true)}>
              {t('section.change')}
            </Button>
          )}
          {canEdit && (
            <Popconfirm title={t('section.unlinkConfirm')} okText={t('section.unlink')} cancelText={t('picker.cancel')} onConfirm={() => unlink()}>
              <Button size="small" danger icon={<DisconnectOutlined />} data-testid="composite-unlink">
                {t('section.unlink')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Space>
    );
  }
  return (
    <Card size="small" title={t('section.title')} style={{ marginBottom: 12 }} data-testid="composite-section">
      {body}
      {canEdit && (
        <DrawingPickerModal projectId={p.place.projectId!} open={picking} busy={busy} onPick={(d) => void pick(d)} onClose={() => setPicking(false)} />
      )}
    </Card>
  );
}
