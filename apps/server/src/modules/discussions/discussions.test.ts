import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '../../test/factories';
import { comments } from '../annotations/tables';
import { discussions } from '../issues/tables';
import { kit, type Kit } from '../issues/seeded-kit';

// Discussion topics: start, list (pinned first, then latest post), posts as comments
// (business 'discussion'), close/pin, delete with posts, and the managers' cross-project list.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

// Default titles are numbered: random letters once spelled "mg" and matched the manage tests' search.
let topics = 0;
const topic = async (over: object = {}, token?: string) => {
  const r = await k.post('/protected/discuss/add', { title: `Topic ${++topics}`, ...over }, token);
  if (!r.body.success) throw new Error(r.body.msg);
  return r.body.data;
};
const post = (moduleId: string, context: string, token?: string, extra: object = {}) =>
  k.post('/comment/comments/add', { business: 'discussion', moduleId, context, ...extra }, token);
const threads = (moduleId: string, token?: string) => k.get(`/comment/comments?projectId=${k.projectId}&business=discussion&moduleId=${moduleId}`, token);
const setLastPost = (id: string, at: string) =>
  k.t.deps.db
    .update(discussions)
    .set({ lastPostAt: new Date(at) })
    .where(eq(discussions.id, id));

describe('add and get', () => {
  it('starts a topic for a member with issue:add, about an issue or a meeting', async () => {
    const issueId = await k.issue({ code: 'DQ-1' });
    const m = (await k.post('/protected/meeting/add', { code: 'DM-1' })).body.data;
    const r = await k.post('/protected/discuss/add', { title: 'Duct routing at grid C', body: 'Options?', issueId, meetingId: m.id }, k.member);
    expect(r.body).toMatchObject({
      success: true,
      msg: 'Discussion started',
      data: {
        title: 'Duct routing at grid C',
        body: 'Options?',
        issue: { id: issueId, code: 'DQ-1' },
        meeting: { id: m.id, code: 'DM-1' },
        pinned: false,
        closed: false,
        postCount: 0,
        creator: { id: k.memberId },
        can: { edit: true, post: true },
      },
    });
    const got = await k.post('/protected/discuss/get', { discussionId: r.body.data.id }, k.padmin);
    expect(got.body.data).toMatchObject({ title: 'Duct routing at grid C', can: { edit: true, post: true } });
  });

  it('refuses bad input: no title, a long title, unknown issue or meeting', async () => {
    const riverside = (await demoProjects(k.t.deps.db)).riverside;
    const foreignIssue = await k.issue({ projectId: riverside.id });
    const cases: [object, string][] = [
      [{ title: '  ' }, 'Please enter the topic'],
      [{ title: 'x'.repeat(101) }, ''],
      [{ title: 'ok', issueId: foreignIssue }, 'The issue does not exist in this project'],
      [{ title: 'ok', meetingId: 'nope' }, 'The meeting does not exist in this project'],
    ];
    for (const [body, msg] of cases) {
      const r = await k.post('/protected/discuss/add', body);
      expect(r.status).toBe(400);
      if (msg) expect(r.body.msg).toContain(msg);
    }
    expect((await k.post('/protected/discuss/get', { discussionId: 'nope' })).body.msg).toBe('The discussion does not exist in this project');
  });

  it('refuses a member without issue:add, an outsider, and a member without issue:enter to read', async () => {
    await k.grant('issue', { add: false });
    try {
      expect((await k.post('/protected/discuss/add', { title: 'x' }, k.member)).status).toBe(403);
      // The list tells the screen so, which then offers no "New topic".
      expect((await k.post('/protected/discuss/list', {}, k.member)).body.data.canAdd).toBe(false);
    } finally {
      await k.grant('issue', { add: true });
    }
    expect((await k.post('/protected/discuss/list', {}, k.member)).body.data.canAdd).toBe(true);
    expect((await k.post('/protected/discuss/add', { title: 'x' }, k.outsider)).status).toBe(403);
    const d = await topic();
    await k.grant('issue', { enter: false });
    try {
      expect((await k.post('/protected/discuss/get', { discussionId: d.id }, k.member)).status).toBe(403);
      expect((await k.post('/protected/discuss/list', {}, k.member)).status).toBe(403);
      expect((await threads(d.id, k.member)).status).toBe(403);
      expect((await post(d.id, 'hello', k.member)).status).toBe(403);
    } finally {
      await k.grant('issue', { enter: true });
    }
  });
});

