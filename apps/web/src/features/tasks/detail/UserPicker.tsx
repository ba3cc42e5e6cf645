import { useState } from 'react';
import { Button, Empty, Input, Popover, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { useDebounced } from '../../../shell/useDebounced';
import { searchUsers, taskPickKeys, type PickUser } from './api';

/**
 * The user-picker dropdown with search (spec 3 §2): project members by name or login name.
 * Those already in the list are shown but cannot be picked again (spec 3 §5: not added twice).
 */
export function UserPicker(p: { projectId: string; taken: Set<string>; label: string; testId: string; onPick(u: PickUser): void }) {
  const { t } = useTranslation('taskdetail');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const q = useQuery({ queryKey: taskPickKeys.users(p.projectId, search), queryFn: () => searchUsers(p.projectId, search), enabled: open });

  const list = (() => {
    if (q.isLoading)
      return (
        <div className="task-picker-state">
          <Spin size="small" />
        </div>
      );
    if (q.isError) return <Typography.Text type="danger">{errorText(q.error)}</Typography.Text>;
    if (!q.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noUsers')} />;
    return q.data.map((u) => {
      const taken = p.taken.has(u.id);
      return (
        <button
          key={u.id}
          type="button"
          className="task-picker-item"
          disabled={taken}
          onClick={() => {
            setOpen(false);
            p.onPick(u);
          }}
          data-testid="user-pick-item"
          data-login={u.loginName}
        >
          <span>{u.name}</span>
          <Typography.Text type="secondary" className="task-picker-login">
            {taken ? t('alreadyAdded') : u.loginName}
          </Typography.Text>
        </button>
      );
    });
  })();

  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setText('');
      }}
      trigger="click"
      placement="bottomLeft"
      content={
        <div className="task-picker" data-testid="user-picker">
          <Input.Search
            size="small"
            allowClear
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('searchUser')}
            data-testid="user-pick-search"
          />
          <div className="task-picker-list">{list}</div>
        </div>
      }
    >
      <Button size="small" type="dashed" shape="circle" icon={<PlusOutlined />} aria-label={p.label} title={p.label} data-testid={p.testId} />
    </Popover>
  );
}
