import { Button, Dropdown, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined, MoreOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Annotation } from './api';
import { LinkedTasks } from './LinkedTasks';

/**
 * One annotation in the drawer: snapshot, name, and for comments (type other) the author, time,
 * remark and version; saved views (type auto) show only name and picture (spec 2 §3). Below,
 * the tasks it is linked with. The menu offers what the caller may do: edit / delete
 * (canDelete), associate a task (canAssociateTask).
 */
export function AnnotationCard(p: {
  a: Annotation;
  projectId: string;
  active: boolean;
  busy: boolean;
  readOnly: boolean;
  onOpen(): void;
  onEdit(): void;
  onDelete(): void;
  onAssociate(): void;
  onLinksChanged(): void;
}) {
  const { t } = useTranslation('annotations');
  const a = p.a;
  const view = a.type === 'auto';
  // Only what the caller may do is offered (change and delete share one rule); without it, no menu.
  const canDelete = a.canDelete && !p.readOnly;
  const canAssociate = !!a.canAssociateTask && !p.readOnly;
  return (
    <div
      className={`annotation-card${p.active ? ' active' : ''}`}
      onClick={p.onOpen}
      role="button"
      tabIndex={0}
      onKeyDown={(e) => e.key === 'Enter' && p.onOpen()}
      data-testid="annotation-item"
      data-id={a.id}
      data-name={a.name}
    >
      <div className="annotation-thumb">
        {a.img ? <img src={a.img} alt={a.name} data-testid="annotation-thumb" /> : <PictureOutlined className="annotation-thumb-none" />}
        {p.busy && (
          <div className="annotation-thumb-busy">
            <Spin />
          </div>
        )}
      </div>
      <div className="annotation-card-head">
        <Typography.Text strong ellipsis={{ tooltip: a.name }} data-testid="annotation-name">
          {a.name}
        </Typography.Text>
        {(canDelete || canAssociate) && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(canDelete ? [{ key: 'edit', icon: <EditOutlined />, label: <span data-testid="annotation-edit">{t('edit')}</span> }] : []),
                ...(canAssociate
                  ? [{ key: 'associate', icon: <LinkOutlined />, label: <span data-testid="annotation-associate">{t('associate.menu')}</span> }]
                  : []),
                ...(canDelete
                  ? [{ key: 'delete', danger: true, icon: <DeleteOutlined />, label: <span data-testid="annotation-delete">{t('delete')}</span> }]
                  : []),
              ],
              onClick: ({ key, domEvent }) => {
                // The menu lives in a portal; its click still bubbles to the card in React.
                domEvent.stopPropagation();
                if (key === 'edit') p.onEdit();
                else if (key === 'associate') p.onAssociate();
                else p.onDelete();
              },
            }}
          >
            <Button
              size="small"
              type="text"
              icon={<MoreOutlined />}
              onClick={(e) => e.stopPropagation()}
              aria-label={t('actions')}
              data-testid="annotation-menu"
            />
          </Dropdown>
        )}
      </div>
      {!view && (
        <>
          <Typography.Text type="secondary" className="annotation-meta" ellipsis>
            {a.createUser.name} · {a.formatTime}
          </Typography.Text>
          <div className="annotation-meta">
            {a.version !== null && (
              <Tag color="blue" data-testid="annotation-version">
                {t('version', { v: a.version })}
              </Tag>
            )}
            {a.status && a.status !== 'Open' && <Tag data-testid="annotation-status">{t(`statuses.${a.status}`, { defaultValue: a.status })}</Tag>}
            <Typography.Text type="secondary" ellipsis={{ tooltip: a.remark || undefined }}>
              {a.remark || t('noRemark')}
            </Typography.Text>
          </div>
        </>
      )}
      <LinkedTasks projectId={p.projectId} annotation={a} readOnly={p.readOnly} onChanged={p.onLinksChanged} />
    </div>
  );
}
