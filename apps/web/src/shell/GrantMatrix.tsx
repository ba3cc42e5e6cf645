import { useState } from 'react';
import { Checkbox, Space, Typography } from 'antd';
import { PERMISSION_MODULES, type PermissionModule } from '@trestle/shared';

/** Unsaved changes to one role's "module:action" grants. */
export function useGrantDraft(saved: string[] | undefined) {
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const granted = draft ?? new Set(saved ?? []);
  return {
    granted,
    dirty: draft !== null,
    toggle(key: string, on: boolean) {
      const next = new Set(granted);
      if (on) next.add(key);
      else next.delete(key);
      setDraft(next);
    },
    reset: () => setDraft(null),
    /** Every action of the modules, allowed or not, as the permission calls take them. */
    changes: (modules: PermissionModule[]) =>
      modules.flatMap((m) => PERMISSION_MODULES[m].map((a) => ({ module: m, action: a, allowed: granted.has(`${m}:${a}`) }))),
  };
}

/** Checkboxes of every action of the given modules; translated module and action names. */
export function GrantMatrix(props: {
  modules: PermissionModule[];
  granted: Set<string>;
  disabled: boolean;
  onToggle: (key: string, on: boolean) => void;
  moduleLabel: (m: string) => string;
  actionLabel: (a: string) => string;
  /** A line under a module's name saying where its grants apply, when that is not obvious. */
  moduleHint?: (m: string) => string | undefined;
}) {
  return (
    <>
      {props.modules.map((m) => (
        <div key={m} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{props.moduleLabel(m)}</Typography.Text>
          {props.moduleHint?.(m) && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }} data-testid={`module-hint-${m}`}>
              {props.moduleHint(m)}
            </Typography.Paragraph>
          )}
          <div>
            <Space wrap>
              {PERMISSION_MODULES[m].map((a) => (
                <Checkbox
                  key={a}
                  checked={props.granted.has(`${m}:${a}`)}
                  disabled={props.disabled}
                  onChange={(e) => props.onToggle(`${m}:${a}`, e.target.checked)}
                >
                  {props.actionLabel(a)}
                </Checkbox>
              ))}
            </Space>
          </div>
        </div>
      ))}
    </>
  );
}
