import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { uploadPackage, type PluginUpload } from './api';
import { sha256Hex } from './sha256';

/**
 * The package of a version: the file's sha256 is computed here, then the file streams to the
 * server, which stores it only if the bytes it received have that sha256.
 */
export function PackageField(props: { value?: PluginUpload | null; onChange?: (v: PluginUpload | null) => void }) {
  const { t } = useTranslation('plugins');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const pick = async (file: File) => {
    setState({ busy: true, error: null });
    try {
      const sha = await sha256Hex(file);
      props.onChange?.(await uploadPackage(file, sha));
      setState({ busy: false, error: null });
    } catch (e) {
      props.onChange?.(null);
      setState({ busy: false, error: errorText(e) });
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={state.busy} data-testid="plugin-package">
          {props.value ? t('dialog.replacePackage') : t('dialog.choosePackage')}
        </Button>
      </Upload>
      {props.value && (
        <Typography.Text type="secondary" data-testid="plugin-package-done">
          {t('dialog.uploaded', { name: props.value.name, size: props.value.size })}{' '}
          <Typography.Text code copyable>
            {props.value.sha256}
          </Typography.Text>
        </Typography.Text>
      )}
      {state.error && (
        <Typography.Text type="danger" data-testid="plugin-package-error">
          {state.error}
        </Typography.Text>
      )}
    </Space>
  );
}
