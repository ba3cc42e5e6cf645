import { Descriptions, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseRole } from '@trestle/shared/enterprise-responses';
import type { DirectoryTestResult } from './api';

/** A test run: connect, TLS, bind, search, each with the server's message; then the user it found. */
export function DirectoryTestSteps({ result, roles }: { result: DirectoryTestResult; roles: EnterpriseRole[] }) {
  const { t } = useTranslation('sso');
  const failed = result.steps.findIndex((s) => !s.ok);
  const u = result.user;
  return (
    <div data-testid="directory-test-result" data-ok={String(result.ok)}>
      <Steps
        orientation="vertical"
        size="small"
        current={failed < 0 ? result.steps.length : failed}
        status={result.ok ? 'finish' : 'error'}
        items={result.steps.map((s) => ({
          title: t(`test.step.${s.step}`),
          description: <span data-testid={`directory-step-${s.step}`}>{s.message}</span>,
          status: s.ok ? 'finish' : 'error',
        }))}
      />
      {u && (
        <Descriptions size="small" column={1} bordered title={t('test.user')} style={{ marginTop: 16 }} data-testid="directory-test-user">
          <Descriptions.Item label="DN">
            <Typography.Text code>{u.dn}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('mapping.email')}>{u.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('mapping.name')}>{u.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('mapping.department')}>{u.department ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('test.groups', { count: u.groups.length })}>{u.groups.join('; ') || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('test.role')}>{roles.find((r) => r.id === u.roleId)?.name ?? t('test.noRole')}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}
