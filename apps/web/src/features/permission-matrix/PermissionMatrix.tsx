import { useMemo, useState } from 'react';
import { App, Alert, Button, Checkbox, Input, Popconfirm, Radio, Segmented, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgName } from '@trestle/shared/staff-responses';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import {
  orgStructure,
  pickablePeople,
  type Pickable,
  powerKeys,
  powerPage,
  restoreDefaults,
  saveOverride,
  saveRoleBox,
  type PowerPage,
  type Side,
  type Subject,
} from './api';
import {
  effectiveOf,
  matrixRows,
  optimistic,
  overrideAllowed,
  overrideOf,
  roleCell,
  roleOnly,
  splitKey,
  withGrant,
  withOverride,
  type Override,
  type PowerRole,
} from './model';
import './matrix.css';

// The permission matrix (issue 19 items 5 and 9; docs/permission-matrix.md "The screen"). One
// click = one change: the box changes at once and is put back when the server refuses it.

type Mode = Subject['kind'];

export function PermissionMatrix({ side }: { side: Side }) {
  const { t } = useTranslation('power');
  const labels = useLabels(side);
  const [mode, setMode] = useState<Mode>('roles');
  const [orgId, setOrgId] = useState<string>();
  const [user, setUser] = useState<Pickable>();
  const [search, setSearch] = useState('');
  const subject: Subject | null =
    mode === 'roles' ? { kind: 'roles' } : mode === 'org' ? (orgId ? { kind: 'org', id: orgId } : null) : user ? { kind: 'user', id: user.id } : null;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'roles', label: t('mode.roles') },
            { value: 'org', label: t('mode.org') },
            { value: 'user', label: t('mode.user') },
          ]}
          data-testid="power-mode"
        />
        {mode === 'org' && <OrgPicker side={side} value={orgId} onChange={setOrgId} />}
        {mode === 'user' && <UserPicker side={side} value={user} onChange={setUser} />}
        <Input.Search
          allowClear
          placeholder={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 260 }}
          data-testid="power-search"
        />
      </Space>
      {subject ? (
        <MatrixTable side={side} subject={subject} userRoleId={mode === 'user' ? user?.roleId : undefined} search={search} labels={labels} />
      ) : (
        <Alert type="info" showIcon title={t(mode === 'org' ? 'pickOrgFirst' : 'pickUserFirst')} />
      )}
    </>
  );
}

interface Labels {
  module: (m: string) => string;
  action: (m: string, a: string) => string;
  role: (r: PowerRole) => string;
}

/** Module, action and built-in role names: the role panels' labels of that side. */
function useLabels(side: Side): Labels {
  const { t } = useTranslation(['projects', 'enterprise']);
  const ns = side.kind === 'project' ? 'projects' : 'enterprise';
  return useMemo(
    () => ({
      module: (m) => t(`${ns}:module.${m}`, { defaultValue: m }),
      action: (_m, a) => t(`${ns}:action.${a}`, { defaultValue: a }),
      role: (r) =>
        r.builtIn ? t(side.kind === 'project' ? `projects:builtInRole.${r.builtIn}` : `enterprise:builtIn.${r.builtIn}`, { defaultValue: r.name }) : r.name,
    }),
    [t, ns, side.kind],
  );
}

