import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 1: 'default', 2: 'orange', 3: 'red' };

/** A task's priority: 1 ordinary, 2 emergency, 3 super urgent (spec 3 §3). */
export function LevelTag({ level }: { level: number }) {
  const { t } = useTranslation('mytasks');
  return (
    <Tag color={COLORS[level] ?? 'default'} data-testid="task-level" style={{ marginInlineEnd: 0 }}>
      {t(`level.${level}`, { defaultValue: String(level) })}
    </Tag>
  );
}
