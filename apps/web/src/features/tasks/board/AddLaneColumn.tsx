import { useRef, useState } from 'react';
import { Button, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANE_TITLE_MAX } from '@trestle/shared/task-schemas';

/** The last column of the board: a button that turns into a title field for a new lane. */
export function AddLaneColumn(props: { onAdd(title: string): Promise<boolean> }) {
  const { t } = useTranslation('tasks');
  const [title, setTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Enter saves, and the blur that follows must not save the same lane again.
  const saving = useRef(false);
  const submit = async () => {
    if (saving.current) return;
    if (!title?.trim()) return setTitle(null);
    saving.current = true;
    setBusy(true);
    const ok = await props.onAdd(title.trim());
    saving.current = false;
    setBusy(false);
    if (ok) setTitle(null);
  };
  return (
    <div style={{ flex: '0 0 240px' }}>
      {title === null ? (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setTitle('')} data-testid="lane-add">
          {t('lane.add')}
        </Button>
      ) : (
        <Input
          autoFocus
          value={title}
          disabled={busy}
          maxLength={LANE_TITLE_MAX}
          placeholder={t('lane.titlePlaceholder')}
          onChange={(e) => setTitle(e.target.value)}
          onPressEnter={() => void submit()}
          onBlur={() => void submit()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setTitle(null);
          }}
          data-testid="lane-add-input"
        />
      )}
    </div>
  );
}
