import { Checkbox, ConfigProvider, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface MatrixRole {
  roleId: string;
  name: string;
  /** The project administrator holds every action everywhere: shown checked, never edited. */
  admin: boolean;
  /** data-testid suffix: the built-in name, else the id. */
  key: string;
}

/**
 * Actions (rows) × roles (columns) of one module at one node. The first action is the module's
 * entry (dms enter, cabinet allow): without it a role sees nothing here, so checking any other
 * action checks it too, and unchecking it clears the role.
 */
export function NodeGrantMatrix(props: {
  actions: readonly string[];
  roles: MatrixRole[];
  granted: Record<string, string[]>;
  disabled: boolean;
  onChange(roleId: string, actions: string[]): void;
}) {
  const { t } = useTranslation('files');
  const { t: tp } = useTranslation('projects');
  const entry = props.actions[0];
  const has = (r: MatrixRole, a: string) => r.admin || (props.granted[r.roleId] ?? []).includes(a);
  const toggle = (r: MatrixRole, a: string, on: boolean) => {
    const now = new Set(props.granted[r.roleId] ?? []);
    if (a === entry && !on) now.clear();
    else if (on) now.add(a).add(entry);
    else now.delete(a);
    props.onChange(
      r.roleId,
      props.actions.filter((x) => now.has(x)),
    );
  };
  const columns = [
    { title: t('perm.action'), key: 'action', render: (_: unknown, a: string) => <Typography.Text>{tp(`action.${a}`)}</Typography.Text> },
    ...props.roles.map((r) => {
      const count = props.actions.filter((a) => has(r, a)).length;
      return {
        key: r.roleId,
        width: 150,
        align: 'center' as const,
        title: (
          <div data-testid={`perm-role-${r.key}`}>
            <Checkbox
              checked={count === props.actions.length}
              indeterminate={count > 0 && count < props.actions.length}
              disabled={props.disabled || r.admin}
              onChange={(e) => props.onChange(r.roleId, e.target.checked ? [...props.actions] : [])}
              aria-label={t('perm.allFor', { name: r.name })}
            >
              {r.name}
            </Checkbox>
            {r.admin && (
              <div>
                <Tag style={{ marginInlineEnd: 0 }}>{t('perm.allAlways')}</Tag>
              </div>
            )}
          </div>
        ),
        render: (_: unknown, a: string) => (
          <Checkbox
            checked={has(r, a)}
            disabled={props.disabled || r.admin}
            onChange={(e) => toggle(r, a, e.target.checked)}
            aria-label={`${r.name}: ${tp(`action.${a}`)}`}
            data-testid={`perm-cell-${r.key}-${a}`}
          />
        ),
      };
    }),
  ];
  // Dense rows and a scrolling body keep the dialog on one screen with the 16 document actions.
  return (
    <ConfigProvider theme={{ components: { Table: { cellPaddingBlockSM: 4 } } }}>
      <Table<string>
        size="small"
        bordered
        rowKey={(a) => a}
        dataSource={[...props.actions]}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content', y: '46vh' }}
        data-testid="perm-matrix"
      />
    </ConfigProvider>
  );
}
