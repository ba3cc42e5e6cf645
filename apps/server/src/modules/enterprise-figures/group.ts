import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { usageOfProjects } from '../files';
import { issues } from '../issues';
import { getGroup, groupProjectsSeenBy, projectMembers, projects } from '../projects';

// A group home page's figures (/#/enterpriseHome?id=…): over the group's projects that the caller's
// project list shows, so a page never counts what its reader cannot open.

const none = { projectCount: 0, projectsByStatus: [], memberCount: 0, storageBytes: 0, openIssues: 0, issueCount: 0 };

async function byStatus(db: DbOrTx, ids: string[]) {
  const r = await db.execute(sql`
    select ${projects.status} as status, count(*)::int as count from ${projects}
    where ${projects.id} in ${ids} group by ${projects.status} order by count desc, status`);
  return (r.rows as { status: string; count: number }[]).map((x) => ({ status: x.status, count: Number(x.count) }));
}

async function counts(db: DbOrTx, ids: string[]) {
  const r = await db.execute(sql`
    select
      (select count(distinct ${projectMembers.userId}) from ${projectMembers} where ${projectMembers.projectId} in ${ids})::int as members,
      (select count(*) from ${issues} where ${issues.projectId} in ${ids} and ${issues.status} <> 'closed')::int as open,
      (select count(*) from ${issues} where ${issues.projectId} in ${ids})::int as total`);
  const row = r.rows[0] as { members: number; open: number; total: number };
  return { memberCount: Number(row.members), openIssues: Number(row.open), issueCount: Number(row.total) };
}

export async function groupFigures(deps: Deps, actor: Actor, enterpriseId: string, groupId: string) {
  await getGroup(deps, enterpriseId, groupId); // not found outside the caller's enterprise
  const ids = await groupProjectsSeenBy(deps, actor, enterpriseId, groupId);
  if (ids.length === 0) return none;
  return {
    projectCount: ids.length,
    projectsByStatus: await byStatus(deps.db, ids),
    ...(await counts(deps.db, ids)),
    storageBytes: await usageOfProjects(deps.db, ids),
  };
}
