import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { createTestApp, type TestApp, type TestResponse } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { builtInRoleId } from '../roles/service';
import { roles, rolePermissions } from '../roles/tables';
import { projectMembers } from '../projects/tables';
import { notifications } from '../notifications/tables';
import { issueHistory } from './tables';

// Shared set-up of the issue tests (not a test file itself): the demo project with its admin
// (a manager) and member, a second member "carol", a member "viewer" whose role has no issue
// rights, an outsider, and calls that fill in projectId.

type Res = Pick<TestResponse, 'status' | 'body'>;

export interface IssueKit {
  t: TestApp;
  projectId: string;
  padmin: string;
  member: string;
  carol: string;
  viewer: string;
  outsider: string;
  ids: { padmin: string; member: string; carol: string; viewer: string };
  post(url: string, body?: object, token?: string | null, lang?: string): Promise<Res>;
  /** Raises an issue as `token` (default member) and returns its detail. */
  issue(over?: object, token?: string): Promise<IssueDetail>;
  /** History actions of an issue, oldest first. */
  history(issueId: string): Promise<{ action: string; detail: Record<string, unknown>; userId: string }[]>;
  /** Notices about an issue, oldest first. */
  notices(issueId: string): Promise<{ userId: string; actionType: string; sender: string | null; content: string | null }[]>;
}

let seq = 0;

export async function issueKit(): Promise<IssueKit> {
  const t = await createTestApp();
  const db = t.deps.db;
  const p = (await demoProjects(db)).harbour;
  const staff = await builtInRoleId(db, { enterpriseId: p.enterpriseId, projectId: null }, 'enterprise_staff');
  const memberRole = await builtInRoleId(db, { enterpriseId: p.enterpriseId, projectId: p.id }, 'project_member');
  const viewerRole = randomUUID();
  await db.insert(roles).values({ id: viewerRole, enterpriseId: p.enterpriseId, projectId: p.id, name: 'Viewer', defaultLevel: 5 });
  await db.insert(rolePermissions).values({ roleId: viewerRole, module: 'dms', action: 'enter' });
  const person = async (loginName: string, name: string, roleId: string) => {
    const u = await createUser(db, { loginName, name, password: 'Person#2026', email: `${loginName}@demo.example` });
    await addEnterpriseMember(db, p.enterpriseId, u.id, staff);
    await db.insert(projectMembers).values({ projectId: p.id, userId: u.id, roleId, isAdmin: false });
    return { id: u.id, token: await t.login(loginName, 'Person#2026') };
  };
  const carol = await person('carol', 'Carol Crane', memberRole);
  const viewer = await person('viewer', 'Vera Viewer', viewerRole);
  const padmin = await t.login('padmin');
  const member = await t.login('member');
  const outsider = (await buildOutsider(t)).token;
  const k: IssueKit = {
    t,
    projectId: p.id,
    padmin,
    member,
    carol: carol.token,
    viewer: viewer.token,
    outsider,
    ids: { padmin: await userId(db, 'padmin'), member: await userId(db, 'member'), carol: carol.id, viewer: viewer.id },
    post: (url, body = {}, token = padmin, lang = 'en') => t.post(url, { projectId: p.id, ...body }, token, lang),
    async issue(over = {}, token = member) {
      const r = await k.post('/protected/issue/add', { code: `TQ-${++seq}`, description: 'Beam clashes with duct at grid C4', ...over }, token);
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data;
    },
    async history(issueId) {
      const rows = await db.select().from(issueHistory).where(eq(issueHistory.issueId, issueId)).orderBy(asc(issueHistory.createdAt), asc(issueHistory.id));
      return rows.map((h) => ({ action: h.action, detail: JSON.parse(h.detail ?? '{}'), userId: h.userId }));
    },
    async notices(issueId) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.targetType, 'issue')))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      return rows
        .filter((n) => new URLSearchParams(n.targetId).get('issueId') === issueId)
        .map((n) => ({ userId: n.userId, actionType: n.actionType, sender: n.sender, content: n.content }));
    },
  };
  return k;
}
