import { useEffect, useState } from 'react';
import { Input, Typography } from 'antd';

/**
 * A text edited in place (spec 3 §4): saved on blur or Enter, only when it changed. A required
 * text left empty is refused in place and the saved value comes back. Shift+Enter makes a new
 * line in a multi-line text.
 */
export function InlineText(p: {
  value: string;
  maxLength: number;
  required?: string;
  placeholder: string;
  multiline?: boolean;
  readOnly: boolean;
  className?: string;
  testId: string;
  onSave(value: string): Promise<boolean>;
}) {
  const [text, setText] = useState(p.value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(p.value), [p.value]);

  if (p.readOnly) {
    return (
      <Typography.Paragraph className={p.className} type={p.value ? undefined : 'secondary'} data-testid={p.testId}>
        {p.value || p.placeholder}
      </Typography.Paragraph>
    );
  }

  const commit = async () => {
    const next = text.trim();
    if (next === p.value.trim()) {
      setText(p.value);
      return setError(null);
    }
    if (!next && p.required) {
      setError(p.required);
      return setText(p.value);
    }
    setError(null);
    setSaving(true);
    const ok = await p.onSave(next);
    setSaving(false);
    if (!ok) setText(p.value);
  };

  const common = {
    value: text,
    maxLength: p.maxLength,
    placeholder: p.placeholder,
    variant: 'borderless' as const,
    disabled: saving,
    status: error ? ('error' as const) : undefined,
    className: `task-inline ${p.className ?? ''}`,
    onBlur: () => void commit(),
    'data-testid': p.testId,
  };
  return (
    <div className="task-inline-wrap">
      <Input.TextArea
        {...common}
        autoSize={{ minRows: 1, maxRows: p.multiline ? 8 : 4 }}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            setText(p.value);
            setError(null);
          }
          if (e.key === 'Enter' && !(p.multiline && e.shiftKey) && !e.nativeEvent.isComposing) {
            e.preventDefault();
            (e.target as HTMLTextAreaElement).blur();
          }
        }}
      />
      {error && (
        <Typography.Text type="danger" className="task-inline-error" data-testid={`${p.testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
