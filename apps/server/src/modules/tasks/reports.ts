import { sql } from 'drizzle-orm';
import { formatDate } from '@trestle/shared';
import type { ReportPrincipal, ReportSimple, ReportTrend } from '@trestle/shared/task-schemas';
import { TASK_LEVELS } from '@trestle/shared/task-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import type { ProjectScope } from '../roles';
import { loadBoard } from './access';

// Board reports (GET /task/report/{simple,principal,trend}/{boardId}; docs/tasks.md "Reports").
// Counting happens in SQL; JS only shapes the few aggregate rows. "Today" and the day a task was
// created or finished are calendar days in the server's time zone, like the dates on the cards.
// Overdue = unfinished with a deadline before today.

const serverZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

async function rows<T>(db: DbOrTx, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export async function simpleReport(deps: Deps, scope: ProjectScope, boardId: string): Promise<ReportSimple> {
  const board = await loadBoard(deps.db, scope, boardId);
  const today = formatDate(deps.now());
  const [tot] = await rows<{ total: number; finished: number; overdue: number }>(
    deps.db,
    sql`
    select count(*)::int as total,
           count(*) filter (where finished)::int as finished,
           count(*) filter (where not finished and deadline < ${today}::date)::int as overdue
    from tasks where board_id = ${board.id}`,
  );
  const byLane = await rows<{ swimlanesId: string; title: string; total: number; finished: number }>(
    deps.db,
    sql`
    select l.id as "swimlanesId", l.title, count(t.id)::int as total, count(t.id) filter (where t.finished)::int as finished
    from task_swimlanes l left join tasks t on t.swimlane_id = l.id
    where l.board_id = ${board.id}
    group by l.id, l.title, l.sort order by l.sort, l.id`,
  );
  const levels = await rows<{ levelId: number; total: number; finished: number }>(
    deps.db,
    sql`
    select level_id as "levelId", count(*)::int as total, count(*) filter (where finished)::int as finished
    from tasks where board_id = ${board.id} group by level_id`,
  );
  // Every level appears, empty ones with zeros, so charts keep their axis.
  const byLevel = TASK_LEVELS.map((l) => levels.find((r) => r.levelId === l) ?? { levelId: l, total: 0, finished: 0 });
  return { total: tot.total, finished: tot.finished, unfinished: tot.total - tot.finished, overdue: tot.overdue, byLane, byLevel };
}

/** Per principal; a task with several principals counts for each, one without counts under userId null. */
export async function principalReport(deps: Deps, scope: ProjectScope, boardId: string): Promise<ReportPrincipal> {
  const board = await loadBoard(deps.db, scope, boardId);
  const today = formatDate(deps.now());
  const list = await rows<{ userId: string | null; userName: string | null; total: number; finished: number; overdue: number }>(
    deps.db,
    sql`
    select p.user_id as "userId", u.name as "userName",
           count(*)::int as total,
           count(*) filter (where t.finished)::int as finished,
           count(*) filter (where not t.finished and t.deadline < ${today}::date)::int as overdue
    from tasks t
    left join task_users p on p.task_id = t.id and p.type = 'PRINCIPAL'
    left join users u on u.id = p.user_id
    where t.board_id = ${board.id}
    group by p.user_id, u.name
    order by (p.user_id is null), count(*) desc, u.name`,
  );
  return { rows: list.map((r) => ({ ...r, userName: r.userName ?? '' })) };
}

/**
 * Per day of the last `days` days (today included): tasks created, tasks finished, and tasks open
 * at the end of that day (created by then and not finished by then). A finished task without a
 * finish time counts as finished when it was last changed.
 */
export async function trendReport(deps: Deps, scope: ProjectScope, boardId: string, days: number): Promise<ReportTrend> {
  const board = await loadBoard(deps.db, scope, boardId);
  const now = deps.now();
  const today = formatDate(now);
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const tz = serverZone();
  const list = await rows<{ date: string; created: number; finished: number; open: number }>(
    deps.db,
    sql`
    with t as (
      select (created_at at time zone ${tz})::date as created_day,
             case when finished then (coalesce(finished_at, updated_at) at time zone ${tz})::date end as finished_day
      from tasks where board_id = ${board.id}
    ), d as (
      select generate_series(${formatDate(first)}::date, ${today}::date, interval '1 day')::date as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(t.created_day) filter (where t.created_day = d.day)::int as created,
           count(t.finished_day) filter (where t.finished_day = d.day)::int as finished,
           count(t.created_day) filter (where t.created_day <= d.day and (t.finished_day is null or t.finished_day > d.day))::int as open
    from d left join t on t.created_day <= d.day
    group by d.day order by d.day`,
  );
  return { days: list };
}
