import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@trestle/shared';
import { ISSUE_NOTICE_ACTIONS } from '@trestle/shared/issue-schemas';
import { listNotices } from '../notifications/reading';
import * as issuesEntry from './index';
import { issueKit, type IssueKit } from './testkit';
import { untargetedRoutes } from '../../test/oplog';

// Issue notices as their recipients read them: the subject is the issue's code and
// description (members only), each action has a title in the three languages.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

describe('issue notices', () => {
  it('reads with the issue as subject and the project name, for the leader, approver and cc, never the actor', async () => {
    const i = await k.issue({ code: 'N-1', description: 'Column C7 offset', leaderId: k.ids.carol, approverId: k.ids.padmin });
    const carol = await listNotices(k.t.deps.db, k.ids.carol, { page: 1, size: 10, type: 'issue', unread: false });
    expect(carol.list[0]).toMatchObject({
      targetType: 'issue',
      actionType: 'issue_allot',
      subject: 'N-1 Column C7 offset',
      projectName: 'Harbour View Residences',
      target: { projectId: k.projectId, issueId: i.id },
    });
    const padmin = await listNotices(k.t.deps.db, k.ids.padmin, { page: 1, size: 10, type: 'issue', unread: false });
    expect(padmin.list[0]).toMatchObject({ actionType: 'issue_add', subject: 'N-1 Column C7 offset' });
    const self = await listNotices(k.t.deps.db, k.ids.member, { page: 1, size: 10, type: 'issue', unread: false });
    expect(self.list.filter((n) => n.target.issueId === i.id)).toEqual([]);
  });
  it('has a title for every issue action in en, zh and ja', () => {
    for (const a of ISSUE_NOTICE_ACTIONS) {
      for (const lang of ['en', 'zh', 'ja'] as const) expect(translate(`notify.action.${a}`, lang)).not.toBe(`notify.action.${a}`);
    }
  });
});

describe("recordIssueHistory (the issues module's public way to write an issue's history)", () => {
  it("writes one row per entry inside the caller's transaction, and rolls back with it", async () => {
    const a = await k.issue();
    const b = await k.issue();
    const at = new Date('2026-11-20T08:00:00Z');
    await k.t.deps.db.transaction(async (tx) => {
      await issuesEntry.recordIssueHistory(
        tx,
        [
          { issueId: a.id, action: 'meeting', detail: { meetingId: 'm-1' } },
          { issueId: b.id, action: 'meeting', detail: { meetingId: null } },
        ],
        k.ids.carol,
        at,
      );
    });
    const meetingRows = async (id: string) => (await k.history(id)).filter((h) => h.action === 'meeting');
    expect(await meetingRows(a.id)).toEqual([{ action: 'meeting', detail: { meetingId: 'm-1' }, userId: k.ids.carol }]);
    expect(await meetingRows(b.id)).toEqual([{ action: 'meeting', detail: { meetingId: null }, userId: k.ids.carol }]);
    const before = (await k.history(a.id)).length;
    await expect(
      k.t.deps.db.transaction(async (tx) => {
        await issuesEntry.recordIssueHistory(tx, [{ issueId: a.id, action: 'meeting', detail: {} }], k.ids.carol, at);
        throw new Error('the caller fails after writing');
      }),
    ).rejects.toThrow('the caller fails after writing');
    expect(await k.history(a.id)).toHaveLength(before);
  });
  it('is the only way in: the public entry does not hand out the history table', () => {
    expect(Object.keys(issuesEntry)).not.toContain('issueHistory');
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
