import { useMemo, useState } from 'react';
import { App, Modal, Tree, type TreeDataNode } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { copyFiles, moveFiles } from './api';
import { ROOT_KEY, toTreeData, useCatalogTree } from './FolderTree';
import type { FileItem, TreeNode } from './types';

/** Picks the target folder to move or copy items into (get-file-catalog-tree). */
export function FolderPickerModal(props: {
  mode: 'move' | 'copy' | null;
  items: FileItem[];
  projectId: string;
  rootTitle: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const tree = useCatalogTree(props.projectId);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const movingKey = props.items.map((i) => i._id).join(',');
  const data = useMemo<TreeDataNode[]>(() => {
    // A folder cannot go into itself or below it: those branches are disabled for a move.
    const moving = new Set(movingKey.split(','));
    const blocked = new Set<string>();
    const mark = (nodes: TreeNode[], inside: boolean) => {
      for (const n of nodes) {
        const here = inside || moving.has(n._id);
        if (here) blocked.add(n._id);
        mark(n.children ?? [], here);
      }
    };
    if (props.mode === 'move') mark(tree.data ?? [], false);
    return [
      { key: ROOT_KEY, title: props.rootTitle || t('allFiles'), icon: <HomeOutlined />, children: toTreeData(tree.data ?? [], (n) => blocked.has(n._id)) },
    ];
  }, [tree.data, props.mode, movingKey, props.rootTitle, t]);

  const submit = async () => {
    if (target === null || !props.mode) return;
    setBusy(true);
    const ids = props.items.map((i) => i._id);
    const dest = target === ROOT_KEY ? null : target;
    try {
      if (props.mode === 'move') await moveFiles(props.projectId, ids, dest);
      else await copyFiles(props.projectId, ids, dest);
      message.success(t(props.mode === 'move' ? 'moved' : 'copied'));
      props.onDone();
      props.onClose();
      setTarget(null);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!props.mode}
      title={props.mode === 'copy' ? t('copyTo', { count: props.items.length }) : t('moveTo', { count: props.items.length })}
      onCancel={() => {
        setTarget(null);
        props.onClose();
      }}
      onOk={submit}
      okButtonProps={{ disabled: target === null }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <PageState loading={tree.isLoading} error={tree.error} onRetry={() => tree.refetch()}>
        <div style={{ maxHeight: 400, overflow: 'auto' }} data-testid="folder-picker">
          <Tree
            showIcon
            blockNode
            defaultExpandedKeys={[ROOT_KEY]}
            treeData={data}
            selectedKeys={target ? [target] : []}
            onSelect={(keys) => setTarget(keys.length ? String(keys[0]) : null)}
          />
        </div>
      </PageState>
    </Modal>
  );
}
