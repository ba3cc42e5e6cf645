import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalKit, type ApprovalKit } from './testkit';

// Submitting, reading and listing approvals (docs/approvals.md): the people and documents rules,
// who sees an approval, the list's tabs and filters, across projects.

let k: ApprovalKit;
beforeAll(async () => {
  k = await approvalKit();
});
afterAll(() => k.t.close());

const byUser = (rows: { userId: string }[]) => rows.map((r) => r.userId).sort();

describe('submit (/protected/approval/add)', () => {
  it('creates an approval in process with its approvers, cc and documents, and tells approvers and cc', async () => {
    const a = await k.submit();
    expect(a).toMatchObject({
      title: 'Level 3 drawings for construction',
      remarks: 'Rev C',
      status: 'in_process',
      round: 1,
      documentCount: 2,
      initiator: { id: k.ids.member, name: 'Mia Member' },
      cc: [{ id: k.ids.erin, name: 'Erin Eck' }],
      mine: { initiator: true, approver: false, cc: false, pending: false },
      can: { approve: false, reject: false, resubmit: false, revoke: true },
    });
    expect(a.approvers.map((p) => [p.name, p.decision])).toEqual([
      ['Carol Crane', 'pending'],
      ['Dave Dale', 'pending'],
    ]);
    expect(a.documents.map((d) => [d.name, d.version, d.round, d.canOpen])).toEqual([
      ['A-101 Plan.pdf', 1, 1, true],
      ['A-201 Section.pdf', 1, 1, true],
    ]);
    expect(a.history.map((h) => [h.action, h.from, h.to, h.user.id])).toEqual([['submit', null, 'in_process', k.ids.member]]);
    const notices = await k.notices(a.id);
    expect(byUser(notices)).toEqual([k.ids.carol, k.ids.dave, k.ids.erin].sort());
    expect(notices.every((n) => n.actionType === 'initiated' && n.sender === k.ids.member && n.content === a.title)).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(notices[0].targetId))).toEqual({ projectId: k.projectId, approvalId: a.id });
  });

  it("answers in the caller's language", async () => {
    const fileIds = [await k.file('Z.pdf')];
    const r = await k.post('/protected/approval/add', { title: 'Z', approverIds: [k.ids.carol], fileIds }, k.tok.member, 'zh');
    expect(r.body.msg).toBe('审批已提交');
  });

  it("refuses bad input with the rule's message, never a 500", async () => {
    const fileIds = [await k.file('B.pdf')];
    const base = { title: 'T', approverIds: [k.ids.carol], fileIds };
    const cases: [object, string][] = [
      [{ title: '' }, 'Please enter the title'],
      [{ title: 'x'.repeat(101) }, 'The title is at most 100 characters'],
      [{ approverIds: [] }, 'Choose at least one approver'],
      [{ fileIds: [] }, 'Choose at least one document'],
      [{ remarks: 'r'.repeat(501) }, 'The remarks are at most 500 characters'],
      [{ approverIds: 'carol' }, 'Choose at least one approver'],
      [{ approverIds: [k.ids.member] }, 'You cannot approve your own submission: choose other approvers'],
      [{ ccIds: [k.ids.carol] }, 'Carol Crane is already an approver; leave them out of the copy list'],
      [{ fileIds: ['no-such'] }, 'A chosen document does not exist in this project'],
    ];
    for (const [over, msg] of cases) {
      const r = await k.post('/protected/approval/add', { ...base, ...over });
      expect(r.status, JSON.stringify(over)).toBe(400);
      // Validation messages name the field first ("title: …").
      expect(r.body.msg, JSON.stringify(over)).toContain(msg);
    }
  });

  it('names only project members', async () => {
    const fileIds = [await k.file('C.pdf')];
    const emanager = (await k.t.post('/protected/user/get-current-user', {}, await k.t.login('emanager'))).body.data.user._id;
    const r = await k.post('/protected/approval/add', { title: 'T', approverIds: [emanager], fileIds });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Erin Manager is not a member of this project');
  });

  it("takes documents of this project only: not folders, not recycled, not another project's", async () => {
    const folder = await k.folder('Drawings');
    const other = await k.file('Elsewhere.pdf', { projectId: k.riversideId });
    for (const fileIds of [[folder], [other]]) {
      const r = await k.post('/protected/approval/add', { title: 'T', approverIds: [k.ids.carol], fileIds });
      expect(r.body.msg).toBe('A chosen document does not exist in this project');
    }
  });

  it('is refused to a caller outside the project and to anonymous callers', async () => {
    const fileIds = [await k.file('D.pdf')];
    const body = { title: 'T', approverIds: [k.ids.carol], fileIds };
    const out = await k.post('/protected/approval/add', body, k.tok.outsider);
    expect(out.status).toBe(403);
    const anon = await k.post('/protected/approval/add', body, null);
    expect(anon.status).toBe(401);
  });
});

describe('people (/protected/approval/people)', () => {
  it("lists the project's active members by name", async () => {
    const r = await k.post('/protected/approval/people');
    const names = r.body.data.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Carol Crane', 'Dave Dale', 'Erin Eck', 'Mia Member', 'Paul Admin']));
    expect((await k.post('/protected/approval/people', {}, k.tok.outsider)).status).toBe(403);
  });
});

