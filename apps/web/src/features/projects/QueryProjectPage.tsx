import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { projectByCode, type FoundProject as Found } from './api';

/** /query_project — look a project up by its join code, then join it. */
export function QueryProjectPage() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [found, setFound] = useState<(Found & { code: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (v: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      setFound({ ...(await projectByCode(v.code.trim())), code: v.code.trim() });
    } catch (e) {
      setFound(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ maxWidth: 560, margin: '40px auto' }}>
      <Typography.Title level={4}>{t('queryTitle')}</Typography.Title>
      <Form layout="inline" onFinish={search}>
        <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('codeRequired') }]} style={{ flex: 1 }}>
          <Input placeholder={t('joinCode')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common:search')}
        </Button>
      </Form>
      {error && <Result status="warning" subTitle={error} />}
      {found && (
        <>
          <Descriptions column={1} style={{ marginTop: 24 }}>
            <Descriptions.Item label={t('fields.name')}>{found.name}</Descriptions.Item>
            <Descriptions.Item label={t('enterprise')}>{found.enterpriseName}</Descriptions.Item>
          </Descriptions>
          <Button type="primary" onClick={() => navigate(`/join_project?code=${encodeURIComponent(found.code)}`)}>
            {t('join')}
          </Button>
        </>
      )}
    </Card>
  );
}