function MatrixTable({
  side,
  subject,
  userRoleId,
  search,
  labels,
}: {
  side: Side;
  subject: Subject;
  /** For a user: their role, the one column shown (all roles when unknown). */
  userRoleId?: string | null;
  search: string;
  labels: Labels;
}) {
  const { t } = useTranslation('power');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const key = powerKeys.page(side, subject);
  const q = useQuery({ queryKey: key, queryFn: () => powerPage(side, subject) });
  const page = q.data;
  const rows = useMemo(() => (page ? matrixRows(page.modules, search, labels.module, labels.action) : []), [page, search, labels]);
  const update = (f: (p: PowerPage) => PowerPage) => qc.setQueryData<PowerPage>(key, (p) => (p ? f(p) : p));
  const refresh = () => qc.invalidateQueries({ queryKey: powerKeys.all });

  const toggle = async (role: PowerRole, boxKey: string, on: boolean) => {
    const [module, action] = splitKey(boxKey);
    const r = await optimistic(
      () => update((p) => withGrant(p, role.id, boxKey, on)),
      () => update((p) => withGrant(p, role.id, boxKey, !on)),
      () => saveRoleBox(side, role.id, { module, action }, on),
    );
    if (!r.ok) return void message.error(errorText(r.error));
    const saved = r.value;
    if (saved) update((p) => ({ ...p, roles: p.roles.map((x) => (x.id === saved.id ? saved : x)) }));
    // the department and user views show the roles' values too: read them again when shown
    void qc.invalidateQueries({ queryKey: powerKeys.all, refetchType: 'none' });
  };
  const setOverride = async (boxKey: string, value: Override) => {
    const before = page ? overrideOf(page, boxKey) : 'inherit';
    const [module, action] = splitKey(boxKey);
    const r = await optimistic(
      () => update((p) => withOverride(p, boxKey, value)),
      () => update((p) => withOverride(p, boxKey, before)),
      () => saveOverride(side, subject, { module, action }, overrideAllowed(value)),
    );
    if (!r.ok) return void message.error(errorText(r.error));
    // the effective column is the server's rule: read it again
    if (subject.kind === 'user') await q.refetch();
  };
  const restore = async (target: { roleId: string } | Subject) => {
    try {
      const r = await restoreDefaults(side, target);
      message.success(t('restored', { count: r.count }));
    } catch (e) {
      message.error(errorText(e));
    }
    await refresh();
  };

  const forSubject = subject.kind !== 'roles';
  const roles = page?.roles ?? [];
  const own = userRoleId ? roles.filter((r) => r.id === userRoleId) : [];
  const columns = own.length > 0 ? own : roles;
  return (
    <PageState loading={q.isLoading} error={q.error} empty={!!page && roles.length === 0} emptyText={t('noRoles')} onRetry={() => q.refetch()}>
      {page && (
        <>
          {!forSubject && columns.some((r) => r.fixed) && (
            <Typography.Paragraph type="secondary">
              <LockOutlined /> {t('fixedHint')}
            </Typography.Paragraph>
          )}
          {forSubject && page.subject && (
            <Space style={{ marginBottom: 8 }} wrap>
              <Typography.Text>{t(subject.kind === 'org' ? 'subjectOrg' : 'subjectUser', { name: page.subject.name })}</Typography.Text>
              <Typography.Text type="secondary">{t(subject.kind === 'org' ? 'orgHint' : 'userHint')}</Typography.Text>
              <Popconfirm title={t('restoreSubjectConfirm', { name: page.subject.name })} onConfirm={() => restore(subject)}>
                <Button size="small" disabled={page.overrides.length === 0} data-testid="power-restore">
                  {t('restore')}
                </Button>
              </Popconfirm>
            </Space>
          )}
          {rows.length === 0 ? (
            <Alert type="info" title={t('noMatch')} data-testid="power-no-match" />
          ) : (
            <div className="power-scroll">
              <table className="power-table" data-testid="power-table">
                <thead>
                  <tr>
                    <th className="power-first">{t('permission')}</th>
                    {forSubject && <th>{t('override')}</th>}
                    {forSubject && page.effective && <th>{t('effective')}</th>}
                    {columns.map((r) => (
                      <th key={r.id} data-testid={`power-role-${r.id}`}>
                        <span className="power-role-name" title={labels.role(r)}>
                          {r.fixed && <LockOutlined title={t('fixed')} />} {labels.role(r)}
                        </span>
                        {!forSubject && r.builtIn && (
                          <Popconfirm title={t('restoreRoleConfirm', { name: labels.role(r) })} onConfirm={() => restore({ roleId: r.id })}>
                            <Button type="link" size="small" style={{ padding: 0 }} data-testid={`power-restore-${r.id}`}>
                              {t('restore')}
                            </Button>
                          </Popconfirm>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.flatMap((row) => [
                    ...(row.first
                      ? [
                          <tr key={row.module} className="power-module">
                            <td className="power-first">{row.moduleLabel}</td>
                            <td colSpan={columns.length + (forSubject ? 1 : 0) + (forSubject && page.effective ? 1 : 0)} />
                          </tr>,
                        ]
                      : []),
                    <tr key={row.key} data-testid={`power-row-${row.key}`}>
                      <td className="power-first" style={{ paddingLeft: 24 }}>
                        {row.actionLabel}
                      </td>
                      {forSubject && (
                        <td title={roleOnly(row.key) ? t('managerByRole') : undefined}>
                          <Radio.Group
                            size="small"
                            optionType="button"
                            value={overrideOf(page, row.key)}
                            disabled={roleOnly(row.key)}
                            onChange={(e) => setOverride(row.key, e.target.value as Override)}
                            options={[
                              { value: 'inherit', label: t('inherit') },
                              { value: 'allow', label: t('allow') },
                              { value: 'deny', label: t('deny') },
                            ]}
                            data-testid={`power-override-${row.key}`}
                          />
                        </td>
                      )}
                      {forSubject && page.effective && (
                        <td className="power-box" data-testid={`power-effective-${row.key}`} data-allowed={String(effectiveOf(page, row.key))}>
                          {effectiveOf(page, row.key) ? (
                            <Tag color="green" icon={<CheckOutlined />}>
                              {t('allowed')}
                            </Tag>
                          ) : (
                            <Tag icon={<CloseOutlined />}>{t('denied')}</Tag>
                          )}
                        </td>
                      )}
                      {columns.map((r) => {
                        // With a subject, the role columns show what the roles give, for reference.
                        const cell = roleCell(r, row.key, !forSubject);
                        return (
                          <td
                            key={r.id}
                            className={`power-box${cell.locked === 'fixed' ? ' power-fixed' : ''}`}
                            title={cell.locked === 'fixed' ? t('fixed') : undefined}
                          >
                            <Checkbox
                              checked={cell.checked}
                              disabled={cell.locked !== false}
                              onChange={(e) => toggle(r, row.key, e.target.checked)}
                              aria-label={`${labels.role(r)} ${row.moduleLabel} ${row.actionLabel}`}
                              data-testid={`power-cell-${r.id}-${row.key}`}
                            />
                          </td>
                        );
                      })}
                    </tr>,
                  ])}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PageState>
  );
}

function toTree(nodes: OrgName[]): { value: string; title: string; children: ReturnType<typeof toTree> }[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));
}

function OrgPicker({ side, value, onChange }: { side: Side; value?: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('power');
  const q = useQuery({ queryKey: powerKeys.orgs(side), queryFn: () => orgStructure(side) });
  if (q.error) return <Typography.Text type="danger">{errorText(q.error)}</Typography.Text>;
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      loading={q.isLoading}
      treeData={toTree(q.data ?? [])}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder={t('pickOrg')}
      notFoundContent={t('noOrgs')}
      style={{ width: 260 }}
      data-testid="power-org"
    />
  );
}

function UserPicker({ side, value, onChange }: { side: Side; value?: Pickable; onChange: (p: Pickable) => void }) {
  const { t } = useTranslation('power');
  const [name, setName] = useState('');
  const q = useQuery({ queryKey: powerKeys.users(side, name), queryFn: () => pickablePeople(side, name) });
  // the chosen person stays named while another search lists others
  const shown = [...(value && !q.data?.some((p) => p.id === value.id) ? [value] : []), ...(q.data ?? [])];
  if (q.error) return <Typography.Text type="danger">{errorText(q.error)}</Typography.Text>;
  return (
    <Select
      value={value?.id}
      onChange={(id: string) => {
        const p = shown.find((x) => x.id === id);
        if (p) onChange(p);
      }}
      showSearch
      filterOption={false}
      onSearch={setName}
      loading={q.isLoading}
      options={shown.map((p) => ({ value: p.id, label: p.name }))}
      placeholder={t('pickUser')}
      notFoundContent={t('noUsers')}
      style={{ width: 260 }}
      data-testid="power-user"
    />
  );
}
