import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffRow } from '@trestle/shared/staff-responses';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { rolePermissions, roles } from '../roles/tables';
import { departments } from './tables';

// Shared set-up of the staff tests (not a test file itself): the demo enterprise with its
// manager, a plain staff member (no person grants), a "personnel" clerk whose enterprise role
// holds every person grant but who is no manager, an outsider and the system manager.

export const ADD = '/protected/user-management/add-staff';
export const LIST = '/protected/user-management/get-staff';
export const UPDATE = '/protected/user-management/update-staff';
export const DELETE = '/protected/user-management/delete-staff';

export interface Kit {
  t: TestApp;
  enterpriseId: string;
  emanager: string;
  member: string;
  clerk: string;
  clerkId: string;
  outsider: string;
  outsiderEnterpriseId: string;
  sysadmin: string;
  post(url: string, body: object, token?: string | null): ReturnType<TestApp['post']>;
  /** Adds a new person (a fresh account) as the manager; returns the staff row. */
  addPerson(over?: object): Promise<StaffRow>;
  deptId(name: string): Promise<string>;
}

export async function kit(): Promise<Kit> {
  const t = await createTestApp();
  const db = t.deps.db;
  const enterpriseId = (await demoProjects(db)).harbour.enterpriseId;
  const roleId = randomUUID();
  await db.insert(roles).values({ id: roleId, enterpriseId, projectId: null, name: 'Personnel', defaultLevel: 20 });
  await db.insert(rolePermissions).values(['enter', 'add', 'edit', 'delete', 'import', 'export'].map((action) => ({ roleId, module: 'person', action })));
  await db.insert(rolePermissions).values({ roleId, module: 'enterprise', action: 'enter' });
  const clerk = await createUser(db, { loginName: 'clerk', name: 'Cara Clerk', password: 'Clerk#2026x', email: 'clerk@example.com' });
  await addEnterpriseMember(db, enterpriseId, clerk.id, roleId);
  const emanager = await t.login('emanager');
  const outsider = await buildOutsider(t);
  let n = 0;
  const k: Kit = {
    t,
    enterpriseId,
    emanager,
    member: await t.login('member'),
    clerk: await t.login('clerk', 'Clerk#2026x'),
    clerkId: clerk.id,
    outsider: outsider.token,
    outsiderEnterpriseId: outsider.enterpriseId,
    sysadmin: await t.login('sysadmin'),
    post: (url, body, token = emanager) => t.post(url, { enterpriseId, ...body }, token, 'en'),
    async addPerson(over = {}) {
      n++;
      const tag = `${randomUUID().slice(0, 6)}${n}`;
      const r = await k.post(ADD, { name: `Person ${tag}`, email: `p${tag}@example.com`, post: 'Site engineer', ...over });
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data;
    },
    async deptId(name) {
      const [d] = await db.select().from(departments).where(eq(departments.name, name));
      return d.id;
    },
  };
  return k;
}

export { userId };
