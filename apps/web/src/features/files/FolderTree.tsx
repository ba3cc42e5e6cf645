import { useEffect, useMemo, useState } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import { FolderOutlined, HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../shell/PageState';
import { catalogTree, filesKey } from './api';
import type { TreeNode } from './types';

export const ROOT_KEY = '__root__';

export function toTreeData(nodes: TreeNode[], disabled?: (n: TreeNode) => boolean): TreeDataNode[] {
  return nodes
    .filter((n) => n.type === 'folder' || n.type === null)
    .map((n) => ({ key: n._id, title: n.name, icon: <FolderOutlined />, disabled: disabled?.(n), children: toTreeData(n.children ?? [], disabled) }));
}

export function useCatalogTree(projectId: string) {
  return useQuery({ queryKey: filesKey(projectId, 'tree'), queryFn: () => catalogTree(projectId), enabled: !!projectId });
}

/** The folder tree on the left: the root ('All files') and every folder; selecting opens it. */
export function FolderTree(props: { projectId: string; rootTitle: string; folderId: string | null; pathIds: string[]; onOpen(folderId: string | null): void }) {
  const { t } = useTranslation('files');
  const tree = useCatalogTree(props.projectId);
  const [expanded, setExpanded] = useState<React.Key[]>([ROOT_KEY]);
  const pathKey = props.pathIds.join('/');
  // The folders leading to the open one are expanded.
  useEffect(() => setExpanded((e) => [...new Set([...e, ROOT_KEY, ...(pathKey ? pathKey.split('/') : [])])]), [pathKey]);
  const data = useMemo<TreeDataNode[]>(
    () => [{ key: ROOT_KEY, title: props.rootTitle || t('allFiles'), icon: <HomeOutlined />, children: toTreeData(tree.data ?? []) }],
    [tree.data, props.rootTitle, t],
  );
  return (
    <PageState loading={tree.isLoading} error={tree.error} onRetry={() => tree.refetch()}>
      <Tree
        showIcon
        blockNode
        treeData={data}
        expandedKeys={expanded}
        onExpand={setExpanded}
        selectedKeys={[props.folderId ?? ROOT_KEY]}
        onSelect={(keys, info) => props.onOpen(info.node.key === ROOT_KEY ? null : String(info.node.key))}
        data-testid="folder-tree"
      />
    </PageState>
  );
}
