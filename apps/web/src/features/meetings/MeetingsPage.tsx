import { Card, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MeetingsTab } from './MeetingsTab';

/**
 * /issue/meetings?projectId&projectName — the Meetings tab on a page of its own. The tab's home
 * is /issue (its "Meetings" tab); this address serves links and tests until then, and after.
 */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const projectName = params.get('projectName') ?? '';
  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="meetings-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
      </div>
      <MeetingsTab projectId={projectId} projectName={projectName} />
    </Card>
  );
}
