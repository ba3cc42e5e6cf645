import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { App, Button, Drawer, Tabs, Typography } from 'antd';
import { CameraOutlined, CommentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { annotationKeys, deleteAnnotation, getAnnotation, type Annotation, type AnnotationTarget } from './api';
import { AnnotationList } from './AnnotationList';
import { CommentThread } from './CommentThread';
import { useAnnotationFlags, useAnnotationList, type AnnotationHost } from './hooks';
import { SaveAnnotationModal } from './SaveAnnotationModal';
import { EditAnnotationModal } from './EditAnnotationModal';
import { AssociateTaskModal } from './AssociateTaskModal';
import './annotations.css';

type Tab = 'comments' | 'views';
const tabOf = (a: Annotation): Tab => (a.type === 'auto' ? 'views' : 'comments');

/**
 * The viewer's bottom drawer (spec 2 §2): "Comments" holds annotations of type other (and
 * naviswork), "Views" the saved views (type auto). Opening one restores it in the viewer through
 * `host`; a comment also opens its thread beside the list. `openId` (the page's annotationId)
 * is opened once the viewer is ready. `readOnly`: a share visitor, who may look but not write.
 */
export function AnnotationDrawer(p: {
  open: boolean;
  onClose(): void;
  target: AnnotationTarget;
  host: AnnotationHost | null;
  openId?: string | null;
  readOnly?: boolean;
  title: string;
}) {
  const { t } = useTranslation('annotations');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const readOnly = !!p.readOnly;
  const [tab, setTab] = useState<Tab>('comments');
  const [opened, setOpened] = useState<Annotation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Annotation | null>(null);
  const [associating, setAssociating] = useState<Annotation | null>(null);
  const list = useAnnotationList(p.target, p.open, readOnly);
  const flags = useAnnotationFlags(p.target, p.open && !readOnly, readOnly);
  const mayAdd = !readOnly && !!p.host && !!flags.data?.has('add');

  const show = async (id: string) => {
    if (!p.host) return;
    setBusyId(id);
    try {
      const full = await getAnnotation(p.target, id, { silent: readOnly });
      setTab(tabOf(full));
      await p.host.restore(full);
      setOpened(full);
    } catch (e) {
      message.error(t('openFailed', { msg: errorText(e) }));
    } finally {
      setBusyId(null);
    }
  };

  // The page's annotationId: opened once, as soon as the viewer can show it.
  const openedFromQuery = useRef(false);
  const showFromQuery = useEffectEvent((id: string) => void show(id));
  useEffect(() => {
    if (!p.openId || !p.host || openedFromQuery.current) return;
    openedFromQuery.current = true;
    showFromQuery(p.openId);
  }, [p.openId, p.host]);

  const remove = (a: Annotation) =>
    modal.confirm({
      title: t('deleteTitle', { name: a.name }),
      content: t('deleteBody'),
      okText: t('delete'),
      okButtonProps: { danger: true, 'data-testid': 'annotation-delete-ok' },
      onOk: async () => {
        try {
          await deleteAnnotation(p.target.projectId, a.id);
          if (opened?.id === a.id) setOpened(null);
          message.success(t('deleted'));
          await qc.invalidateQueries({ queryKey: annotationKeys.list(p.target) });
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  const saved = async (a: Annotation) => {
    setSaving(false);
    setTab(tabOf(a));
    await qc.invalidateQueries({ queryKey: annotationKeys.list(p.target) });
  };

  const edited = async (a: Annotation) => {
    setEditing(null);
    // The open thread's heading follows the new name and remark.
    if (opened?.id === a.id) setOpened({ ...opened, name: a.name, remark: a.remark, status: a.status });
    await qc.invalidateQueries({ queryKey: annotationKeys.list(p.target) });
  };

  const state = { items: list.data, loading: list.isLoading, error: list.error, retry: () => void list.refetch() };
  const reload = () => void qc.invalidateQueries({ queryKey: annotationKeys.list(p.target) });
  const listOf = (kind: Tab) => (
    <AnnotationList
      state={state}
      projectId={p.target.projectId}
      kind={kind}
      openedId={opened?.id ?? null}
      busyId={busyId}
      readOnly={readOnly}
      onOpen={(a) => void show(a.id)}
      onEdit={setEditing}
      onDelete={remove}
      onAssociate={setAssociating}
      onLinksChanged={reload}
    />
  );
  const thread = opened && opened.type !== 'auto' && !list.isError;
  return (
    <Drawer
      placement="bottom"
      open={p.open}
      onClose={p.onClose}
      mask={false}
      size={380}
      title={p.title}
      className="annotation-drawer"
      extra={
        readOnly ? (
          <Typography.Text type="secondary" data-testid="annotation-readonly">
            {t('sharedHint')}
          </Typography.Text>
        ) : (
          mayAdd && (
            <Button
              type="primary"
              icon={tab === 'views' ? <CameraOutlined /> : <CommentOutlined />}
              onClick={() => setSaving(true)}
              data-testid={tab === 'views' ? 'annotation-save-view' : 'annotation-add-comment'}
            >
              {t(tab === 'views' ? 'saveView' : 'addComment')}
            </Button>
          )
        )
      }
      styles={{ body: { padding: 0 } }}
      data-testid="annotation-drawer"
    >
      <div className="annotation-body" data-testid="annotation-body">
        <Tabs
          className="annotation-tabs"
          size="small"
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          items={[
            { key: 'comments', label: <span data-testid="annotation-tab-comments">{t('tabComments')}</span>, children: listOf('comments') },
            { key: 'views', label: <span data-testid="annotation-tab-views">{t('tabViews')}</span>, children: listOf('views') },
          ]}
        />
        {thread && <CommentThread projectId={p.target.projectId} annotation={opened} readOnly={readOnly} silent={readOnly} onClose={() => setOpened(null)} />}
      </div>
      {!readOnly && (
        <AssociateTaskModal
          projectId={p.target.projectId}
          annotation={associating}
          onClose={() => setAssociating(null)}
          onLinked={() => {
            setAssociating(null);
            reload();
          }}
        />
      )}
      {!readOnly && (
        <EditAnnotationModal projectId={p.target.projectId} annotation={editing} onClose={() => setEditing(null)} onSaved={(a) => void edited(a)} />
      )}
      {p.host && mayAdd && (
        <SaveAnnotationModal
          open={saving}
          type={tab === 'views' ? 'auto' : 'other'}
          target={p.target}
          host={p.host}
          onCancel={() => setSaving(false)}
          onSaved={(a) => void saved(a)}
        />
      )}
    </Drawer>
  );
}
