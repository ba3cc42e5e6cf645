import { useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/session';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { AnnotationDrawer } from '../annotations/AnnotationDrawer';
import type { AnnotationHost } from '../annotations/hooks';
import type { ModelInfo, ModelPlace } from './api';

/**
 * The 3D viewer's comments and views: a toolbar button (handed to the scene through `children`)
 * and the bottom drawer. Annotation calls need a signed-in project caller, so a share visitor
 * without a session gets neither; a signed-in visitor gets the drawer read-only, and the
 * server's answer decides whether it lists anything. Hidden for system managers (spec 2 §6).
 */
export function ModelAnnotations(p: { place: ModelPlace; info: ModelInfo; host: AnnotationHost | null; annotationId: string | null; children(tools: ReactNode): ReactNode }) {
  const { t } = useTranslation('annotations');
  const me = useCurrentUser();
  const [open, setOpen] = useState(!!p.annotationId);
  const visitor = !!p.place.linkId;
  const shown = !!getToken() && !!me.data && !me.data.flags.systemManager;
  if (!shown) return <>{p.children(null)}</>;
  const button = (
    <Tooltip title={t('title')}>
      <Button type={open ? 'primary' : 'default'} icon={<MessageOutlined />} onClick={() => setOpen((o) => !o)} data-testid="tool-annotations">{t('button')}</Button>
    </Tooltip>
  );
  return (
    <>
      {p.children(button)}
      <AnnotationDrawer
        open={open}
        onClose={() => setOpen(false)}
        target={{ projectId: p.info.projectId, projectFileId: p.info.fileId, versionId: p.info.modelId }}
        host={p.host}
        openId={p.annotationId}
        readOnly={visitor}
      />
    </>
  );
}