describe('get (/protected/approval/get)', () => {
  let id = '';
  beforeAll(async () => {
    id = (await k.submit({ title: 'Façade samples' })).id;
  });

  it('shows each person their own abilities', async () => {
    const as = async (token: string) => (await k.post('/protected/approval/get', { approvalId: id }, token)).body.data;
    expect((await as(k.tok.carol)).can).toEqual({ approve: true, reject: true, resubmit: false, revoke: false });
    expect((await as(k.tok.carol)).mine).toEqual({ initiator: false, approver: true, cc: false, pending: true });
    expect((await as(k.tok.erin)).can).toEqual({ approve: false, reject: false, resubmit: false, revoke: false });
    expect((await as(k.tok.erin)).mine.cc).toBe(true);
    // A project admin sees every approval of the project and may revoke it.
    expect((await as(k.tok.padmin)).can).toEqual({ approve: false, reject: false, resubmit: false, revoke: true });
  });

  it('is refused to a member who is not on it, and unknown in another project', async () => {
    const frank = await k.post('/protected/approval/get', { approvalId: id }, k.tok.frank);
    expect(frank.status).toBe(403);
    expect(frank.body.msg).toMatch(/Only its initiator, approvers/);
    const elsewhere = await k.t.post('/protected/approval/get', { projectId: k.riversideId, approvalId: id }, k.tok.padmin, 'en');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.msg).toBe('The approval does not exist in this project');
    expect((await k.post('/protected/approval/get', { approvalId: id }, k.tok.outsider)).status).toBe(403);
    expect((await k.post('/protected/approval/get', {})).status).toBe(400);
  });
});

describe('list (/protected/approval/list)', () => {
  let ids: { mine: string; carols: string; done: string };
  beforeAll(async () => {
    // Carol starts one with dave approving and member in copy; another of member's is completed.
    const carols = await k.submit({ title: "Carol's pump datasheets", approverIds: [k.ids.dave], ccIds: [k.ids.member] }, k.tok.carol);
    const done = await k.submit({ title: 'Signage schedule', approverIds: [k.ids.dave], ccIds: [] });
    const ok = await k.post('/protected/approval/approve', { approvalId: done.id }, k.tok.dave);
    expect(ok.body.data.status).toBe('completed');
    const mine = await k.submit({ title: 'Roof drainage calculations', approverIds: [k.ids.carol], ccIds: [] });
    ids = { mine: mine.id, carols: carols.id, done: done.id };
  });
  const titles = async (body: object, token: string) => {
    const r = await k.post('/protected/approval/list', body, token);
    expect(r.status).toBe(200);
    return r.body.data.list.map((a: { title: string }) => a.title) as string[];
  };

  it('has tabs: waiting for me, started by me, copied to me, all I may see', async () => {
    expect(await titles({ tab: 'todo' }, k.tok.carol)).toEqual(expect.arrayContaining(['Roof drainage calculations', 'Level 3 drawings for construction']));
    expect(await titles({ tab: 'todo' }, k.tok.carol)).not.toContain("Carol's pump datasheets");
    expect(await titles({ tab: 'initiated' }, k.tok.carol)).toEqual(["Carol's pump datasheets"]);
    expect(await titles({ tab: 'cc' }, k.tok.member)).toEqual(["Carol's pump datasheets"]);
    // Dave decided on the signage schedule: it left his to-do list but stays in "all".
    expect(await titles({ tab: 'todo' }, k.tok.dave)).not.toContain('Signage schedule');
    expect(await titles({ tab: 'all' }, k.tok.dave)).toContain('Signage schedule');
    // Frank is on none of them; padmin manages the project and sees them all.
    expect(await titles({ tab: 'all' }, k.tok.frank)).toEqual([]);
    expect((await titles({ tab: 'all', pageSize: 100 }, k.tok.padmin)).length).toBeGreaterThanOrEqual(5);
  });

  it('puts the newest activity first and pages', async () => {
    const all = await titles({ tab: 'initiated', pageSize: 100 }, k.tok.member);
    expect(all[0]).toBe('Roof drainage calculations');
    const r = await k.post('/protected/approval/list', { tab: 'initiated', pageSize: 2, pageNum: 2 }, k.tok.member);
    expect(r.body.data).toMatchObject({ pageNum: 2, pageSize: 2, total: all.length });
    expect(r.body.data.list.map((a: { title: string }) => a.title)).toEqual(all.slice(2, 4));
  });

  it('filters by status and searches title and remarks', async () => {
    expect(await titles({ tab: 'all', status: ['completed'] }, k.tok.member)).toEqual(['Signage schedule']);
    expect(await titles({ tab: 'all', search: 'drainage' }, k.tok.member)).toEqual(['Roof drainage calculations']);
    expect(await titles({ tab: 'all', search: '100%' }, k.tok.member)).toEqual([]);
    const bad = await k.post('/protected/approval/list', { tab: 'mine' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('The tab must be todo, initiated, cc or all');
  });

  it("spans the caller's projects without projectId, with the project's name", async () => {
    const r = await k.t.post('/protected/approval/list', { tab: 'initiated' }, k.tok.carol, 'en');
    expect(r.body.data.list).toEqual([expect.objectContaining({ id: ids.carols, projectId: k.projectId, projectName: 'Harbour View Residences' })]);
  });

  it('shows an outsider nothing, and refuses them a project they cannot see', async () => {
    expect((await k.t.post('/protected/approval/list', {}, k.tok.outsider)).body.data.list).toEqual([]);
    expect((await k.post('/protected/approval/list', {}, k.tok.outsider)).status).toBe(403);
    expect((await k.t.post('/protected/approval/list', {}, null)).status).toBe(401);
  });
});