describe('posts', () => {
  it('posts and replies as comments, counting them and moving lastPostAt in the same write', async () => {
    const d = await topic();
    await setLastPost(d.id, '2026-01-01T00:00:00Z');
    const r = await post(d.id, 'We could drop the duct by 150 mm', k.member);
    expect(r.body).toMatchObject({ success: true, data: { business: 'discussion', moduleId: d.id, depth: 0 } });
    const reply = await k.post('/comment/comments/reply', {
      business: 'discussion',
      moduleId: d.id,
      context: 'Beam depth allows it',
      ancestorId: r.body.data.id,
      toUserId: k.memberId,
    });
    expect(reply.body.data.depth).toBe(1);
    const list = (await threads(d.id, k.member)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].replies.map((x: { context: string }) => x.context)).toEqual(['Beam depth allows it']);
    const got = (await k.post('/protected/discuss/get', { discussionId: d.id })).body.data;
    expect(got.postCount).toBe(2);
    expect(got.lastPostAt).toBe(reply.body.data.commentTime);
  });

  it('refuses posts on a closed topic but still shows them', async () => {
    const d = await topic();
    await post(d.id, 'before closing');
    await k.post('/protected/discuss/state', { discussionId: d.id, closed: true });
    const r = await post(d.id, 'too late', k.member);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('The discussion is closed');
    expect((await threads(d.id, k.member)).body.data.map((c: { context: string }) => c.context)).toEqual(['before closing']);
    expect((await k.post('/protected/discuss/get', { discussionId: d.id }, k.member)).body.data.can.post).toBe(false);
  });

  it('refuses a topic of another project, and a blank post', async () => {
    const riverside = (await demoProjects(k.t.deps.db)).riverside;
    const em = await k.t.login('emanager');
    const other = (await k.t.post('/protected/discuss/add', { projectId: riverside.id, title: 'Elsewhere' }, em)).body.data;
    const r = await post(other.id, 'hi', em);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The discussion does not exist in this project');
    const d = await topic();
    expect((await post(d.id, '<p> </p>')).status).toBe(400);
  });
});

describe('list', () => {
  // Titles share 'list test' (with its space): the random default titles never contain it.
  it('shows open topics, pinned first, then by latest post; all with includeClosed; search', async () => {
    const old = await topic({ title: 'List test: old news' });
    const fresh = await topic({ title: 'List test: fresh news' });
    const pinned = await topic({ title: 'List test: pinned rules' });
    const closed = await topic({ title: 'List test: closed matter' });
    await setLastPost(old.id, '2026-02-01T00:00:00Z');
    await setLastPost(fresh.id, '2026-03-01T00:00:00Z');
    await setLastPost(pinned.id, '2026-01-01T00:00:00Z');
    await k.post('/protected/discuss/state', { discussionId: pinned.id, pinned: true });
    await k.post('/protected/discuss/state', { discussionId: closed.id, closed: true });
    const open = (await k.post('/protected/discuss/list', { search: 'list test' }, k.member)).body.data;
    expect(open.list.map((d: { title: string }) => d.title)).toEqual(['List test: pinned rules', 'List test: fresh news', 'List test: old news']);
    expect(open.total).toBe(3);
    const all = (await k.post('/protected/discuss/list', { search: 'list test', includeClosed: true }, k.member)).body.data;
    expect(all.list.map((d: { title: string }) => d.title)).toContain('List test: closed matter');
    expect(all.list.find((d: { title: string }) => d.title === 'List test: closed matter')).toMatchObject({ closed: true, can: { edit: false, post: false } });
    // A post brings a topic to the top of the unpinned ones.
    await post(old.id, 'bump');
    const after = (await k.post('/protected/discuss/list', { search: 'list test' }, k.member)).body.data;
    expect(after.list.map((d: { title: string }) => d.title)).toEqual(['List test: pinned rules', 'List test: old news', 'List test: fresh news']);
    expect((await k.post('/protected/discuss/list', { pageSize: 500 })).status).toBe(400);
  });
});

