import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const PAGES = [
  { path: '/work', key: 'myTasks' },
  { path: '/work/gantt', key: 'gantt' },
  { path: '/work/statistical', key: 'statistics' },
] as const;

/** My tasks / Gantt / Statistics; the project and board in the address travel along. */
export function WorkNav() {
  const { t } = useTranslation('mytasks');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keep = new URLSearchParams();
  for (const k of ['projectId', 'boardId']) {
    const v = params.get(k);
    if (v) keep.set(k, v);
  }
  const qs = keep.toString();
  return (
    <Segmented
      data-testid="work-nav"
      value={pathname.replace(/\/$/, '')}
      onChange={(p) => navigate(qs ? `${p}?${qs}` : String(p))}
      options={PAGES.map((p) => ({ value: p.path, label: <span data-testid={`work-nav-${p.key}`}>{t(`nav.${p.key}`)}</span> }))}
    />
  );
}
