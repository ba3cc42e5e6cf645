import { useState } from 'react';
import { App, Button, Descriptions, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveBlob } from '../staff/api';
import { spMetadata, type SsoSettings } from './api';
import { CertificateSummary } from './CertificateSummary';

/**
 * What the identity provider's administrator needs of us: the identifier (our entity ID), the
 * authentication return address (ACS), the single logout address and our metadata file.
 */
export function SpDetails({ sso, enterpriseId }: { sso: SsoSettings; enterpriseId: string }) {
  const { t } = useTranslation('sso');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await spMetadata(enterpriseId);
      saveBlob(file.blob, file.name === 'download' ? 'sp-metadata.xml' : file.name);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="sso-sp">
      <Descriptions size="small" column={1} bordered title={t('sp.title')}>
        <Descriptions.Item label={t('sp.identifier')}>
          <Typography.Text copyable={{ text: sso.spEntityId }} data-testid="sso-sp-identifier">
            {sso.spEntityId}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('sp.returnAddress')}>
          <Typography.Text copyable={{ text: sso.acsUrl }} data-testid="sso-sp-acs">
            {sso.acsUrl}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('sp.logoutAddress')}>
          <Typography.Text copyable={{ text: sso.sloUrl }}>{sso.sloUrl}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {sso.spCertificate && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('sp.certificate')}</Typography.Text>
          <CertificateSummary cert={sso.spCertificate} />
        </div>
      )}
      {sso.settings && (
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} style={{ marginTop: 12 }} data-testid="sso-sp-metadata">
          {t('sp.download')}
        </Button>
      )}
    </div>
  );
}
