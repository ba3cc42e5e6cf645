import { Button, Space, Typography } from 'antd';
import { FileSearchOutlined, ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { FileFilters } from './FileFilters';
import { MarkBar } from './MarkBar';
import type { Mark } from './types';
import type { useFileList } from './useFileList';

interface Props {
  fl: ReturnType<typeof useFileList>;
  /** Bumped to remount the filter form empty. */
  filtersKey: number;
  crumbs: { title: string; to: string }[];
  marks: Mark[];
  /** Shown on a folder whose permissions the caller may set. */
  onFolderPermissions?: () => void;
  onMetaSearch: () => void;
  /** Given when the caller may manage labels and metadata templates. */
  onTemplates?: () => void;
  onManageMarks?: () => void;
}

/** Above the list of a folder: where it is (or that a search spans all), the filters and the labels. */
export function FileListHead({ fl, filtersKey, crumbs, marks, onFolderPermissions, onMetaSearch, onTemplates, onManageMarks }: Props) {
  const { t } = useTranslation('files');
  return (
    <>
      {fl.searching ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
          {t('searchAll')}
        </Typography.Text>
      ) : (
        <div className="page-toolbar">
          <Breadcrumbs items={crumbs} />
          {onFolderPermissions && (
            <Button size="small" onClick={onFolderPermissions} data-testid="folder-permissions">
              {t('perm.folderButton')}
            </Button>
          )}
        </div>
      )}
      <div className="files-filter-row">
        <FileFilters key={filtersKey} users={fl.users} value={fl.filters} onChange={fl.setFilters} />
        <Space wrap style={{ marginBottom: 12 }}>
          <Button icon={<FileSearchOutlined />} onClick={onMetaSearch} data-testid="meta-search-open">
            {t('metaSearch.button')}
          </Button>
          {onTemplates && (
            <Button icon={<ProfileOutlined />} onClick={onTemplates} data-testid="meta-templates-open">
              {t('meta.templates')}
            </Button>
          )}
        </Space>
      </div>
      <MarkBar marks={marks} selected={fl.labelIds} onChange={fl.setLabelIds} onManage={onManageMarks} />
    </>
  );
}
