import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagementData } from '@trestle/shared/project-org-responses';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { putFile } from '../../test/files';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { enterpriseUsage } from '../files/storage/content';
import { issues } from '../issues/tables';
import { projects } from '../projects/tables';
import { rolePermissions, roles } from '../roles/tables';

// /protected/enterprise/get-management-data: every figure from the database, on an injected clock
// far past the demo data, so only the rows made here fall in the 12 weeks.

const URL = '/protected/enterprise/get-management-data';
const NOW = Date.parse('2030-03-06T10:00:00Z'); // a Wednesday; its week starts Monday 2030-03-04
const DAY = 86_400_000;
const clock = { now: NOW };
let t: TestApp;
let harbour: { id: string; enterpriseId: string };
let riverside: { id: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock.now) });
  const p = await demoProjects(t.deps.db);
  harbour = p.harbour;
  riverside = p.riverside;
});
afterAll(() => t.close());

async function at<T>(time: number, f: () => Promise<T>): Promise<T> {
  clock.now = time;
  try {
    return await f();
  } finally {
    clock.now = NOW;
  }
}

async function addIssue(createdAt: string) {
  await t.deps.db.insert(issues).values({
    id: randomUUID(),
    projectId: harbour.id,
    code: `Q-${randomUUID().slice(0, 6)}`,
    createdBy: await userId(t.deps.db, 'padmin'),
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
}

describe('management figures', () => {
  it('counts projects by status, active staff, bytes per project and uploads and issues per week', async () => {
    await t.deps.db.update(projects).set({ status: 'in_progress' }).where(eq(projects.id, harbour.id));
    await t.deps.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, riverside.id));
    // Staff: emanager and padmin seen now, member 20 days ago, sysadmin never.
    const manager = await t.login('emanager');
    const padmin = await t.login('padmin');
    await at(NOW - 20 * DAY, () => t.login('member'));
    // Uploads: one now, one in the week of 2030-02-18; issues in the weeks of 2030-03-04 (two), 2029-12-31 and one too old.
    await putFile(t, padmin, harbour.id, 'now.txt', Buffer.from('uploaded this week'));
    await at(Date.parse('2030-02-20T09:00:00Z'), () => putFile(t, padmin, harbour.id, 'then.txt', Buffer.from('uploaded two weeks before')));
    for (const when of ['2030-03-04T00:00:00Z', '2030-03-06T09:59:00Z', '2030-01-01T12:00:00Z', '2029-12-10T12:00:00Z']) await addIssue(when);

    const r = await t.post(URL, {}, manager);
    expect(r.body.success).toBe(true);
    const d = r.body.data as ManagementData;
    expect(d.projectsByStatus).toEqual([
      { status: 'completed', count: 1 },
      { status: 'in_progress', count: 1 },
    ]);
    expect(d.staff).toEqual({ total: 4, active7: 2, active30: 3 });
    const used = (await enterpriseUsage(t.deps.db, harbour.enterpriseId)).used;
    expect(d.storageByProject.reduce((s, p) => s + p.bytes, 0)).toBe(used);
    expect(d.storageByProject.map((p) => p.projectId).sort()).toEqual([harbour.id, riverside.id].sort());
    expect(d.storageByProject.find((p) => p.projectId === harbour.id)!.bytes).toBeGreaterThanOrEqual(
      'uploaded this week'.length + 'uploaded two weeks before'.length,
    );

    expect(d.uploadsPerWeek).toHaveLength(12);
    expect(d.uploadsPerWeek[0].week).toBe('2029-12-17');
    expect(d.uploadsPerWeek[11]).toEqual({ week: '2030-03-04', count: 1 });
    expect(d.uploadsPerWeek.find((w) => w.week === '2030-02-18')).toEqual({ week: '2030-02-18', count: 1 });
    expect(d.uploadsPerWeek.reduce((s, w) => s + w.count, 0)).toBe(2);
    expect(d.issuesPerWeek[11]).toEqual({ week: '2030-03-04', count: 2 });
    expect(d.issuesPerWeek.find((w) => w.week === '2029-12-31')).toEqual({ week: '2029-12-31', count: 1 });
    expect(d.issuesPerWeek.reduce((s, w) => s + w.count, 0)).toBe(3);
  });

  it('answers staff granted enterprise:statistics, and refuses other staff, outsiders and bad input', async () => {
    const member = await t.login('member');
    const manager = await t.login('emanager');
    const memberId = await userId(t.deps.db, 'member');
    const refused = await t.post(URL, {}, member);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(4030);
    const grant = (allowed: boolean | null) =>
      t.post(
        '/protected/power-management/save-user-power-management-data',
        {
          isProjectUserManagement: false,
          enterpriseId: harbour.enterpriseId,
          userId: memberId,
          check_box_click: [{ module: 'enterprise', action: 'statistics', allowed }],
        },
        manager,
      );
    expect((await grant(true)).body.success).toBe(true);
    expect((await t.post(URL, {}, member)).body.success).toBe(true);
    expect((await grant(null)).body.success).toBe(true);
    expect((await t.post(URL, {}, member)).status).toBe(403);
    const roleId = randomUUID();
    await t.deps.db.insert(roles).values({ id: roleId, enterpriseId: harbour.enterpriseId, projectId: null, name: 'Badge only', defaultLevel: 1 });
    await t.deps.db.insert(rolePermissions).values({ roleId, module: 'enterprise', action: 'enter' });
    const u = await createUser(t.deps.db, { loginName: 'badge', name: 'Badge', password: 'Badge#2026x', email: 'badge@demo.example' });
    await addEnterpriseMember(t.deps.db, harbour.enterpriseId, u.id, roleId);
    const denied = await t.post(URL, {}, await t.login('badge', 'Badge#2026x'));
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(4030);
    const out = await buildOutsider(t);
    expect((await t.post(URL, { enterpriseId: harbour.enterpriseId }, out.token)).body.errorCode).toBe(401);
    expect((await t.post(URL, {})).status).toBe(401);
    const bad = await t.post(URL, { enterpriseId: 42 }, await t.login('emanager'));
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});
