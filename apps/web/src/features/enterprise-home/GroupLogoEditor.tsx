import { App, Avatar, Button, Popconfirm, Space, Upload } from 'antd';
import { ApartmentOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_LOGO_MAX_BYTES } from '@trestle/shared';
import { errorText } from '../../api/client';
import { projectsKeys } from '../projects/api';
import { deleteGroupLogo, uploadGroupLogo, useGroupLogoUrl } from './api';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The group's logo; holders of enterprise:groups upload (same limits as the enterprise logo) or remove it. */
export function GroupLogoEditor({ groupId, address, editable }: { groupId: string; address: string | null; editable: boolean }) {
  const { t } = useTranslation('grouphome');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const url = useGroupLogoUrl(groupId, address);
  const done = async (ok: string) => {
    message.success(t(ok));
    await Promise.all([qc.invalidateQueries({ queryKey: projectsKeys.group(groupId) }), qc.invalidateQueries({ queryKey: projectsKeys.all })]);
  };
  const upload = async (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) return message.error(t('enterprise:logoType'));
    if (file.size >= ENTERPRISE_LOGO_MAX_BYTES) return message.error(t('enterprise:logoSize'));
    try {
      await uploadGroupLogo(groupId, file);
      await done('common:saved');
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const remove = async () => {
    try {
      await deleteGroupLogo(groupId);
      await done('common:deleted');
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <Space direction="vertical" size={4} align="center">
      <Avatar shape="square" size={72} src={url ?? undefined} icon={<ApartmentOutlined />} data-testid="group-logo" data-has-logo={url ? 'yes' : 'no'} />
      {editable && (
        <Space size={4}>
          <Upload
            accept={LOGO_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} title={t('enterprise:logoHint')} data-testid="group-logo-upload">
              {t('enterprise:uploadLogo')}
            </Button>
          </Upload>
          {address && (
            <Popconfirm title={t('removeLogoConfirm')} onConfirm={() => void remove()}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('removeLogo')} data-testid="group-logo-remove" />
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );
}
