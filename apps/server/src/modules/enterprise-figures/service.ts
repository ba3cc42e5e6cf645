import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { fileVersions, usageByProject } from '../files';
import { issues } from '../issues';
import { projects } from '../projects';

// The enterprise's figures at a glance (/#/management_data; docs/project-organisations.md
// "Management figures"): each figure one SQL statement over the enterprise's rows.

/** Weeks shown in the per-week series (the current week last). */
export const WEEKS = 12;

type Week = { week: string; count: number };

async function projectsByStatus(db: DbOrTx, enterpriseId: string) {
  const r = await db.execute(sql`
    select ${projects.status} as status, count(*)::int as count from ${projects}
    where ${projects.enterpriseId} = ${enterpriseId} and ${projects.kind} = 'project' group by ${projects.status} order by count desc, status`);
  return r.rows as { status: string; count: number }[];
}

/** Staff with a session seen in the last 7 and 30 days (sessions.last_seen_at), and all staff. */
async function activeStaff(db: DbOrTx, enterpriseId: string, now: Date) {
  const day = 86_400_000;
  const since7 = new Date(now.getTime() - 7 * day);
  const since30 = new Date(now.getTime() - 30 * day);
  const r = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where s.last_seen >= ${since7.toISOString()}::timestamptz)::int as active7,
      count(*) filter (where s.last_seen >= ${since30.toISOString()}::timestamptz)::int as active30
    from ${enterpriseMembers} m
    left join lateral (select max(${sessions.lastSeenAt}) as last_seen from ${sessions} where ${sessions.userId} = m.user_id) s on true
    where m.enterprise_id = ${enterpriseId}`);
  const row = r.rows[0] as { total: number; active7: number; active30: number };
  return { total: Number(row.total), active7: Number(row.active7), active30: Number(row.active30) };
}

/**
 * Rows per week (Monday-based, UTC) for the last WEEKS weeks up to now, empty weeks as 0:
 * `created` is the timestamp column, `projectId` the project column of the counted table.
 */
async function perWeek(db: DbOrTx, enterpriseId: string, now: Date, table: PgTable, created: PgColumn, projectId: PgColumn): Promise<Week[]> {
  const r = await db.execute(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '${sql.raw(String(WEEKS - 1))} weeks',
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'),
        interval '1 week') as week
    ),
    counted as (
      select date_trunc('week', ${created} at time zone 'UTC') as week, count(*)::int as n
      from ${table}
      where ${projectId} in (select ${projects.id} from ${projects} where ${projects.enterpriseId} = ${enterpriseId})
        and ${created} <= ${now.toISOString()}::timestamptz
      group by 1
    )
    select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(c.n, 0)::int as count
    from weeks w left join counted c on c.week = w.week
    order by w.week`);
  return (r.rows as Week[]).map((x) => ({ week: x.week, count: Number(x.count) }));
}

export async function managementData(db: DbOrTx, enterpriseId: string, now: Date) {
  return {
    projectsByStatus: await projectsByStatus(db, enterpriseId),
    staff: await activeStaff(db, enterpriseId, now),
    storageByProject: await usageByProject(db, enterpriseId),
    uploadsPerWeek: await perWeek(db, enterpriseId, now, fileVersions, fileVersions.createdAt, fileVersions.projectId),
    issuesPerWeek: await perWeek(db, enterpriseId, now, issues, issues.createdAt, issues.projectId),
  };
}
