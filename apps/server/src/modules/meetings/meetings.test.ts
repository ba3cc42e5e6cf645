import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '../../test/factories';
import { putFile } from '../../test/files';
import { fileNodes } from '../files/tables';
import { notifications } from '../notifications/tables';
import { issues, meetingDocuments } from '../issues/tables';
import { kit, type Kit } from '../issues/seeded-kit';

// Meetings: list/get, add/update (code unique per project), delete (issues stay), summary,
// documents and attached issues, each with the denied caller and bad input.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

// Numbered codes: random letters could spell a search term of the list tests.
let meetings = 0;
const add = async (over: object = {}, token?: string) => k.post('/protected/meeting/add', { code: `M-${++meetings}`, ...over }, token);
const meeting = async (over: object = {}, token?: string) => {
  const r = await add(over, token);
  if (!r.body.success) throw new Error(r.body.msg);
  return r.body.data;
};

describe('add and update', () => {
  it('creates a meeting for a member with meeting:add, with its creator', async () => {
    const r = await add({ code: 'CM-01', description: 'Weekly coordination', labelColor: '#aa3300', meetingDate: '2026-05-04' }, k.member);
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('Meeting created');
    expect(r.body.data).toMatchObject({
      code: 'CM-01',
      description: 'Weekly coordination',
      labelColor: '#aa3300',
      meetingDate: '2026-05-04',
      summary: null,
      issueCount: 0,
      documents: [],
      creator: { id: k.memberId, name: 'Mia Member' },
    });
  });

  it("refuses a code used in the project, in the caller's language", async () => {
    await meeting({ code: 'DUP-1' });
    const r = await k.t.post('/protected/meeting/add', { projectId: k.projectId, code: 'DUP-1' }, k.padmin, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('本项目中已存在编号为“DUP-1”的会议');
  });

  it('allows the same code in another project', async () => {
    const riverside = (await demoProjects(k.t.deps.db)).riverside;
    await meeting({ code: 'SHARED-1' });
    const r = await k.t.post('/protected/meeting/add', { projectId: riverside.id, code: 'SHARED-1' }, await k.t.login('emanager'));
    expect(r.body.success).toBe(true);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [object, string][] = [
      [{ code: '' }, 'Please enter the meeting code'],
      [{ code: 'X', labelColor: 'red' }, 'The label colour must look like #1f4e79'],
      [{ code: 'X', meetingDate: '2026-13-45' }, ''],
      [{ code: 'x'.repeat(51) }, ''],
    ];
    for (const [body, msg] of cases) {
      const r = await k.post('/protected/meeting/add', body);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      if (msg) expect(r.body.msg).toContain(msg);
    }
  });

  it('refuses a member without meeting:add and an outsider', async () => {
    await k.grant('meeting', { add: false });
    try {
      expect((await add({}, k.member)).status).toBe(403);
    } finally {
      await k.grant('meeting', { add: true });
    }
    const r = await add({}, k.outsider);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(401);
  });

  it('lets the creator edit their meeting; others need meeting:edit', async () => {
    const mine = await meeting({ code: 'ED-1' }, k.member);
    const r = await k.post('/protected/meeting/update', { meetingId: mine.id, code: 'ED-1b', description: 'Moved', labelColor: '#123456' }, k.member);
    expect(r.body).toMatchObject({ success: true, msg: 'Meeting saved', data: { code: 'ED-1b', description: 'Moved', labelColor: '#123456' } });
    const theirs = await meeting({ code: 'ED-2' });
    expect((await k.post('/protected/meeting/update', { meetingId: theirs.id, code: 'ED-2' }, k.member)).status).toBe(403);
    await k.grant('meeting', { edit: true });
    try {
      expect((await k.post('/protected/meeting/update', { meetingId: theirs.id, code: 'ED-2c' }, k.member)).body.success).toBe(true);
    } finally {
      await k.grant('meeting', { edit: false });
    }
  });

  it('keeps the description, colour and date an edit leaves out', async () => {
    const m = await meeting({ code: 'KP-1', description: 'Weekly', labelColor: '#654321', meetingDate: '2027-01-15' });
    const r = await k.post('/protected/meeting/update', { meetingId: m.id, code: 'KP-1b' });
    expect(r.body.data).toMatchObject({ code: 'KP-1b', description: 'Weekly', labelColor: '#654321', meetingDate: '2027-01-15' });
    const cleared = await k.post('/protected/meeting/update', { meetingId: m.id, code: 'KP-1b', description: null, meetingDate: '' });
    expect(cleared.body.data).toMatchObject({ description: null, meetingDate: null, labelColor: '#654321' });
  });

  it("refuses renaming onto another meeting's code, keeps its own", async () => {
    const a = await meeting({ code: 'RN-A' });
    await meeting({ code: 'RN-B' });
    expect((await k.post('/protected/meeting/update', { meetingId: a.id, code: 'RN-B' })).body.msg).toBe(
      'A meeting with the code "RN-B" already exists in this project',
    );
    expect((await k.post('/protected/meeting/update', { meetingId: a.id, code: 'RN-A', description: 'same code' })).body.success).toBe(true);
  });

  it("reads another project's meeting as unknown", async () => {
    const riverside = (await demoProjects(k.t.deps.db)).riverside;
    const em = await k.t.login('emanager');
    const other = (await k.t.post('/protected/meeting/add', { projectId: riverside.id, code: 'RV-1' }, em)).body.data;
    const r = await k.post('/protected/meeting/get', { meetingId: other.id }, em);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The meeting does not exist in this project');
  });
});

describe('list and get', () => {
  it("pages the project's meetings newest first and searches code and description", async () => {
    await meeting({ code: 'LS-ALPHA', description: 'Facade review' });
    await meeting({ code: 'LS-BETA', description: 'MEP clash session' });
    const all = await k.post('/protected/meeting/list', { pageNum: 1, pageSize: 2 }, k.member);
    expect(all.body.data.list).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThan(2);
    expect(all.body.data.list[0].code).toBe('LS-BETA');
    const byDesc = await k.post('/protected/meeting/list', { search: 'facade' }, k.member);
    expect(byDesc.body.data.list.map((m: { code: string }) => m.code)).toEqual(['LS-ALPHA']);
    const byCode = await k.post('/protected/meeting/list', { search: 'ls-be' }, k.member);
    expect(byCode.body.data.list.map((m: { code: string }) => m.code)).toEqual(['LS-BETA']);
    // LIKE wildcards are matched literally.
    expect((await k.post('/protected/meeting/list', { search: '%' }, k.member)).body.data.total).toBe(0);
  });

  it('sends what the caller may do: add, and per meeting edit, delete and report', async () => {
    const mine = await meeting({ code: 'AB-MINE' }, k.member);
    const theirs = await meeting({ code: 'AB-THEIRS' });
    // The member role has meeting:add but not edit, delete or report.
    await k.grant('meeting', { add: false });
    try {
      const r = await k.post('/protected/meeting/list', { search: 'AB-' }, k.member);
      expect(r.body.data.canAdd).toBe(false);
      const can = Object.fromEntries(r.body.data.list.map((m: { code: string; can: object }) => [m.code, m.can]));
      // A creator edits their own meeting and writes its summary; delete needs the grant.
      expect(can['AB-MINE']).toEqual({ edit: true, delete: false, report: true });
      expect(can['AB-THEIRS']).toEqual({ edit: false, delete: false, report: false });
      expect((await k.post('/protected/meeting/get', { meetingId: theirs.id }, k.member)).body.data.can.edit).toBe(false);
    } finally {
      await k.grant('meeting', { add: true });
    }
    const admin = await k.post('/protected/meeting/list', { search: 'AB-' });
    expect(admin.body.data.canAdd).toBe(true);
    expect(admin.body.data.list.every((m: { can: { edit: boolean; delete: boolean; report: boolean } }) => m.can.edit && m.can.delete && m.can.report)).toBe(
      true,
    );
    expect(mine.id).toBeTruthy();
  });

  it('needs meeting:allow; bad paging is refused', async () => {
    await k.grant('meeting', { allow: false });
    try {
      expect((await k.post('/protected/meeting/list', {}, k.member)).status).toBe(403);
    } finally {
      await k.grant('meeting', { allow: true });
    }
    expect((await k.post('/protected/meeting/list', { pageSize: 0 })).status).toBe(400);
    expect((await k.post('/protected/meeting/get', {})).status).toBe(400);
  });
});

describe('summary', () => {
  it('lets the creator and meeting:report write the summary, not other members', async () => {
    const mine = await meeting({}, k.member);
    const r = await k.post('/protected/meeting/summary', { meetingId: mine.id, summary: 'Agreed: move duct 200 mm up.' }, k.member);
    expect(r.body).toMatchObject({ success: true, msg: 'Summary saved', data: { summary: 'Agreed: move duct 200 mm up.' } });
    const theirs = await meeting();
    expect((await k.post('/protected/meeting/summary', { meetingId: theirs.id, summary: 'x' }, k.member)).status).toBe(403);
    expect((await k.post('/protected/meeting/summary', { meetingId: theirs.id, summary: 'by the admin' })).body.data.summary).toBe('by the admin');
  });

  it('refuses a summary over 5000 characters', async () => {
    const m = await meeting();
    const r = await k.post('/protected/meeting/summary', { meetingId: m.id, summary: 'x'.repeat(5001) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('The meeting summary is at most 5000 characters');
    expect((await k.post('/protected/meeting/summary', { meetingId: m.id, summary: 'x'.repeat(5000) })).body.success).toBe(true);
  });
});

describe('documents', () => {
  it('adds live files of the project and removes them', async () => {
    const m = await meeting();
    const a = await putFile(k.t, k.padmin, k.projectId, 'minutes-template.pdf', Buffer.from('%PDF-1.4 a'));
    const b = await putFile(k.t, k.padmin, k.projectId, 'level3.dwg', Buffer.from('dwg b'));
    const r = await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [a._id, b._id, a._id] });
    expect(r.body.msg).toBe('Documents updated');
    expect(r.body.data.documents.map((d: { name: string }) => d.name).sort()).toEqual(['level3.dwg', 'minutes-template.pdf']);
    // Adding again changes nothing.
    expect((await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [a._id] })).body.data.documents).toHaveLength(2);
    const gone = await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [a._id], remove: true });
    expect(gone.body.data.documents.map((d: { name: string }) => d.name)).toEqual(['level3.dwg']);
    // A recycled file is hidden from the meeting and cannot be added.
    await k.t.deps.db.update(fileNodes).set({ recycledAt: new Date() }).where(eq(fileNodes.id, b._id));
    expect((await k.post('/protected/meeting/get', { meetingId: m.id })).body.data.documents).toEqual([]);
    expect((await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [b._id] })).body.msg).toBe(
      'A chosen document does not exist in this project',
    );
  });

  it('refuses unknown files, folders, files of other projects and an empty choice', async () => {
    const m = await meeting();
    const [folder] = await k.t.deps.db.select().from(fileNodes).where(eq(fileNodes.kind, 'folder')).limit(1);
    for (const fileIds of [['nope'], ...(folder ? [[folder.id]] : [])]) {
      const r = await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('A chosen document does not exist in this project');
    }
    const r = await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [] });
    expect(r.body.msg).toContain('Choose at least one document');
    expect(await k.t.deps.db.select().from(meetingDocuments).where(eq(meetingDocuments.meetingId, m.id))).toEqual([]);
  });

  it('needs meeting:edit or being the creator', async () => {
    const m = await meeting();
    const f = await putFile(k.t, k.padmin, k.projectId, 'doc-denied.pdf', Buffer.from('%PDF-1.4 d'));
    expect((await k.post('/protected/meeting/documents', { meetingId: m.id, fileIds: [f._id] }, k.member)).status).toBe(403);
  });
});

