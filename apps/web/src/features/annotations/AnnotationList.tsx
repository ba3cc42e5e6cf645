import { Button, Empty, Result, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import type { Annotation } from './api';
import { AnnotationCard } from './AnnotationCard';
import { isNoPermission } from './hooks';

export interface ListState {
  items: Annotation[] | undefined;
  loading: boolean;
  error: unknown;
  retry(): void;
}

/** One tab of the drawer: its annotations as cards, or the loading, empty, error or no-permission state. */
export function AnnotationList(p: {
  state: ListState;
  projectId: string;
  kind: 'comments' | 'views';
  openedId: string | null;
  busyId: string | null;
  readOnly: boolean;
  onOpen(a: Annotation): void;
  onEdit(a: Annotation): void;
  onDelete(a: Annotation): void;
  onAssociate(a: Annotation): void;
  onLinksChanged(): void;
}) {
  const { t } = useTranslation('annotations');
  const s = p.state;
  if (s.loading)
    return (
      <div className="annotation-state" data-testid="annotations-loading">
        <Spin />
      </div>
    );
  // Spec 2 §6: without annotation access the list is replaced by a placeholder.
  if (s.error && isNoPermission(s.error)) {
    return (
      <Empty
        className="annotation-state"
        image={<LockOutlined className="annotation-lock" />}
        description={t('noPermission')}
        data-testid="annotations-no-permission"
      />
    );
  }
  if (s.error) {
    return (
      <Result
        className="annotation-state"
        status="error"
        title={t('loadFailed')}
        subTitle={errorText(s.error)}
        extra={<Button onClick={s.retry}>{t('retry')}</Button>}
        data-testid="annotations-error"
      />
    );
  }
  const items = (s.items ?? []).filter((a) => (p.kind === 'views') === (a.type === 'auto'));
  if (!items.length)
    return (
      <Empty
        className="annotation-state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(p.kind === 'views' ? 'emptyViews' : 'emptyComments')}
        data-testid={`annotations-empty-${p.kind}`}
      />
    );
  return (
    <div className="annotation-cards" data-testid={`annotation-list-${p.kind}`}>
      {items.map((a) => (
        <AnnotationCard
          key={a.id}
          a={a}
          projectId={p.projectId}
          active={p.openedId === a.id}
          busy={p.busyId === a.id}
          readOnly={p.readOnly}
          onOpen={() => p.onOpen(a)}
          onEdit={() => p.onEdit(a)}
          onDelete={() => p.onDelete(a)}
          onAssociate={() => p.onAssociate(a)}
          onLinksChanged={p.onLinksChanged}
        />
      ))}
    </div>
  );
}
