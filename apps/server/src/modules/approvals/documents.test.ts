import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createWorker } from '../../jobs/queue';
import { fileNodes, fileVersions } from '../files/tables';
import { notificationJobs } from '../notifications/mail';
import { approvalKit, type ApprovalKit } from './testkit';

// An approval's documents (docs/approvals.md "Documents"): pinned at their version, who may
// submit what, what each person may open; and its notices as the drawer and the mail show them.

let k: ApprovalKit;
beforeAll(async () => {
  k = await approvalKit();
});
afterAll(() => k.t.close());

const get = async (approvalId: string, token = k.tok.member) => (await k.post('/protected/approval/get', { approvalId }, token)).body.data;

describe('documents', () => {
  it('keep the version they were submitted at when the file moves on', async () => {
    const fileId = await k.file('S-300 Rebar.pdf');
    await k.newVersion(fileId);
    const a = await k.submit({ fileIds: [fileId] });
    const [v2] = await k.t.deps.db.select().from(fileVersions).where(eq(fileVersions.nodeId, fileId)).orderBy(fileVersions.version).offset(1);
    expect(a.documents[0]).toMatchObject({ fileId, version: 2, versionId: v2.id, currentVersion: 2, canOpen: true });
    await k.newVersion(fileId);
    expect((await get(a.id)).documents[0]).toMatchObject({ version: 2, versionId: v2.id, currentVersion: 3 });
  });

  it('cannot be opened once their version was deleted or the file recycled; the row stays', async () => {
    const fileId = await k.file('M-400 Ducts.pdf');
    await k.newVersion(fileId);
    const a = await k.submit({ fileIds: [fileId] });
    await k.t.deps.db.delete(fileVersions).where(eq(fileVersions.id, a.documents[0].versionId!));
    expect((await get(a.id)).documents[0]).toMatchObject({ name: 'M-400 Ducts.pdf', version: 2, versionId: null, canOpen: false });
    const other = await k.file('M-401 Pipes.pdf');
    const b = await k.submit({ fileIds: [other] });
    await k.t.deps.db.update(fileNodes).set({ recycledAt: new Date() }).where(eq(fileNodes.id, other));
    expect((await get(b.id)).documents[0]).toMatchObject({ currentVersion: null, canOpen: false });
  });

  it('must be files the initiator may open', async () => {
    const folder = await k.folder('Confidential');
    await k.restrict(folder, []);
    const secret = await k.file('Tender prices.pdf', { parentId: folder });
    const r = await k.post('/protected/approval/add', { title: 'T', approverIds: [k.ids.carol], fileIds: [secret] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('You may not open "Tender prices.pdf", so you cannot submit it');
  });

  it('must be files every approver may open', async () => {
    const fileId = await k.file('E-500 Lighting.pdf');
    const r = await k.post('/protected/approval/add', { title: 'T', approverIds: [k.ids.carol, k.ids.vera], fileIds: [fileId] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Vera Blind may not open "E-500 Lighting.pdf"; choose another approver or grant them access');
    // People in copy need not open them: they only follow the review.
    expect((await k.post('/protected/approval/add', { title: 'T', approverIds: [k.ids.carol], ccIds: [k.ids.vera], fileIds: [fileId] })).status).toBe(200);
  });

  it('say per person whether they may open them now', async () => {
    const folder = await k.folder('Structure');
    const fileId = await k.file('S-310 Slab.pdf', { parentId: folder });
    const a = await k.submit({ fileIds: [fileId], approverIds: [k.ids.carol], ccIds: [k.ids.vera] });
    expect((await get(a.id, k.tok.vera)).documents[0].canOpen).toBe(false);
    expect((await get(a.id, k.tok.carol)).documents[0].canOpen).toBe(true);
    // Restricted afterwards: the members' role may no longer open it, the admin still may.
    await k.restrict(folder, ['enter']);
    expect((await get(a.id, k.tok.carol)).documents[0].canOpen).toBe(false);
    expect((await get(a.id, k.tok.padmin)).documents[0].canOpen).toBe(true);
  });
});

describe('notices in the drawer and by mail', () => {
  it("show the approval's title as subject, with the project", async () => {
    const a = await k.submit({ title: 'Basement waterproofing' });
    const list = (await k.t.get('/account/user/notify/list/1?type=19650', k.tok.carol)).body.data.list;
    expect(list[0]).toMatchObject({
      targetType: '19650',
      actionType: 'initiated',
      subject: 'Basement waterproofing',
      projectName: 'Harbour View Residences',
      target: { projectId: k.projectId, approvalId: a.id },
    });
  });

  it('mail a link that leads to the approval after sign-in', async () => {
    await k.post('/protected/user/update', { name: 'Carol Crane', email: 'carol@site.example', notifyByEmail: true }, k.tok.carol);
    k.t.mails.sent = [];
    const a = await k.submit({ title: 'Lift shaft openings' });
    await createWorker(k.t.deps.db, notificationJobs(k.t.deps)).drain();
    const mail = k.t.mails.sent.find((m) => m.to === 'carol@site.example')!;
    expect(mail.subject).toContain('Mia Member: Lift shaft openings');
    expect(mail.text).toContain('Mia Member started an approval: "Lift shaft openings"');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const q = new URL(link.replace('/#/', '/')).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ isEmail: '1', projectId: k.projectId, approvalId: a.id, projectName: 'Harbour View Residences' });
  });

  it('are not sent for a refused action', async () => {
    const a = await k.submit();
    const before = (await k.notices(a.id)).length;
    expect((await k.post('/protected/approval/approve', { approvalId: a.id }, k.tok.erin)).status).toBe(403);
    expect((await k.notices(a.id)).length).toBe(before);
  });
});
