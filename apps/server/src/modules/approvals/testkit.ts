import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { ApprovalDetail } from '@trestle/shared/approval-schemas';
import { createTestApp, type TestApp, type TestResponse } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import type { Actor } from '../../http/context';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { builtInRoleId } from '../roles/service';
import { rolePermissions, roles } from '../roles/tables';
import { projectMembers } from '../projects/tables';
import { notifications } from '../notifications/tables';
import { addVersion, createFile } from '../files/storage/content';
import { fileNodes } from '../files/tables';
import { writeAcl } from '../permissions/service';
import { approvalHistory } from './tables';

// Shared set-up of the approval tests (not a test file itself). The demo project with its admin
// "padmin" (a manager) and "member" (Mia, the usual initiator); carol and dave (approvers),
// erin (cc), frank (a member on nothing), vera (a member whose role cannot open documents), an
// outsider of another enterprise; project files made straight through the files module.

type Res = Pick<TestResponse, 'status' | 'body'>;
const PASSWORD = 'Person#2026';

export interface ApprovalKit {
  t: TestApp;
  projectId: string;
  riversideId: string;
  tok: { padmin: string; member: string; carol: string; dave: string; erin: string; frank: string; vera: string; outsider: string };
  ids: { padmin: string; member: string; carol: string; dave: string; erin: string; frank: string; vera: string };
  memberRole: string;
  post(url: string, body?: object, token?: string | null, lang?: string): Promise<Res>;
  /** A file of the project (or `projectId`) created by padmin; returns its id. */
  file(name: string, opts?: { parentId?: string | null; projectId?: string }): Promise<string>;
  folder(name: string): Promise<string>;
  /** A new version of a file (the next number becomes current). */
  newVersion(fileId: string): Promise<void>;
  /** Makes a folder restricted: only these grants of the member role apply in it. */
  restrict(folderId: string, actions: string[]): Promise<void>;
  /** Submits an approval as `token` (default member: carol and dave approve, erin in cc). */
  submit(over?: object, token?: string): Promise<ApprovalDetail>;
  notices(approvalId: string): Promise<{ userId: string; actionType: string; sender: string | null; content: string | null; targetId: string }[]>;
  history(
    approvalId: string,
  ): Promise<{ action: string; fromStatus: string | null; toStatus: string; round: number; comment: string | null; userId: string }[]>;
}

export async function approvalKit(): Promise<ApprovalKit> {
  const t = await createTestApp();
  const db = t.deps.db;
  const { harbour: p, riverside } = await demoProjects(db);
  const staff = await builtInRoleId(db, { enterpriseId: p.enterpriseId, projectId: null }, 'enterprise_staff');
  const memberRole = await builtInRoleId(db, { enterpriseId: p.enterpriseId, projectId: p.id }, 'project_member');
  const blindRole = randomUUID();
  await db.insert(roles).values({ id: blindRole, enterpriseId: p.enterpriseId, projectId: p.id, name: 'No documents', defaultLevel: 5 });
  await db.insert(rolePermissions).values({ roleId: blindRole, module: 'project', action: 'enter' });
  const person = async (loginName: string, name: string, roleId: string) => {
    const u = await createUser(db, { loginName, name, password: PASSWORD, email: `${loginName}@demo.example` });
    await addEnterpriseMember(db, p.enterpriseId, u.id, staff);
    await db.insert(projectMembers).values({ projectId: p.id, userId: u.id, roleId, isAdmin: false });
    return { id: u.id, token: await t.login(loginName, PASSWORD) };
  };
  const carol = await person('carol', 'Carol Crane', memberRole);
  const dave = await person('dave', 'Dave Dale', memberRole);
  const erin = await person('erin', 'Erin Eck', memberRole);
  const frank = await person('frank', 'Frank Fell', memberRole);
  const vera = await person('vera', 'Vera Blind', blindRole);
  const padminId = await userId(db, 'padmin');
  const admin = { userId: padminId } as Actor;
  let clock = Date.now();
  const blob = async (text: string) => t.deps.blobs.put(Readable.from([Buffer.from(text)]));
  const k: ApprovalKit = {
    t,
    projectId: p.id,
    riversideId: riverside.id,
    memberRole,
    tok: {
      padmin: await t.login('padmin'),
      member: await t.login('member'),
      carol: carol.token,
      dave: dave.token,
      erin: erin.token,
      frank: frank.token,
      vera: vera.token,
      outsider: (await buildOutsider(t)).token,
    },
    ids: { padmin: padminId, member: await userId(db, 'member'), carol: carol.id, dave: dave.id, erin: erin.id, frank: frank.id, vera: vera.id },
    post: (url, body = {}, token = k.tok.member, lang = 'en') => t.post(url, { projectId: p.id, ...body }, token, lang),
    async file(name, opts = {}) {
      const node = await createFile(db, opts.projectId ?? p.id, opts.parentId ?? null, name, {
        blob: await blob(`${name} ${randomUUID()}`),
        actor: admin,
        now: new Date(clock++),
      });
      return node.id;
    },
    async folder(name) {
      const id = randomUUID();
      await db.insert(fileNodes).values({ id, projectId: p.id, parentId: null, kind: 'folder', name, createdBy: padminId, updatedBy: padminId });
      return id;
    },
    async newVersion(fileId) {
      const [node] = await db.select().from(fileNodes).where(eq(fileNodes.id, fileId));
      await addVersion(db, node, node.name, { blob: await blob(`v ${randomUUID()}`), actor: admin, now: new Date(clock++) });
    },
    restrict: (folderId, actions) =>
      db.transaction((tx) =>
        writeAcl(tx, {
          module: 'dms',
          targetId: folderId,
          projectId: p.id,
          mode: 'restricted',
          userId: padminId,
          at: new Date(),
          grants: actions.map((action) => ({ roleId: memberRole, action })),
        }),
      ),
    async submit(over = {}, token = k.tok.member) {
      const fileIds = (over as { fileIds?: string[] }).fileIds ?? [await k.file('A-101 Plan.pdf'), await k.file('A-201 Section.pdf')];
      const r = await k.post(
        '/protected/approval/add',
        { title: 'Level 3 drawings for construction', approverIds: [k.ids.carol, k.ids.dave], ccIds: [k.ids.erin], remarks: 'Rev C', ...over, fileIds },
        token,
      );
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data;
    },
    async notices(approvalId) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.targetType, '19650'))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      return rows
        .filter((n) => new URLSearchParams(n.targetId).get('approvalId') === approvalId)
        .map((n) => ({ userId: n.userId, actionType: n.actionType, sender: n.sender, content: n.content, targetId: n.targetId }));
    },
    async history(approvalId) {
      const rows = await db.select().from(approvalHistory).where(eq(approvalHistory.approvalId, approvalId)).orderBy(asc(approvalHistory.seq));
      return rows.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, round: h.round, comment: h.comment, userId: h.userId }));
    },
  };
  return k;
}
