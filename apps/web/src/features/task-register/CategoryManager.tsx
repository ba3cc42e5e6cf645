import { useState } from 'react';
import { App, Button, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { saveCategory, type RegisterAbilities, type TaskCategory } from './api';

/** Adds, renames and deletes the project's categories; the server refuses deleting one in use. */
export function CategoryManager(props: {
  projectId: string;
  open: boolean;
  categories: UseQueryResult<TaskCategory[]>;
  can: RegisterAbilities;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('projecttask');
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (v: { id?: string; name?: string; delete?: boolean }, done: string) => {
    setBusy(true);
    try {
      await saveCategory(props.projectId, v);
      message.success(done);
      props.onChanged();
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (!name.trim()) return;
    if (await run({ name: name.trim() }, t('category.saved'))) setName('');
  };
  const rename = async () => {
    if (!renaming || !renaming.name.trim()) return;
    if (await run({ id: renaming.id, name: renaming.name.trim() }, t('category.saved'))) setRenaming(null);
  };
  const q = props.categories;
  return (
    <Modal open={props.open} title={t('category.manage')} onCancel={props.onClose} footer={null} destroyOnHidden>
      {props.can.add && (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void add()}
            maxLength={50}
            placeholder={t('category.newName')}
            data-testid="register-category-name"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void add()} disabled={!name.trim()} loading={busy} data-testid="register-category-add">
            {t('category.add')}
          </Button>
        </Space.Compact>
      )}
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <List
          data-testid="register-category-list"
          locale={{ emptyText: t('category.empty') }}
          dataSource={q.data ?? []}
          renderItem={(c) => (
            <List.Item
              data-testid="register-category-item"
              actions={
                renaming?.id === c.id
                  ? [
                      <Button
                        key="ok"
                        type="link"
                        size="small"
                        onClick={() => void rename()}
                        disabled={!renaming.name.trim()}
                        data-testid="register-category-rename-ok"
                      >
                        {t('category.saveName')}
                      </Button>,
                      <Button key="cancel" type="link" size="small" onClick={() => setRenaming(null)}>
                        {t('cancel')}
                      </Button>,
                    ]
                  : [
                      ...(props.can.edit
                        ? [
                            <Button
                              key="rename"
                              type="text"
                              size="small"
                              icon={<EditOutlined />}
                              aria-label={t('category.rename')}
                              onClick={() => setRenaming({ id: c.id, name: c.name })}
                              data-testid="register-category-rename"
                            />,
                          ]
                        : []),
                      ...(props.can.delete
                        ? [
                            <Popconfirm
                              key="delete"
                              title={t('category.deleteConfirm', { name: c.name })}
                              onConfirm={() => run({ id: c.id, delete: true }, t('category.deleted'))}
                              okButtonProps={{ 'data-testid': 'register-category-delete-ok' }}
                            >
                              <Button
                                type="text"
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('category.delete')}
                                data-testid="register-category-delete"
                              />
                            </Popconfirm>,
                          ]
                        : []),
                    ]
              }
            >
              {renaming?.id === c.id ? (
                <Input
                  size="small"
                  autoFocus
                  value={renaming.name}
                  maxLength={50}
                  onChange={(e) => setRenaming({ id: c.id, name: e.target.value })}
                  onPressEnter={() => void rename()}
                  data-testid="register-category-rename-input"
                />
              ) : (
                <Space>
                  <span data-testid="register-category-label">{c.name}</span>
                  <Typography.Text type="secondary">{t('category.count', { count: c.count })}</Typography.Text>
                </Space>
              )}
            </List.Item>
          )}
        />
      </PageState>
    </Modal>
  );
}
