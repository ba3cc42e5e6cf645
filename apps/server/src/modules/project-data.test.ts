import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, sql } from 'drizzle-orm';
import { demoProjects } from '../test/factories';
import { seedDemoDocuments } from './files/demo/demo';
import { seedDemoIot } from './iot/demo';
import { seedDemoApprovals } from './approvals/demo';
import { collectOrphans } from './files/storage/content';
import { blobs } from './files/tables';
import { kit, dataUrl, png, type Kit } from './annotations/testkit';
import { projectTables } from './project-data';
import { createNotification, notificationTarget } from './notifications/service';
import { notifications } from './notifications/tables';

// Deleting a project deletes what every module holds of it (modules/project-data.ts) in the
// same transaction, and the content only it held becomes collectable.

let k: Kit;
beforeAll(async () => {
  k = await kit();
  await seedDemoDocuments(k.t.deps);
  await seedDemoIot(k.t.deps);
  await seedDemoApprovals(k.t.deps);
});
afterAll(() => k.t.close());
/** Content hashes only the deleted project held, and those the other project holds. */
let onlyHarbour = new Set<string>();
let kept = new Set<string>();

/** The operation log outlives the project: its rows (the deletion's own included) stay for the enterprise's log. */
const OUTLIVES_THE_PROJECT = 'operation_logs';

/** Tables of the schema with a project_id column that the deletion empties. */
async function projectScopedTables(): Promise<string[]> {
  const r = await k.t.deps.db.execute(
    sql`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'project_id' order by table_name`,
  );
  return r.rows.map((x) => String((x as { table_name: string }).table_name)).filter((t) => t !== OUTLIVES_THE_PROJECT);
}

async function rowsOf(projectId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await projectScopedTables()) {
    const r = await k.t.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where project_id = ${projectId}`);
    const n = Number((r.rows[0] as { n: number }).n);
    if (n > 0) out[table] = n;
  }
  return out;
}

describe('project deletion', () => {
  it('knows every table that holds project rows', async () => {
    // The projects module's own tables go by its own delete; upload sessions after the commit (with their partial files).
    const handledElsewhere = ['project_invitations', 'project_members', 'roles', 'upload_sessions'];
    const listed = projectTables().map((t) => getTableName(t));
    expect([...listed, ...handledElsewhere].sort()).toEqual(await projectScopedTables());
  });

  it('deletes the files, boards, issues, approvals, annotations and IoT data of the project, and nothing of another', async () => {
    const { harbour, riverside } = await demoProjects(k.t.deps.db);
    const file = await k.pdf('Deleted with the project.pdf');
    const note = (await k.add(file, { snapshot: dataUrl(png(80, 3)) })).body.data;
    expect((await k.post('/comment/comments/add', { business: 'annotation', moduleId: note.id, context: 'See the slab' })).body.success).toBe(true);
    const before = await rowsOf(harbour.id);
    for (const t of [
      'file_nodes',
      'file_versions',
      'annotations',
      'comments',
      'task_boards',
      'tasks',
      'issues',
      'approvals',
      'iot_devices',
      'roles',
      'project_members',
    ]) {
      expect(before[t], t).toBeGreaterThan(0);
    }
    const other = await rowsOf(riverside.id);
    const notice = (projectId: string) =>
      createNotification(k.t.deps.db, {
        recipients: [k.memberId],
        sender: k.padminId,
        targetId: notificationTarget({ projectId, appType: 'tapd', taskId: 't1' }),
        targetType: 'task',
        actionType: 'TASK_FINISH',
      });
    await notice(harbour.id);
    await notice(riverside.id);
    const shas = async (projectId: string) =>
      new Set(
        (
          await k.t.deps.db.execute(sql`select sha256 from file_versions where project_id = ${projectId}
      union select snapshot_sha256 from annotations where project_id = ${projectId} and snapshot_sha256 is not null`)
        ).rows.map((r) => String((r as { sha256: string }).sha256)),
      );
    kept = await shas(riverside.id);
    onlyHarbour = new Set([...(await shas(harbour.id))].filter((s) => !kept.has(s)));
    expect(onlyHarbour.size).toBeGreaterThan(1);

    expect((await k.t.post('/protected/project/delete-project', { projectId: harbour.id, projectName: harbour.name }, k.member)).status).toBe(403);
    expect((await k.t.post('/protected/project/delete-project', { projectId: harbour.id, projectName: harbour.name }, k.padmin)).body.success).toBe(true);

    expect(await rowsOf(harbour.id)).toEqual({});
    expect(await rowsOf(riverside.id)).toEqual(other);
    // The project's notices went; the other project's stays.
    const notices = await k.t.deps.db.select().from(notifications).where(eq(notifications.userId, k.memberId));
    expect(notices.map((n) => n.targetId)).toEqual([notificationTarget({ projectId: riverside.id, appType: 'tapd', taskId: 't1' })]);
    // Their child rows went by cascade (only this project had any).
    for (const table of ['task_swimlanes', 'task_logs', 'issue_history', 'approval_approvers', 'iot_readings']) {
      const r = await k.t.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      expect(Number((r.rows[0] as { n: number }).n), table).toBe(0);
    }
  });

  it('leaves the content to the blob housekeeping, which deletes it a day later', async () => {
    const held = await k.t.deps.db.select().from(blobs);
    const alive = new Set(held.filter((b) => b.orphanedAt === null).map((b) => b.sha256));
    expect([...onlyHarbour].filter((s) => alive.has(s))).toEqual([]);
    expect([...kept].every((s) => alive.has(s))).toBe(true);
    k.clock.now += 2 * 24 * 3600_000;
    await collectOrphans(k.t.deps);
    const left = new Set((await k.t.deps.db.select().from(blobs)).map((b) => b.sha256));
    expect([...onlyHarbour].filter((s) => left.has(s))).toEqual([]);
    expect([...kept].every((s) => left.has(s))).toBe(true);
  });
});
