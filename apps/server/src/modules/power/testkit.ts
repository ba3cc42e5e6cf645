import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { departmentMembers, departments } from '../staff/tables';

// Shared set-up of the permission matrix tests (not a test file itself): the demo project, its
// admin and member, the enterprise manager, an outsider, and two departments the member is in.

export const PM = '/protected/power-management';

export interface PowerKit {
  t: TestApp;
  padmin: string;
  member: string;
  emanager: string;
  outsider: string;
  projectId: string;
  enterpriseId: string;
  memberId: string;
  /** Two departments of the enterprise; the member belongs to both. */
  site: string;
  office: string;
  /** A department nobody is in. */
  empty: string;
  post(url: string, body: object, token?: string | null): ReturnType<TestApp['post']>;
  /** The member's permissions in the project as its info reports them (canInProject). */
  memberGrants(): Promise<string[]>;
  /** The member's enterprise grants as the enterprise information reports them. */
  memberEnterpriseGrants(): Promise<string[]>;
}

export async function powerKit(): Promise<PowerKit> {
  const t = await createTestApp();
  const db = t.deps.db;
  const p = (await demoProjects(db)).harbour;
  const memberId = await userId(db, 'member');
  const [site, office, empty] = [randomUUID(), randomUUID(), randomUUID()];
  await db.insert(departments).values([
    { id: site, enterpriseId: p.enterpriseId, name: 'Site team' },
    { id: office, enterpriseId: p.enterpriseId, name: 'Head office' },
    { id: empty, enterpriseId: p.enterpriseId, name: 'Archive' },
  ]);
  await db.insert(departmentMembers).values([
    { departmentId: site, userId: memberId },
    { departmentId: office, userId: memberId },
  ]);
  const padmin = await t.login('padmin');
  const member = await t.login('member');
  const k: PowerKit = {
    t,
    padmin,
    member,
    emanager: await t.login('emanager'),
    outsider: (await buildOutsider(t)).token,
    projectId: p.id,
    enterpriseId: p.enterpriseId,
    memberId,
    site,
    office,
    empty,
    post: (url, body, token = padmin) => t.post(url, body, token, 'en'),
    async memberGrants() {
      const r = await t.post('/protected/get-project-info', { projectId: p.id }, member, 'en');
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data.projectInfo.permissions;
    },
    async memberEnterpriseGrants() {
      const r = await t.post('/protected/enterprise/get-enterprise-information-v1', { enterpriseId: p.enterpriseId }, member, 'en');
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data.permissions;
    },
  };
  return k;
}