describe('state and delete', () => {
  it('lets the creator close and reopen; others need to be managers', async () => {
    const d = await topic({}, k.member);
    const closed = await k.post('/protected/discuss/state', { discussionId: d.id, closed: true }, k.member);
    expect(closed.body).toMatchObject({ success: true, msg: 'Discussion updated', data: { closed: true } });
    expect((await k.post('/protected/discuss/state', { discussionId: d.id, closed: false }, k.member)).body.data.closed).toBe(false);
    const theirs = await topic();
    expect((await k.post('/protected/discuss/state', { discussionId: theirs.id, pinned: true }, k.member)).status).toBe(403);
    await k.grant('issue', { permission: true });
    try {
      expect((await k.post('/protected/discuss/state', { discussionId: theirs.id, pinned: true }, k.member)).body.data.pinned).toBe(true);
    } finally {
      await k.grant('issue', { permission: false });
    }
  });

  it('refuses a state call without closed or pinned, or with bad values', async () => {
    const d = await topic();
    expect((await k.post('/protected/discuss/state', { discussionId: d.id })).status).toBe(400);
    expect((await k.post('/protected/discuss/state', { discussionId: d.id, closed: 'yes' })).status).toBe(400);
  });

  it('deletes a topic with its posts: creator or manager only', async () => {
    const d = await topic({}, k.member);
    await post(d.id, 'one');
    await post(d.id, 'two', k.member);
    const theirs = await topic();
    expect((await k.post('/protected/discuss/delete', { discussionId: theirs.id }, k.member)).status).toBe(403);
    const r = await k.post('/protected/discuss/delete', { discussionId: d.id }, k.member);
    expect(r.body).toMatchObject({ success: true, msg: 'Discussion deleted' });
    expect(
      await k.t.deps.db
        .select()
        .from(comments)
        .where(and(eq(comments.business, 'discussion'), eq(comments.moduleId, d.id))),
    ).toEqual([]);
    expect((await k.post('/protected/discuss/get', { discussionId: d.id })).status).toBe(400);
    expect((await k.post('/protected/discuss/delete', { discussionId: theirs.id })).body.success).toBe(true);
  });
});

describe('manage', () => {
  it('lists topics of the projects the caller manages, open and closed, with the project name', async () => {
    const d = await topic({ title: 'MG managed topic' });
    await k.post('/protected/discuss/state', { discussionId: d.id, closed: true });
    const r = await k.post('/protected/discuss/manage', { search: 'MG ' });
    expect(r.body.data.list).toEqual([
      expect.objectContaining({ id: d.id, projectName: 'Harbour View Residences', closed: true, can: { edit: true, post: false } }),
    ]);
    const one = await k.t.post('/protected/discuss/manage', { projectId: k.projectId, search: 'MG ' }, k.padmin);
    expect(one.body.data.total).toBe(1);
  });

  it('gives a plain member nothing, and refuses them a project they do not manage', async () => {
    await topic({ title: 'MG hidden' });
    const r = await k.t.post('/protected/discuss/manage', { search: 'MG ' }, k.member);
    expect(r.body.data).toMatchObject({ list: [], total: 0 });
    expect((await k.t.post('/protected/discuss/manage', { projectId: k.projectId }, k.member)).status).toBe(403);
    expect((await k.t.post('/protected/discuss/manage', { projectId: k.projectId }, k.outsider)).status).toBe(403);
    expect((await k.t.post('/protected/discuss/manage', { pageNum: 0 }, k.member)).status).toBe(400);
    expect((await k.t.post('/protected/discuss/manage', {})).status).toBe(401);
  });

  it('includes the project once the member holds issue:permission', async () => {
    await k.grant('issue', { permission: true });
    try {
      const r = await k.t.post('/protected/discuss/manage', { search: 'MG hidden' }, k.member);
      expect(r.body.data.list.map((d: { title: string }) => d.title)).toEqual(['MG hidden']);
    } finally {
      await k.grant('issue', { permission: false });
    }
  });
});
