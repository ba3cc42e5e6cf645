import type { RegisterRow } from '@trestle/shared/task-schemas';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { builtInRoleId } from '../roles/service';
import { rolePermissions, roles } from '../roles/tables';
import { projectMembers } from '../projects/tables';

// Shared set-up of the register tests (not a test file itself): the demo project, its admin and
// member, an outsider, a project member whose role has no task grants, and a movable clock.

export interface Kit {
  t: TestApp;
  padmin: string;
  member: string;
  outsider: string;
  /** A project member whose role grants project:enter only. */
  bystander: string;
  projectId: string;
  enterpriseId: string;
  memberId: string;
  padminId: string;
  clock: { now: number };
  post(url: string, body: object, token?: string | null): ReturnType<TestApp['post']>;
  add(over?: object, token?: string): Promise<RegisterRow>;
}

export async function kit(): Promise<Kit> {
  const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
  const t = await createTestApp({ now: () => new Date((clock.now += 1000)) });
  const db = t.deps.db;
  const p = (await demoProjects(db)).harbour;
  const roleId = randomUUID();
  await db.insert(roles).values({ id: roleId, enterpriseId: p.enterpriseId, projectId: p.id, name: 'Visitor', defaultLevel: 1 });
  await db.insert(rolePermissions).values({ roleId, module: 'project', action: 'enter' });
  const user = await createUser(db, { loginName: 'bystander', name: 'By Stander', password: 'Bystander#2026', email: 'bystander@example.com' });
  await addEnterpriseMember(db, p.enterpriseId, user.id, await builtInRoleId(db, { enterpriseId: p.enterpriseId, projectId: null }, 'enterprise_staff'));
  await db.insert(projectMembers).values({ projectId: p.id, userId: user.id, roleId, isAdmin: false });
  const padmin = await t.login('padmin');
  const k: Kit = {
    t,
    padmin,
    member: await t.login('member'),
    outsider: (await buildOutsider(t)).token,
    bystander: await t.login('bystander', 'Bystander#2026'),
    projectId: p.id,
    enterpriseId: p.enterpriseId,
    memberId: await userId(db, 'member'),
    padminId: await userId(db, 'padmin'),
    clock,
    post: (url, body, token = padmin) => t.post(url, { projectId: p.id, ...body }, token, 'en'),
    async add(over = {}, token = padmin) {
      const r = await k.post('/protected/projecttask/add-task', { name: 'Pour slab L3', startDate: '2026-03-02', estimate: '3d', ...over }, token);
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data;
    },
  };
  return k;
}
