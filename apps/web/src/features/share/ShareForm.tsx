import { useEffect } from 'react';
import { Button, Checkbox, Form, Input, Radio, Space, Switch, type FormInstance } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHARE_CODE_RE, SHARE_VALID_DAYS } from '@trestle/shared/share-schemas';
import type { ShareSettings } from './api';

export interface ShareFormValues {
  validDays: number;
  identities: ('user' | 'guest')[];
  codeMode: 'none' | 'code';
  code: string;
  allowDownload: boolean;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random 4-character code without look-alike characters (0/O, 1/I). */
export function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const toSettings = (v: ShareFormValues): ShareSettings => ({
  validDays: v.validDays,
  identities: v.identities,
  code: v.codeMode === 'code' ? v.code.trim().toUpperCase() : null,
  allowDownload: v.allowDownload,
});

export const initialValues = (s?: Partial<ShareSettings>): ShareFormValues => ({
  validDays: s?.validDays ?? 7,
  identities: s?.identities ?? ['user', 'guest'],
  codeMode: s && !s.code ? 'none' : 'code',
  code: s?.code ?? randomCode(),
  allowDownload: s?.allowDownload ?? true,
});

/** Validity, identities, extraction code and downloads of a link (spec 2 §3, §5). */
export function ShareForm(props: { form: FormInstance<ShareFormValues>; initial: ShareFormValues }) {
  const { t } = useTranslation('share');
  const codeMode = Form.useWatch('codeMode', props.form);
  useEffect(() => props.form.setFieldsValue(props.initial), [props.form, props.initial]);
  return (
    <Form form={props.form} layout="vertical" initialValues={props.initial} requiredMark={false}>
      <Form.Item name="validDays" label={t('validity')} rules={[{ required: true, message: t('validityRequired') }]}>
        <Radio.Group data-testid="share-validity">
          {SHARE_VALID_DAYS.map((d) => (
            <Radio.Button key={d} value={d} data-testid={`share-days-${d}`}>
              {d === 0 ? t('permanent') : t('days', { count: d })}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="identities" label={t('identities')} rules={[{ required: true, type: 'array', min: 1, message: t('identitiesRequired') }]}>
        <Checkbox.Group
          data-testid="share-identities"
          options={[
            { value: 'user', label: t('identity.user') },
            { value: 'guest', label: t('identity.guest') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('code')}>
        <Space wrap>
          <Form.Item name="codeMode" noStyle>
            <Radio.Group>
              <Radio value="none" data-testid="share-code-none">
                {t('noCode')}
              </Radio>
              <Radio value="code" data-testid="share-code-on">
                {t('withCode')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {codeMode === 'code' && (
            <>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  { validator: (_, v: string) => (SHARE_CODE_RE.test((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('codeInvalid')))) },
                ]}
              >
                <Input style={{ width: 110 }} maxLength={4} data-testid="share-code" />
              </Form.Item>
              <Button icon={<ReloadOutlined />} onClick={() => props.form.setFieldValue('code', randomCode())} aria-label={t('newCode')} />
            </>
          )}
        </Space>
      </Form.Item>
      <Form.Item name="allowDownload" label={t('allowDownload')} valuePropName="checked">
        <Switch data-testid="share-allow-download" />
      </Form.Item>
    </Form>
  );
}
