import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_STATUSES, ISSUE_TRANSITIONS, type IssueActorRole } from '@trestle/shared/issue-schemas';
import { issueKit, type IssueKit } from './testkit';
import { untargetedRoutes } from '../../test/oplog';

// The issue workflow (docs/issues.md "Workflow"): each role may make exactly its moves; every
// other move is refused with the localized status names; closedAt follows; history and notices.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

/** An issue raised by member (creator), led by carol, in `status` (moved there by padmin, a manager). */
async function issueIn(status: string) {
  const i = await k.issue({ leaderId: k.ids.carol });
  // The manager drives it to the wanted status along the allowed path.
  const path: Record<string, string[]> = { pending: [], underway: ['underway'], finish: ['underway', 'finish'], closed: ['underway', 'finish', 'closed'] };
  for (const s of path[status]) {
    const r = await k.post('/protected/issue/change-status', { issueId: i.id, status: s }, k.padmin);
    if (!r.body.success) throw new Error(r.body.msg);
  }
  return i;
}

const move = (issueId: string, status: string, token: string, lang = 'en', note?: string) =>
  k.post('/protected/issue/change-status', { issueId, status, note }, token, lang);

describe('issue workflow', () => {
  it('lets each role make exactly the moves the table gives it', async () => {
    // member = creator, carol = leader, padmin = manager; no one else holds a role.
    const tokens: Record<Exclude<IssueActorRole, 'approver'>, string> = { creator: k.member, leader: k.carol, manager: k.padmin };
    for (const from of ISSUE_STATUSES) {
      for (const to of ISSUE_STATUSES) {
        if (from === to) continue;
        for (const [role, token] of Object.entries(tokens)) {
          const allowed = ISSUE_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(role as IssueActorRole));
          const i = await issueIn(from);
          const r = await move(i.id, to, token);
          expect({ from, to, role, ok: r.body.success }).toEqual({ from, to, role, ok: allowed });
          if (!allowed) {
            const exists = ISSUE_TRANSITIONS.some((t) => t.from === from && t.to === to);
            expect(r.status).toBe(exists ? 403 : 400);
          }
        }
      }
    }
  }, 120_000);
  it('lets the approver accept, reject and reopen, not start or finish', async () => {
    // carol approves an issue member leads: both plain members, no manager rights.
    const j = await k.issue({ leaderId: k.ids.member, approverId: k.ids.carol }, k.padmin);
    expect((await move(j.id, 'underway', k.carol)).status).toBe(403);
    expect((await move(j.id, 'underway', k.member)).body.success).toBe(true);
    expect((await move(j.id, 'finish', k.carol)).status).toBe(403);
    expect((await move(j.id, 'finish', k.member)).body.success).toBe(true);
    expect((await move(j.id, 'underway', k.carol)).body.data.status).toBe('underway'); // reject
    await move(j.id, 'finish', k.member);
    expect((await move(j.id, 'closed', k.carol)).body.data.status).toBe('closed'); // accept
    expect((await move(j.id, 'underway', k.carol)).body.data.status).toBe('underway'); // reopen
  });
  it('refuses with the localized status names', async () => {
    const i = await issueIn('pending');
    const en = await move(i.id, 'finish', k.carol);
    expect(en.body.msg).toBe('You cannot move this issue from pending to finished');
    const zh = await move(i.id, 'closed', k.carol, 'zh');
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('您不能将此问题从“待处理”改为“已关闭”');
    const ja = await move(i.id, 'underway', k.member, 'ja');
    expect(ja.body.msg).toBe('この課題を「未対応」から「対応中」に変更することはできません');
  });
  it('stamps closedAt on closing and clears it on reopening; history and notices carry from, to and the note', async () => {
    const i = await issueIn('finish');
    const closed = await move(i.id, 'closed', k.member, 'en', 'Answer accepted');
    expect(closed.body).toMatchObject({ success: true, msg: 'Status changed', data: { status: 'closed', closedAt: expect.any(String) } });
    const h = await k.history(i.id);
    expect(h.at(-1)).toMatchObject({ action: 'status', detail: { from: 'finish', to: 'closed', note: 'Answer accepted' }, userId: k.ids.member });
    const n = (await k.notices(i.id)).filter((x) => x.actionType === 'issue_status' && x.sender === k.ids.member);
    expect(n.map((x) => x.userId)).toEqual([k.ids.carol]);
    const reopened = await move(i.id, 'underway', k.member);
    expect(reopened.body.data.closedAt).toBeNull();
    expect(reopened.body.data.nextStatuses).toEqual([]); // the creator waits for the leader now
  });
  it('refuses bad input, members without issue rights and outsiders', async () => {
    const i = await issueIn('pending');
    expect((await move(i.id, 'open', k.padmin)).status).toBe(400);
    expect((await move(i.id, 'underway', k.padmin, 'en', 'x'.repeat(141))).status).toBe(400);
    expect((await move('no-such', 'underway', k.padmin)).body.msg).toBe('The issue does not exist in this project');
    expect((await move(i.id, 'underway', k.viewer)).body.errorCode).toBe(4030);
    expect((await move(i.id, 'underway', k.outsider)).body.errorCode).toBe(401);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
