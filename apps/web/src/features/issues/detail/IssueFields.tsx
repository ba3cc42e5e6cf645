import { App, Avatar, Button, Descriptions, Tag, Tooltip, Typography } from 'antd';
import { EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { formatDateTime } from '@trestle/shared';
import type { IssueDetail, UserRef } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { canOpenReference, openReference } from './viewerLink';

/** A person's round initial on a colour of their own (the issue carries no avatar pictures). */
export function UserAvatar({ u, size = 24 }: { u: Pick<UserRef, 'id' | 'name'>; size?: number }) {
  let h = 0;
  for (const c of u.id) h = (h * 31 + c.charCodeAt(0)) % 360;
  return (
    <Avatar size={size} style={{ backgroundColor: `hsl(${h}, 45%, 45%)`, flex: 'none', fontSize: size * 0.45 }}>
      {Array.from(u.name)[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}

function Person({ u }: { u: UserRef | null }) {
  if (!u) return <span className="issue-muted">—</span>;
  return (
    <span className="issue-person">
      <UserAvatar u={u} size={20} /> {u.name}
    </span>
  );
}

/** The issue's fields (spec 3 §3 Issue (TQ)) and its drawing/model reference. */
export function IssueFields(p: { projectId: string; projectName: string; issue: IssueDetail }) {
  const { t } = useTranslation('issuedetail');
  const { message } = App.useApp();
  const issue = p.issue;
  const dash = <span className="issue-muted">—</span>;
  const today = new Date().toISOString().slice(0, 10);
  const due = issue.dueDate?.slice(0, 10) ?? null;
  const overdue = !!due && due < today && issue.status !== 'closed' && issue.status !== 'finish';

  const open = () => void openReference(p.projectId, issue, p.projectName).catch((e) => message.error(errorText(e)));

  return (
    <section className="issue-section" data-testid="issue-fields">
      <Typography.Paragraph className="issue-description" data-testid="issue-description">
        {issue.description || <span className="issue-muted">{t('noDescription')}</span>}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 2, xl: 3 }}
        items={[
          {
            key: 'leader',
            label: t('field.leader'),
            children: (
              <span data-testid="issue-leader">
                <Person u={issue.leader} />
              </span>
            ),
          },
          {
            key: 'approver',
            label: t('field.approver'),
            children: (
              <span data-testid="issue-approver">
                <Person u={issue.approver} />
              </span>
            ),
          },
          {
            key: 'cc',
            label: t('field.cc'),
            children: issue.cc.length ? (
              <span className="issue-people" data-testid="issue-cc">
                {issue.cc.map((u) => (
                  <Person key={u.id} u={u} />
                ))}
              </span>
            ) : (
              dash
            ),
          },
          { key: 'creator', label: t('field.creator'), children: <Person u={issue.creator} /> },
          { key: 'created', label: t('field.createdAt'), children: formatDateTime(new Date(issue.createdAt)) },
          {
            key: 'due',
            label: t('field.dueDate'),
            children: due ? (
              <Typography.Text type={overdue ? 'danger' : undefined} data-testid="issue-due">
                {due}
                {overdue ? ` · ${t('overdue')}` : ''}
              </Typography.Text>
            ) : (
              dash
            ),
          },
          { key: 'axisCode', label: t('field.axisCode'), children: issue.axisCode || dash },
          { key: 'axisHeight', label: t('field.axisHeight'), children: issue.axisHeight || dash },
          { key: 'specialty', label: t('field.specialty'), children: issue.specialty || dash },
          {
            key: 'meeting',
            label: t('field.meeting'),
            children: issue.meeting ? (
              <Tag color={issue.meeting.labelColor} data-testid="issue-meeting">
                {issue.meeting.code}
              </Tag>
            ) : (
              dash
            ),
          },
          ...(issue.closedAt ? [{ key: 'closed', label: t('field.closedAt'), children: formatDateTime(new Date(issue.closedAt)) }] : []),
        ]}
      />
      <div className="issue-reference" data-testid="issue-reference">
        <span className="issue-field-label">{t('field.reference')}</span>
        {issue.file ? (
          <>
            <span className="issue-reference-text">
              <LinkOutlined /> <Typography.Text data-testid="issue-reference-file">{issue.file.name}</Typography.Text>
              {issue.annotation && (
                <Typography.Text type="secondary" data-testid="issue-reference-annotation">
                  {' '}
                  · {issue.annotation.name}
                </Typography.Text>
              )}
            </span>
            {canOpenReference(issue) ? (
              <Button size="small" icon={<EyeOutlined />} onClick={open} data-testid="issue-open-viewer">
                {t('openInViewer')}
              </Button>
            ) : (
              <Tooltip title={t('cannotOpen')}>
                <Button size="small" icon={<EyeOutlined />} disabled>
                  {t('openInViewer')}
                </Button>
              </Tooltip>
            )}
          </>
        ) : (
          <span className="issue-muted">{t('noReference')}</span>
        )}
      </div>
    </section>
  );
}
