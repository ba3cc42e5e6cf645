import { useState } from 'react';
import { Button, Card, Descriptions, Result, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { PageState } from '../../shell/PageState';
import { joinProject, projectByCode, projectsKeys } from './api';

/** /join_project?code= — the invitation or join code; joining needs a signed-in user. */
export function JoinProjectPage() {
  const { t } = useTranslation('projects');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const code = params.get('code') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: projectsKeys.byCode(code),
    queryFn: () => projectByCode(code),
    enabled: !!code,
  });
  const join = async () => {
    if (!getToken()) {
      void navigate(`/login?redirectUrl=${encodeURIComponent(`/join_project?code=${code}`)}`);
      return;
    }
    setBusy(true);
    try {
      const r = await joinProject(code);
      await qc.invalidateQueries({ queryKey: projectsKeys.all });
      void navigate(`/project_index/${r.projectId}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  if (!code) return <Result status="warning" title={t('codeRequired')} extra={<Button onClick={() => navigate('/query_project')}>{t('queryTitle')}</Button>} />;
  return (
    <Card style={{ maxWidth: 560, margin: '40px auto' }}>
      <Typography.Title level={4}>{t('joinTitle')}</Typography.Title>
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('fields.name')}>{q.data?.name}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise')}>{q.data?.enterpriseName}</Descriptions.Item>
        </Descriptions>
        {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
        <Button type="primary" onClick={join} loading={busy} data-testid="join-submit">
          {getToken() ? t('join') : t('signInToJoin')}
        </Button>
      </PageState>
    </Card>
  );
}
