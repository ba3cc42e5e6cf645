import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createUser } from '../modules/accounts/service';
import { users } from '../modules/accounts/tables';
import { enterprises } from '../modules/enterprise/tables';
import { addEnterpriseMember } from '../modules/enterprise/service';
import { createEnterpriseRoles } from '../modules/roles/service';
import { rolePermissions } from '../modules/roles/tables';
import { projects } from '../modules/projects/tables';
import type { TestApp } from './harness';

/** An enterprise of its own with one staff user, signed in: the "outsider" of access tests. */
export async function buildOutsider(t: TestApp, loginName = `out-${randomUUID().slice(0, 8)}`) {
  const db = t.deps.db;
  const enterpriseId = randomUUID();
  await db.insert(enterprises).values({ id: enterpriseId, nameCn: '外部公司', nameEn: 'Outside Ltd' });
  const { staffRoleId, managerRoleId } = await createEnterpriseRoles(db, enterpriseId);
  const user = await createUser(db, { loginName, name: 'Out Sider', password: 'Outsider#2026', email: `${loginName}@outside.example` });
  await addEnterpriseMember(db, enterpriseId, user.id, staffRoleId);
  const token = await t.login(loginName, 'Outsider#2026');
  return { enterpriseId, user, token, staffRoleId, managerRoleId };
}

/** Lets holders of an enterprise role create projects (enterprise:project_add is no default of staff). */
export async function grantProjectCreation(db: Db, roleId: string) {
  await db.insert(rolePermissions).values({ roleId, module: 'enterprise', action: 'project_add' }).onConflictDoNothing();
}

export async function demoProjects(db: Db) {
  const rows = await db.select().from(projects).orderBy(projects.name);
  return { harbour: rows.find((p) => p.name.startsWith('Harbour'))!, riverside: rows.find((p) => p.name.startsWith('Riverside'))! };
}

export async function userId(db: Db, loginName: string) {
  const [u] = await db.select().from(users).where(eq(users.loginName, loginName));
  return u.id;
}

export const validProject = (over: Record<string, unknown> = {}) => ({
  name: 'Canal Bridge',
  area: 'Hamburg',
  address: 'Kanalstraße 1',
  type: 'Infrastructure',
  startDate: '2026-01-01',
  endDate: '2027-01-01',
  ...over,
});
