import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, HistoryOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StorageBar } from './StorageBar';

interface Props {
  projectId: string;
  projectName: string;
  recycle: boolean;
  onToggleRecycle: () => void;
  onShares: () => void;
  onHistory: () => void;
}

/** The file manager's title row: back to the project, storage use, shares, history, recycle bin. */
export function FilesHeader({ projectId, projectName, recycle, onToggleRecycle, onShares, onHistory }: Props) {
  const { t } = useTranslation('files');
  return (
    <div className="page-toolbar">
      <Space size={12} align="center">
        <Link to={`/project_index/${projectId}`} aria-label={t('backToProject')}>
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="files-title">
          {t('title')}
        </Typography.Title>
        {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
      </Space>
      <Space size={16} wrap>
        <StorageBar projectId={projectId} />
        <Button icon={<ShareAltOutlined />} onClick={onShares} data-testid="shares-open">
          {t('share.myShares')}
        </Button>
        <Button icon={<HistoryOutlined />} onClick={onHistory} data-testid="history-open">
          {t('history.title')}
        </Button>
        <Button icon={<DeleteOutlined />} type={recycle ? 'primary' : 'default'} onClick={onToggleRecycle} data-testid="recycle-toggle">
          {recycle ? t('backToFiles') : t('recycleBin')}
        </Button>
      </Space>
    </div>
  );
}
