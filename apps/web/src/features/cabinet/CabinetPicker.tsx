import { useEffect, useState } from 'react';
import { DatePicker, Empty, Modal, Space, Spin, Tree, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { cabinetKeys, cabinetTree, type CabinetNode } from './api';

interface PickNode {
  key: string;
  title: string;
  disabled: boolean;
  children: PickNode[];
}
const toTree = (nodes: CabinetNode[]): PickNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, disabled: !n.permissions.adddrawing, children: toTree(n.children) }));

/** Picks a cabinet that takes drawings (adddrawing), optionally with a display date. */
export function CabinetPicker(props: {
  open: boolean;
  projectId: string;
  title: string;
  withDate?: boolean;
  excludeId?: string | null;
  onCancel(): void;
  onPick(cabinetId: string, displayDate: string | null): Promise<void>;
}) {
  const { t } = useTranslation('cabinet');
  const tree = useQuery({ queryKey: cabinetKeys.tree(props.projectId), queryFn: () => cabinetTree(props.projectId), enabled: props.open });
  const [picked, setPicked] = useState<string | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!props.open) return;
    setPicked(null);
    setDate(null);
  }, [props.open]);
  const ok = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await props.onPick(picked, date ? date.format('YYYY-MM-DD') : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onCancel}
      onOk={() => void ok()}
      okButtonProps={{ disabled: !picked || picked === props.excludeId, loading: busy }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="cabinet-picker">
        {tree.isLoading && <Spin />}
        {tree.data && !tree.data.tree.length && <Empty description={t('noCabinets')} />}
        {tree.data && tree.data.tree.length > 0 && (
          <Tree
            defaultExpandAll
            treeData={toTree(tree.data.tree)}
            selectedKeys={picked ? [picked] : []}
            onSelect={(_, info) => setPicked(String(info.node.key))}
          />
        )}
        {props.withDate && (
          <Space>
            <Typography.Text>{t('displayDate')}</Typography.Text>
            <DatePicker value={date} onChange={setDate} data-testid="cabinet-display-date" />
            <Typography.Text type="secondary">{t('displayDateHint')}</Typography.Text>
          </Space>
        )}
      </Space>
    </Modal>
  );
}
