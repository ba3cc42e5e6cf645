import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { projectMembers } from '../projects/tables';
import { issueKit, type IssueKit } from './testkit';
import { untargetedRoutes } from '../../test/oplog';

// Issues: the people an issue may name, create / edit / delete with their checks, the lists
// and the detail; who may; bad input never a 500; history and notices of each change.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

const sorted = (a: string[]) => [...a].sort();

describe('get-problem-users', () => {
  it('lists the project members who may see issues, in the spec envelope with allUsers', async () => {
    const r = await k.post('/protected/problem/get-problem-users', {}, k.member);
    expect(r.body.success).toBe(true);
    const logins = r.body.allUsers.map((u: { loginName: string }) => u.loginName);
    expect(sorted(logins)).toEqual(['carol', 'member', 'padmin']);
    expect(r.body.allUsers[0]).toEqual({ id: expect.any(String), name: expect.any(String), loginName: expect.any(String) });
    expect(r.body.data.allUsers).toEqual(r.body.allUsers);
  });
  it('refuses a member without issue rights and an outsider; needs a projectId', async () => {
    expect((await k.post('/protected/problem/get-problem-users', {}, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/problem/get-problem-users', {}, k.outsider)).body.errorCode).toBe(401);
    expect((await k.t.post('/protected/problem/get-problem-users', {}, k.member)).status).toBe(400);
  });
});

describe('adding an issue', () => {
  it('raises an issue with its people; history "create"; the leader hears allot, approver and cc hear add', async () => {
    const r = await k.post(
      '/protected/issue/add',
      {
        code: 'TQ-ADD-1',
        description: 'Slab edge detail missing',
        importance: 'urgent',
        leaderId: k.ids.carol,
        approverId: k.ids.padmin,
        ccIds: [k.ids.padmin],
        axisCode: 'C/4',
        axisHeight: '+3.600',
        specialty: 'Structure',
        dueDate: '2026-12-01',
      },
      k.member,
    );
    expect(r.body).toMatchObject({ success: true, msg: 'Issue created' });
    const d = r.body.data;
    expect(d).toMatchObject({
      code: 'TQ-ADD-1',
      status: 'pending',
      importance: 'urgent',
      leader: { id: k.ids.carol, name: 'Carol Crane' },
      approver: { id: k.ids.padmin },
      creator: { id: k.ids.member },
      axisCode: 'C/4',
      dueDate: '2026-12-01',
      replyCount: 0,
      closedAt: null,
    });
    expect(d.cc.map((u: { id: string }) => u.id)).toEqual([k.ids.padmin]);
    expect(d.nextStatuses).toEqual(['closed']); // the creator may withdraw a pending issue
    expect(d.can).toEqual({ edit: true, delete: true, reply: true, generateTask: true });
    expect((await k.history(d.id)).map((h) => h.action)).toEqual(['create']);
    const notices = await k.notices(d.id);
    expect(notices.map((n) => `${n.actionType}:${n.userId}`).sort()).toEqual([`issue_add:${k.ids.padmin}`, `issue_allot:${k.ids.carol}`].sort());
    expect(notices.every((n) => n.sender === k.ids.member && n.userId !== k.ids.member)).toBe(true);
  });
  it('refuses a duplicate code, people outside the project, leader = approver, unknown file / annotation / meeting', async () => {
    await k.issue({ code: 'TQ-DUP' });
    const dup = await k.post('/protected/issue/add', { code: 'TQ-DUP' }, k.member);
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('An issue with the code "TQ-DUP" already exists in this project');
    const zh = await k.post('/protected/issue/add', { code: 'TQ-DUP' }, k.member, 'zh');
    expect(zh.body.msg).toBe('本项目中已存在编号为“TQ-DUP”的问题');
    expect((await k.post('/protected/issue/add', { code: 'X1', leaderId: 'nobody' }, k.member)).body.msg).toBe(
      'Everyone named on the issue must be a member of this project',
    );
    expect((await k.post('/protected/issue/add', { code: 'X1', ccIds: ['nobody'] }, k.member)).body.msg).toBe(
      'Everyone named on the issue must be a member of this project',
    );
    expect((await k.post('/protected/issue/add', { code: 'X1', leaderId: k.ids.carol, approverId: k.ids.carol }, k.member)).body.msg).toBe(
      'The leader and the approver cannot be the same person',
    );
    expect((await k.post('/protected/issue/add', { code: 'X1', fileId: 'no-such' }, k.member)).body.msg).toBe(
      'The referenced drawing or model does not exist in this project',
    );
    expect((await k.post('/protected/issue/add', { code: 'X1', annotationId: 'no-such' }, k.member)).body.msg).toBe(
      'The annotation does not exist on that drawing or model',
    );
    expect((await k.post('/protected/issue/add', { code: 'X1', meetingId: 'no-such' }, k.member)).body.msg).toBe('The meeting does not exist in this project');
  });
  it('validates the input with clear messages (never a 500)', async () => {
    const bad = [
      [{}, 'Please enter the issue code'],
      [{ code: '  ' }, 'Please enter the issue code'],
      [{ code: 'x'.repeat(51) }, ''],
      [{ code: 'Y', importance: 'huge' }, 'The importance must be normal, important, urgent or very urgent'],
      [{ code: 'Y', dueDate: '2026-13-45' }, ''],
      [{ code: 'Y', ccIds: 'abc' }, ''],
    ] as const;
    for (const [body, msg] of bad) {
      const r = await k.post('/protected/issue/add', body, k.member);
      expect(r.status).toBe(400);
      if (msg) expect(r.body.msg).toContain(msg);
    }
  });
  it('refuses a member without issue:add and an outsider', async () => {
    expect((await k.post('/protected/issue/add', { code: 'V1' }, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/add', { code: 'V1' }, k.outsider)).body.errorCode).toBe(401);
  });
});

describe('the lists and the detail', () => {
  it("lists a project's issues with filters and pages", async () => {
    const a = await k.issue({ code: 'LIST-A', importance: 'very_urgent', description: 'Façade bracket spacing' });
    const r = await k.post('/protected/issue/list', { importance: ['very_urgent'] }, k.member);
    expect(r.body.data.list.map((i: { id: string }) => i.id)).toContain(a.id);
    expect(r.body.data.list.every((i: { importance: string }) => i.importance === 'very_urgent')).toBe(true);
    const s = await k.post('/protected/issue/list', { search: 'façade' }, k.member);
    expect(s.body.data.list.map((i: { code: string }) => i.code)).toEqual(['LIST-A']);
    const page = await k.post('/protected/issue/list', { pageSize: 2, pageNum: 1 }, k.member);
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
    expect((await k.post('/protected/issue/list', { status: ['open'] }, k.member)).status).toBe(400);
    expect((await k.post('/protected/issue/list', {}, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/list', {}, k.outsider)).body.errorCode).toBe(401);
  });
  it('"mine" lists issues involving the caller across projects, each with its project name', async () => {
    const led = await k.issue({ code: 'MINE-1', leaderId: k.ids.carol }, k.padmin);
    const other = await k.issue({ code: 'MINE-2' }, k.padmin);
    const r = await k.t.post('/protected/issue/mine', { pageSize: 200 }, k.carol);
    const ids = r.body.data.list.map((i: { id: string }) => i.id);
    expect(ids).toContain(led.id);
    expect(ids).not.toContain(other.id);
    expect(r.body.data.list.find((i: { id: string }) => i.id === led.id).projectName).toBe('Harbour View Residences');
    const one = await k.t.post('/protected/issue/mine', { projectId: k.projectId, pageSize: 200 }, k.carol);
    expect(one.body.data.total).toBe(r.body.data.total);
    // Someone who may see no issues gets an empty list, not an error; an unknown project is empty too.
    expect((await k.t.post('/protected/issue/mine', {}, k.viewer)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await k.t.post('/protected/issue/mine', { projectId: 'no-such' }, k.carol)).body.data.total).toBe(0);
    expect((await k.t.post('/protected/issue/mine', { pageNum: 0 }, k.carol)).status).toBe(400);
    expect((await k.t.post('/protected/issue/mine', {}, null)).status).toBe(401);
  });
  it("answers the detail to whoever sees issues; another project's issue reads as unknown", async () => {
    const i = await k.issue({ code: 'GET-1' });
    const r = await k.post('/protected/issue/get', { issueId: i.id }, k.carol);
    expect(r.body.data).toMatchObject({ id: i.id, replies: [], nextStatuses: [], can: { edit: false, delete: false, reply: true, generateTask: false } });
    expect(r.body.data.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    expect((await k.post('/protected/issue/get', { issueId: i.id }, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/get', { issueId: i.id }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/protected/issue/get', { issueId: 'no-such' }, k.carol)).body.msg).toBe('The issue does not exist in this project');
    expect((await k.post('/protected/issue/get', {}, k.carol)).status).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('edits with a history row naming the changed fields; an unchanged save writes nothing; a new leader hears allot, the old one the update', async () => {
    const i = await k.issue({ code: 'UPD-1', leaderId: k.ids.padmin });
    const base = { issueId: i.id, code: 'UPD-1', description: i.description, leaderId: k.ids.padmin };
    const same = await k.post('/protected/issue/update', base, k.member);
    expect(same.body.success).toBe(true);
    expect((await k.history(i.id)).map((h) => h.action)).toEqual(['create']);
    const before = (await k.notices(i.id)).length;
    const r = await k.post(
      '/protected/issue/update',
      { ...base, description: 'Beam clashes with the main duct', leaderId: k.ids.carol, ccIds: [k.ids.padmin] },
      k.member,
    );
    expect(r.body).toMatchObject({ success: true, msg: 'Issue saved', data: { description: 'Beam clashes with the main duct', leader: { id: k.ids.carol } } });
    const h = await k.history(i.id);
    expect(h.map((x) => x.action)).toEqual(['create', 'update']);
    expect(h[1].detail.fields).toEqual(['description', 'leaderId', 'ccIds']);
    const fresh = (await k.notices(i.id)).slice(before);
    expect(fresh.map((n) => `${n.actionType}:${n.userId}`).sort()).toEqual([`issue_allot:${k.ids.carol}`, `issue_update:${k.ids.padmin}`].sort());
  });
  it('keeps the fields an edit leaves out (people, cc, importance, dates) and clears one sent as null', async () => {
    const i = await k.issue({
      code: 'UPD-K',
      description: 'Duct clash',
      importance: 'urgent',
      leaderId: k.ids.carol,
      ccIds: [k.ids.padmin],
      specialty: 'MEP',
      dueDate: '2027-03-01',
    });
    const r = await k.post('/protected/issue/update', { issueId: i.id, code: 'UPD-K2' }, k.member);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({
      code: 'UPD-K2',
      description: 'Duct clash',
      importance: 'urgent',
      specialty: 'MEP',
      dueDate: '2027-03-01',
      leader: { id: k.ids.carol },
    });
    expect(r.body.data.cc.map((u: { id: string }) => u.id)).toEqual([k.ids.padmin]);
    expect((await k.history(i.id)).at(-1)!.detail.fields).toEqual(['code']);
    const cleared = await k.post('/protected/issue/update', { issueId: i.id, code: 'UPD-K2', specialty: null, dueDate: '' }, k.member);
    expect(cleared.body.data).toMatchObject({ specialty: null, dueDate: null, description: 'Duct clash', leader: { id: k.ids.carol } });
  });
  it('lets the creator, the leader and managers edit; others are refused; the code stays unique', async () => {
    const i = await k.issue({ code: 'UPD-2', leaderId: k.ids.carol });
    const body = { issueId: i.id, code: 'UPD-2', leaderId: k.ids.carol, specialty: 'MEP' };
    expect((await k.post('/protected/issue/update', body, k.carol)).body.success).toBe(true);
    expect((await k.post('/protected/issue/update', { ...body, specialty: 'HVAC' }, k.padmin)).body.success).toBe(true);
    const other = await k.issue({ code: 'UPD-3' }, k.padmin);
    expect((await k.post('/protected/issue/update', { issueId: other.id, code: 'UPD-3', specialty: 'x' }, k.carol)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/update', { ...body, code: 'UPD-3' }, k.member)).body.msg).toBe(
      'An issue with the code "UPD-3" already exists in this project',
    );
    expect((await k.post('/protected/issue/update', body, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/update', body, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/protected/issue/update', { issueId: i.id }, k.member)).status).toBe(400);
  });
  it('deletes: a creator their pending issue, issue:delete holders any; others are refused', async () => {
    const mine = await k.issue({ code: 'DEL-1' });
    expect((await k.post('/protected/issue/delete', { issueId: mine.id }, k.carol)).body.errorCode).toBe(4030);
    const r = await k.post('/protected/issue/delete', { issueId: mine.id }, k.member);
    expect(r.body).toMatchObject({ success: true, msg: 'Issue deleted', data: { id: mine.id } });
    expect((await k.post('/protected/issue/get', { issueId: mine.id }, k.member)).status).toBe(400);
    const moved = await k.issue({ code: 'DEL-2', leaderId: k.ids.carol });
    await k.post('/protected/issue/change-status', { issueId: moved.id, status: 'underway' }, k.carol);
    expect((await k.post('/protected/issue/delete', { issueId: moved.id }, k.member)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/delete', { issueId: moved.id }, k.viewer)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/issue/delete', { issueId: moved.id }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/protected/issue/delete', { issueId: moved.id }, k.padmin)).body.success).toBe(true);
    expect((await k.post('/protected/issue/delete', {}, k.padmin)).status).toBe(400);
  });
});

describe('editing an issue whose people changed', () => {
  it('still saves when an unchanged leader has left the project; a newly named stranger is refused', async () => {
    const i = await k.issue({ code: 'LEFT-1', leaderId: k.ids.viewer });
    const [row] = await k.t.deps.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, k.projectId), eq(projectMembers.userId, k.ids.viewer)));
    await k.t.deps.db.delete(projectMembers).where(and(eq(projectMembers.projectId, k.projectId), eq(projectMembers.userId, k.ids.viewer)));
    try {
      const r = await k.post('/protected/issue/update', { issueId: i.id, code: 'LEFT-1', leaderId: k.ids.viewer, description: 'Reworded' }, k.member);
      expect(r.body).toMatchObject({ success: true, data: { description: 'Reworded' } });
      const cc = await k.post('/protected/issue/update', { issueId: i.id, code: 'LEFT-1', leaderId: k.ids.carol, approverId: k.ids.viewer }, k.member);
      expect(cc.body.msg).toBe('Everyone named on the issue must be a member of this project'); // a new place is a new naming
      const stranger = await k.post('/protected/issue/update', { issueId: i.id, code: 'LEFT-1', leaderId: k.ids.carol, ccIds: ['nobody'] }, k.member);
      expect(stranger.body.msg).toBe('Everyone named on the issue must be a member of this project');
    } finally {
      await k.t.deps.db.insert(projectMembers).values(row);
    }
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
