import { randomUUID, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import type { Config } from './config';
import { users, createUser } from './modules/accounts';
import { enterprises, addEnterpriseMember } from './modules/enterprise';
import { createEnterpriseRoles, createProjectRoles, rolePermissions, roles } from './modules/roles';
import { projectGroups, projectMembers, projects, seedDemoProjectTypes } from './modules/projects';
import { updateLogs } from './modules/updatelog';
import { seedDemoBoard } from './modules/tasks';
import { seedDemoIssues } from './modules/issues';
import { seedDemoStaff } from './modules/staff';

/** Demo accounts (README lists them; SEED_DEMO=false disables the seed). */
export const DEMO_ACCOUNTS = [
  { loginName: 'sysadmin', password: 'Sysadmin#2026', name: 'System Manager', kind: 'system manager' },
  { loginName: 'emanager', password: 'Manager#2026', name: 'Erin Manager', kind: 'enterprise manager' },
  { loginName: 'padmin', password: 'Padmin#2026', name: 'Paul Admin', kind: 'project admin' },
  { loginName: 'member', password: 'Member#2026', name: 'Mia Member', kind: 'member' },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count === 0;
}

/** Seeds an empty database. With the demo off, only a system manager with ADMIN_PASSWORD. */
export async function seed(db: Db, config: Config): Promise<{ seeded: boolean; accounts: { loginName: string; password: string; kind: string }[] }> {
  if (!(await isEmpty(db))) return { seeded: false, accounts: [] };
  if (!config.seedDemo) {
    const loginName = config.systemManagers[0] ?? 'sysadmin';
    const password = config.adminPassword ?? randomBytes(12).toString('base64url') + 'a1A#';
    await createUser(db, { loginName, name: 'System Manager', password, isSystem: true, userLevel: 0 });
    return { seeded: true, accounts: [{ loginName, password: config.adminPassword ? '(ADMIN_PASSWORD)' : password, kind: 'system manager' }] };
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const made: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const u = await createUser(t, {
        loginName: a.loginName,
        name: a.name,
        password: a.password,
        email: `${a.loginName}@demo.trestle.local`,
        isSystem: true,
        userLevel: a.loginName === 'emanager' || a.loginName === 'sysadmin' ? 0 : 1,
      });
      made[a.loginName] = u.id;
    }
    const entId = randomUUID();
    await tx.insert(enterprises).values({
      id: entId,
      nameCn: '北风建设',
      nameEn: 'Northwind Construction',
      domain: 'northwind.example',
      rules: 'Drawings are reviewed before issue.',
      storageSize: 50 * 1073741824,
    });
    const { managerRoleId, staffRoleId } = await createEnterpriseRoles(t, entId);
    await addEnterpriseMember(t, entId, made.sysadmin, managerRoleId);
    await addEnterpriseMember(t, entId, made.emanager, managerRoleId);
    // Creating projects is no default of staff (issue 19 item 6): the demo's project admin holds
    // an enterprise role that grants it, the demo member plain staff.
    const leadRoleId = randomUUID();
    await t.insert(roles).values({ id: leadRoleId, enterpriseId: entId, projectId: null, name: 'Project lead', defaultLevel: 50 });
    await t
      .insert(rolePermissions)
      .values((['enter', 'visit', 'project_add'] as const).map((action) => ({ roleId: leadRoleId, module: 'enterprise', action })));
    await addEnterpriseMember(t, entId, made.padmin, leadRoleId);
    await addEnterpriseMember(t, entId, made.member, staffRoleId);
    await seedDemoStaff(t, entId, { emanager: made.emanager, padmin: made.padmin, member: made.member });

    // A second enterprise so the enterprise switch has something to show.
    const ent2 = randomUUID();
    await tx
      .insert(enterprises)
      .values({ id: ent2, nameCn: '南岸设计', nameEn: 'Southbank Design', domain: 'southbank.example', storageSize: 10 * 1073741824 });
    const roles2 = await createEnterpriseRoles(t, ent2);
    await addEnterpriseMember(t, ent2, made.emanager, roles2.staffRoleId);

    const groupId = randomUUID();
    await tx.insert(projectGroups).values({
      id: groupId,
      enterpriseId: entId,
      name: 'Harbour District',
      nameEn: 'Harbour District',
      region: 'Hamburg',
      address: 'HafenCity, Hamburg',
      introduction: 'Waterfront residential and office projects.',
      createdBy: made.emanager,
    });
    const demoProjects = [
      {
        name: 'Harbour View Residences',
        nameEn: 'Harbour View Residences',
        area: 'Hamburg',
        address: 'Am Sandtorkai 12, Hamburg',
        type: 'Residential',
        startDate: '2026-03-01',
        endDate: '2028-06-30',
        status: 'inProgress',
        groupId,
        longitude: 9.99,
        latitude: 53.54,
        clientName: 'Harbour Living GmbH',
        stage: 'Construction',
        acreage: '4,200 m²',
        size: '18,600 m²',
        overview: 'Two residential towers of 11 and 14 storeys on a shared podium with retail and an underground car park, on the Sandtorkai waterfront.',
        contactWay: '+49 40 555 0120',
        businessHours: 'Site office Mon–Fri 07:00–17:00',
      },
      {
        name: 'Riverside Office Tower',
        nameEn: 'Riverside Office Tower',
        area: 'Hamburg',
        address: 'Elbstraße 5, Hamburg',
        type: 'Commercial',
        startDate: '2026-09-01',
        endDate: '2029-12-31',
        status: 'preparing',
        groupId: null,
        longitude: 9.95,
        latitude: 53.545,
        clientName: 'Elbe Offices AG',
        stage: 'Design',
      },
    ];
    for (const p of demoProjects) {
      const projectId = randomUUID();
      await tx.insert(projects).values({ id: projectId, enterpriseId: entId, joinCode: randomBytes(6).toString('hex'), createdBy: made.padmin, ...p });
      const r = await createProjectRoles(t, entId, projectId);
      await tx.insert(projectMembers).values([
        { projectId, userId: made.padmin, roleId: r.adminRoleId, isAdmin: true },
        { projectId, userId: made.member, roleId: r.memberRoleId, isAdmin: false },
      ]);
      if (p === demoProjects[0]) {
        await seedDemoBoard(t, projectId, { id: made.padmin, loginName: 'padmin', name: 'Paul Admin' }, made.member);
        await seedDemoIssues(
          t,
          projectId,
          { id: made.padmin, loginName: 'padmin', name: 'Paul Admin' },
          { id: made.member, loginName: 'member', name: DEMO_ACCOUNTS.find((a) => a.loginName === 'member')!.name },
        );
      }
    }
    await seedDemoProjectTypes(t, entId, made.emanager);
  });
  await db
    .insert(updateLogs)
    .values([
      {
        id: randomUUID(),
        version: '0.1.0',
        releasedAt: new Date('2026-11-23T00:00:00Z'),
        contentEn: 'First release: accounts, enterprises, projects, roles and the application shell.',
        contentZh: '首个版本：账号、企业、项目、角色和应用框架。',
        contentJa: '最初のリリース：アカウント、企業、プロジェクト、ロール、アプリケーションの枠組み。',
      },
    ])
    .onConflictDoNothing();
  return { seeded: true, accounts: DEMO_ACCOUNTS.map((a) => ({ loginName: a.loginName, password: a.password, kind: a.kind })) };
}