describe('issues of a meeting', () => {
  it("attaches and detaches issues, writing each issue's meeting history in one go", async () => {
    const m = await meeting({}, k.member);
    const other = await meeting();
    const i1 = await k.issue();
    const i2 = await k.issue({ meetingId: other.id });
    const r = await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [i1, i2] }, k.member);
    expect(r.body).toMatchObject({ success: true, msg: 'Issues updated', data: { issueCount: 2, changed: 2 } });
    expect(await k.history(i1)).toEqual([{ action: 'meeting', detail: { meetingId: m.id }, userId: k.memberId }]);
    expect((await k.post('/protected/meeting/get', { meetingId: other.id })).body.data.issueCount).toBe(0);
    // Attaching again writes nothing.
    expect((await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [i1] }, k.member)).body.data.changed).toBe(0);
    const off = await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [i1], remove: true }, k.member);
    expect(off.body.data).toMatchObject({ issueCount: 1, changed: 1 });
    expect((await k.history(i1)).map((h) => h.detail)).toEqual([{ meetingId: m.id }, { meetingId: null }]);
    // The issue's creator (the admin) hears both; the member who moved it hears nothing.
    const notes = await k.t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetType, 'issue'), like(notifications.targetId, `%${i1}%`)));
    expect(notes.map((n) => [n.userId, n.actionType])).toEqual([
      [k.padminId, 'issue_meeting'],
      [k.padminId, 'issue_meeting_remove'],
    ]);
    expect(notes[0].content).toBe(`${(await k.t.deps.db.select().from(issues).where(eq(issues.id, i1)))[0].code} · ${m.code}`);
    // Detaching an issue of another meeting leaves it there.
    const i3 = await k.issue({ meetingId: other.id });
    expect((await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [i3], remove: true })).body.data.changed).toBe(0);
    const [row] = await k.t.deps.db.select().from(issues).where(eq(issues.id, i3));
    expect(row.meetingId).toBe(other.id);
  });

  it('refuses issues of other projects (nothing changes) and an empty choice', async () => {
    const m = await meeting();
    const riverside = (await demoProjects(k.t.deps.db)).riverside;
    const mine = await k.issue();
    const foreign = await k.issue({ projectId: riverside.id });
    const r = await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [mine, foreign] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The issue does not exist in this project');
    expect(await k.history(mine)).toEqual([]);
    expect((await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [] })).body.msg).toContain('Choose at least one issue');
  });

  it('needs meeting:edit or being the creator', async () => {
    const m = await meeting();
    const i = await k.issue();
    expect((await k.post('/protected/meeting/issues', { meetingId: m.id, issueIds: [i] }, k.member)).status).toBe(403);
  });
});

describe('delete', () => {
  it('needs meeting:delete; the issues stay, without the meeting, with history', async () => {
    const m = await meeting({}, k.member);
    const i = await k.issue({ meetingId: m.id });
    expect((await k.post('/protected/meeting/delete', { meetingId: m.id }, k.member)).status).toBe(403);
    const r = await k.post('/protected/meeting/delete', { meetingId: m.id });
    expect(r.body).toMatchObject({ success: true, msg: 'Meeting deleted' });
    const [row] = await k.t.deps.db.select().from(issues).where(eq(issues.id, i));
    expect(row.meetingId).toBeNull();
    expect(await k.history(i)).toEqual([{ action: 'meeting', detail: { meetingId: null }, userId: k.padminId }]);
    expect((await k.post('/protected/meeting/get', { meetingId: m.id })).status).toBe(400);
    expect((await k.post('/protected/meeting/delete', { meetingId: m.id })).body.msg).toBe('The meeting does not exist in this project');
  });
});
