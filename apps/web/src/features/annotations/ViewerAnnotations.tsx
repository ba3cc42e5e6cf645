import { useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/session';
import { useCurrentUser } from '../../shell/useCurrentUser';
import type { AnnotationTarget } from './api';
import { AnnotationDrawer } from './AnnotationDrawer';
import type { AnnotationHost } from './hooks';

/**
 * A viewer's comments and views: the button that opens the drawer (handed to the viewer through
 * `children`, which places it in its toolbar) and the drawer itself. Annotation calls need a
 * signed-in project caller, so a share visitor without a session gets neither; a signed-in
 * visitor (`visitor`) gets the drawer read-only, and the server's answer decides whether it
 * lists anything. Hidden for system managers (spec 2 §6).
 */
export function ViewerAnnotations(p: {
  target: AnnotationTarget | null;
  host: AnnotationHost | null;
  annotationId: string | null;
  visitor: boolean;
  ghost?: boolean;
  /** A drawing (2D viewer) rather than a model. */ drawing?: boolean;
  children(button: ReactNode): ReactNode;
}) {
  const { t } = useTranslation('annotations');
  const me = useCurrentUser();
  const [open, setOpen] = useState(!!p.annotationId);
  const shown = !!p.target && !!getToken() && !!me.data && !me.data.flags.systemManager;
  const button = shown && (
    <Tooltip title={t(p.drawing ? 'titleDrawing' : 'title')}>
      <Button
        type={open && !p.ghost ? 'primary' : 'default'}
        ghost={p.ghost}
        icon={<MessageOutlined />}
        onClick={() => setOpen((o) => !o)}
        data-testid="tool-annotations"
      >
        {t('button')}
      </Button>
    </Tooltip>
  );
  // One shape whether shown or not, so the viewer below is never remounted when the user loads.
  return (
    <>
      {p.children(button)}
      {shown && (
        <AnnotationDrawer
          open={open}
          onClose={() => setOpen(false)}
          target={p.target!}
          host={p.host}
          openId={p.annotationId}
          readOnly={p.visitor}
          title={t(p.drawing ? 'titleDrawing' : 'title')}
        />
      )}
    </>
  );
}
