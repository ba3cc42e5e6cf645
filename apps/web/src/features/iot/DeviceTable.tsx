import { App, Button, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import { deleteDevice, type IotAbilities, type IotDevice } from './api';

export const STATUS_COLORS = { 0: 'default', 1: 'green', 2: 'orange' } as const;

/** The project's devices; edit, delete and add for iot edit, report a fault for iot repair. */
export function DeviceTable(props: {
  projectId: string;
  devices: IotDevice[];
  can: IotAbilities;
  loading: boolean;
  onAdd(): void;
  onEdit(d: IotDevice): void;
  onReport(d: IotDevice): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('iot');
  const { message, modal } = App.useApp();
  const remove = (d: IotDevice) =>
    modal.confirm({
      title: t('device.deleteConfirm', { name: d.name }),
      content: t('device.deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteDevice(props.projectId, d.id);
          message.success(t('device.deleted'));
          props.onChanged();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  const columns = [
    { title: t('device.name'), dataIndex: 'name', key: 'name', render: (v: string) => <span data-testid="device-row-name">{v}</span> },
    { title: t('device.code'), dataIndex: 'code', key: 'code' },
    { title: t('device.kind'), dataIndex: 'kind', key: 'kind', render: (v: IotDevice['kind']) => t(`kind.${v}`) },
    { title: t('device.location'), dataIndex: 'location', key: 'location', render: (v: string | null) => v || '—' },
    {
      title: t('device.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: IotDevice['status']) => (
        <Tag color={STATUS_COLORS[v]} data-testid="device-status-tag">
          {t(`status.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('device.lastReading'),
      dataIndex: 'lastReadingAt',
      key: 'last',
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : <Typography.Text type="secondary">{t('device.never')}</Typography.Text>),
    },
    { title: t('device.openRepairs'), dataIndex: 'openRepairs', key: 'repairs' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, d: IotDevice) => (
        <Space size={0} wrap>
          {props.can.repair && (
            <Button type="link" size="small" onClick={() => props.onReport(d)} data-testid="device-report">
              {t('repair.report')}
            </Button>
          )}
          {props.can.edit && (
            <Button type="link" size="small" onClick={() => props.onEdit(d)} data-testid="device-edit">
              {t('edit')}
            </Button>
          )}
          {props.can.edit && (
            <Button type="link" size="small" danger onClick={() => remove(d)} data-testid="device-delete">
              {t('delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      {props.can.edit && (
        <div className="page-toolbar" style={{ justifyContent: 'flex-end' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="device-add">
            {t('device.add')}
          </Button>
        </div>
      )}
      <Table
        rowKey="id"
        size="middle"
        loading={props.loading}
        columns={columns}
        dataSource={props.devices}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('noDevicesYet') }}
        data-testid="device-table"
      />
    </>
  );
}
