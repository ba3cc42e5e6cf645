import { Button, Dropdown, Empty, Spin, Tree, Typography } from 'antd';
import { ApartmentOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from './api';
import type { OrgAction } from './OrgDialog';
import { orgIds } from './orgs';

interface TreeItem {
  key: string;
  title: string;
  node: OrgNode;
  children: TreeItem[];
}
const items = (nodes: OrgNode[]): TreeItem[] => nodes.map((n) => ({ key: n.id, title: n.name, node: n, children: items(n.children) }));

/** The enterprise's departments; choosing one filters the staff table (sub-departments included). */
export function OrgTree(props: {
  tree: OrgNode[];
  loading: boolean;
  selected: string | null;
  onSelect(id: string | null): void;
  onAction(a: OrgAction): void;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-orgs" data-testid="org-tree">
      <div className="page-toolbar">
        <Typography.Text strong>{t('org.title')}</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => props.onAction({ status: 0, org: null, parentId: null })} data-testid="org-add">
          {t('org.add')}
        </Button>
      </div>
      <Button
        type={props.selected ? 'text' : 'link'}
        block
        icon={<ApartmentOutlined />}
        style={{ justifyContent: 'flex-start' }}
        onClick={() => props.onSelect(null)}
        data-testid="org-all"
      >
        {t('org.all')}
      </Button>
      {props.loading ? (
        <Spin />
      ) : props.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('org.empty')} />
      ) : (
        <Tree<TreeItem>
          blockNode
          defaultExpandedKeys={orgIds(props.tree)}
          selectedKeys={props.selected ? [props.selected] : []}
          treeData={items(props.tree)}
          // A click on the chosen department keeps it chosen ("All staff" clears the choice).
          onSelect={(_, info) => props.onSelect(String(info.node.key))}
          titleRender={(item) => (
            <span className="staff-org-node" data-testid="org-node" data-name={item.node.name}>
              <span data-testid="org-node-name">{item.node.name}</span>
              <Typography.Text type="secondary" data-testid="org-node-count">
                {' '}
                ({item.node.totalCount})
              </Typography.Text>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'sub', label: <span data-testid="org-menu-sub">{t('org.addSub')}</span> },
                    { key: 'edit', label: <span data-testid="org-menu-edit">{t('org.edit')}</span> },
                    { key: 'delete', danger: true, label: <span data-testid="org-menu-delete">{t('org.delete')}</span> },
                  ],
                  onClick: ({ key, domEvent }) => {
                    domEvent.stopPropagation();
                    if (key === 'sub') props.onAction({ status: 0, org: null, parentId: item.node.id });
                    else props.onAction({ status: key === 'edit' ? 1 : 2, org: item.node, parentId: item.node.parentId });
                  },
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  aria-label={t('org.actions')}
                  onClick={(e) => e.stopPropagation()}
                  data-testid="org-node-menu"
                  className="staff-org-menu"
                />
              </Dropdown>
            </span>
          )}
        />
      )}
    </div>
  );
}
