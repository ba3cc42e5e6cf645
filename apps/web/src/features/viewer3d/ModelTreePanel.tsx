import { useMemo, useState } from 'react';
import { Empty, Input, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from './api';

const label = (n: TreeNode) => (n.name && n.name !== n.type ? `${n.name} (${n.type.replace(/^Ifc/i, '')})` : n.type.replace(/^Ifc/i, ''));

function toData(nodes: TreeNode[], filter: string): DataNode[] {
  const out: DataNode[] = [];
  for (const n of nodes) {
    const kids = toData(n.children, filter);
    const hit = !filter || label(n).toLowerCase().includes(filter);
    if (hit || kids.length) out.push({ key: String(n.dataId), title: label(n), children: kids, isLeaf: !n.children.length });
  }
  return out;
}

export function allIds(n: TreeNode, acc: number[] = []) {
  acc.push(n.dataId);
  for (const c of n.children) allIds(c, acc);
  return acc;
}

/** The spatial tree: checkboxes show and hide, a click selects (and shows properties). */
export function ModelTreePanel(p: {
  tree: TreeNode[];
  hidden: Set<number>;
  selected: number | null;
  onSelect(id: number | null): void;
  onVisible(ids: number[], visible: boolean): void;
}) {
  const { t } = useTranslation('viewer3d');
  const [filter, setFilter] = useState('');
  const index = useMemo(() => {
    const m = new Map<number, TreeNode>();
    const walk = (n: TreeNode) => {
      m.set(n.dataId, n);
      n.children.forEach(walk);
    };
    p.tree.forEach(walk);
    return m;
  }, [p.tree]);
  const data = useMemo(() => toData(p.tree, filter.trim().toLowerCase()), [p.tree, filter]);
  const checked = useMemo(() => [...index.keys()].filter((id) => !p.hidden.has(id)).map(String), [index, p.hidden]);
  if (!p.tree.length) return <Empty description={t('tree.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className="viewer-tree">
      <Input.Search
        allowClear
        placeholder={t('tree.search')}
        onChange={(e) => setFilter(e.target.value)}
        size="small"
        style={{ marginBottom: 8 }}
        data-testid="tree-search"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('tree.elements', { count: index.size })}
      </Typography.Text>
      <Tree
        data-testid="model-tree"
        checkable
        checkStrictly
        blockNode
        height={520}
        defaultExpandedKeys={p.tree.flatMap((r) => [
          String(r.dataId),
          ...r.children.flatMap((c) => [String(c.dataId), ...c.children.map((g) => String(g.dataId))]),
        ])}
        treeData={data}
        checkedKeys={{ checked, halfChecked: [] }}
        selectedKeys={p.selected === null ? [] : [String(p.selected)]}
        onSelect={(keys) => p.onSelect(keys.length ? Number(keys[0]) : null)}
        onCheck={(_, info) => {
          const node = index.get(Number(info.node.key));
          if (node) p.onVisible(allIds(node), info.checked);
        }}
      />
    </div>
  );
}
