import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@trestle/shared';
import type { SsoCertificateSummary } from './api';
import { certificateState } from './files';

/** A certificate as its managers check it: subject, valid until, fingerprint; a warning near its end. */
export function CertificateSummary({ cert }: { cert: SsoCertificateSummary }) {
  const { t } = useTranslation('sso');
  const state = certificateState(cert.notAfter);
  const until = formatDate(new Date(cert.notAfter));
  return (
    <div className="sso-cert" data-testid="sso-cert">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('cert.subject')}>{cert.subject}</Descriptions.Item>
        <Descriptions.Item label={t('cert.validUntil')}>
          <span data-testid="sso-cert-until">{until}</span>{' '}
          {state !== 'valid' && <Tag color={state === 'expired' ? 'red' : 'orange'}>{t(`cert.${state}`)}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('cert.fingerprint')}>
          <code className="sso-fingerprint">{cert.fingerprint256}</code>
        </Descriptions.Item>
      </Descriptions>
      {state !== 'valid' && (
        <Alert
          type={state === 'expired' ? 'error' : 'warning'}
          showIcon
          style={{ marginTop: 8 }}
          title={t(state === 'expired' ? 'cert.expiredHint' : 'cert.expiringHint', { date: until })}
          data-testid="sso-cert-warning"
        />
      )}
    </div>
  );
}
