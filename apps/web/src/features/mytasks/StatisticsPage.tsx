import { Card, Empty, Space, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '../../shell/PageState';
import { myTasksKeys, reportPrincipal, reportSimple, reportTrend } from './api';
import { BoardPicker } from './BoardPicker';
import { StatChart } from './StatChart';
import { byLaneOption, byLevelOption, COLORS, principalOption, totalsOption, trendOption } from './statsOptions';
import { WorkNav } from './WorkNav';
import './mytasks.css';

/** /work/statistical?projectId&boardId — a board's task statistics (spec 3 §2 Work tasks). */
export function StatisticsPage() {
  const { t } = useTranslation('mytasks');
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const boardId = params.get('boardId') ?? '';
  const enabled = !!projectId && !!boardId;
  const simple = useQuery({ queryKey: myTasksKeys.report('simple', projectId, boardId), queryFn: () => reportSimple(projectId, boardId), enabled });
  const principal = useQuery({ queryKey: myTasksKeys.report('principal', projectId, boardId), queryFn: () => reportPrincipal(projectId, boardId), enabled });
  const trend = useQuery({ queryKey: myTasksKeys.report('trend', projectId, boardId), queryFn: () => reportTrend(projectId, boardId), enabled });
  const loading = simple.isLoading || principal.isLoading || trend.isLoading;
  const error = simple.error ?? principal.error ?? trend.error;
  const retry = () => Promise.all([simple.refetch(), principal.refetch(), trend.refetch()]);
  const s = simple.data;
  const tr = (key: string) => t(key);
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="stats-title">
            {t('stats.title')}
          </Typography.Title>
          <WorkNav />
        </Space>
        <BoardPicker />
      </div>
      {!enabled ? (
        <Empty description={t('pickBoardHint')} data-testid="stats-pick" style={{ margin: '48px auto' }} />
      ) : (
        <PageState loading={loading} error={error} empty={!s || s.total === 0} emptyText={t('stats.empty')} onRetry={retry}>
          {s && principal.data && trend.data && (
            <>
              <Space size={48} style={{ marginBottom: 16 }} data-testid="stats-totals" wrap>
                <Statistic title={t('stats.total')} value={s.total} />
                <Statistic title={t('stats.finished')} value={s.finished} styles={{ content: { color: COLORS.finished } }} />
                <Statistic title={t('stats.unfinished')} value={s.unfinished} styles={{ content: { color: COLORS.open } }} />
                <Statistic title={t('stats.overdue')} value={s.overdue} styles={{ content: { color: COLORS.overdue } }} />
              </Space>
              <div className="stats-grid">
                <StatChart
                  testId="stats-totals-chart"
                  title={t('stats.totalsChart')}
                  option={totalsOption(s, tr)}
                  description={t('stats.totalsDesc', { finished: s.finished, unfinished: s.unfinished, overdue: s.overdue })}
                />
                <StatChart
                  testId="stats-lane-chart"
                  title={t('stats.byLane')}
                  option={byLaneOption(s, tr)}
                  description={t('stats.byLaneDesc', { count: s.byLane.length })}
                />
                <StatChart testId="stats-level-chart" title={t('stats.byLevel')} option={byLevelOption(s, tr)} description={t('stats.byLevelDesc')} />
                <StatChart
                  testId="stats-principal-chart"
                  title={t('stats.byPrincipal')}
                  option={principalOption(principal.data, tr)}
                  description={t('stats.byPrincipalDesc', { count: principal.data.rows.length })}
                />
              </div>
              <div style={{ marginTop: 16 }}>
                <StatChart
                  testId="stats-trend-chart"
                  title={t('stats.trend')}
                  option={trendOption(trend.data, tr)}
                  description={t('stats.trendDesc', { count: trend.data.days.length })}
                />
              </div>
            </>
          )}
        </PageState>
      )}
    </Card>
  );
}
