import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { BREADCRUMB_MAX } from '@trestle/shared';

export interface Crumb {
  title: string;
  to?: string;
}

/** Shows the last 5 entries, with an ellipsis standing for the earlier ones (spec 1 §2.3). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const shown = items.length > BREADCRUMB_MAX ? items.slice(-BREADCRUMB_MAX) : items;
  const crumbs = [
    ...(items.length > BREADCRUMB_MAX ? [{ title: '...' }] : []),
    ...shown.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title })),
  ];
  return <Breadcrumb items={crumbs} style={{ marginBottom: 16 }} data-testid="breadcrumbs" />;
}
