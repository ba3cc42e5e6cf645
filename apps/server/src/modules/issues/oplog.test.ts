import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { issueKit, type IssueKit } from './testkit';

// The operation log of issue writes (docs/operation-log.md "What each module records"): each
// row names the issue (its code), also a save that changed nothing; a status change its status before and after, a reply its text,
// a generated task the issue and the task.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

const I = '/protected/issue';
const targets = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!.targets;

describe('issue writes in the operation log', () => {
  it('names the issue added, replied to, moved and deleted', async () => {
    const i = await k.issue({ code: 'LOG-1', leaderId: k.ids.carol });
    expect(await targets(`${I}/add`)).toEqual([{ targetId: i.id, targetName: 'LOG-1' }]);
    // A save that changes nothing still names the issue.
    expect((await k.post(`${I}/update`, { issueId: i.id, code: 'LOG-1' }, k.member)).body.success).toBe(true);
    expect(await targets(`${I}/update`)).toEqual([{ targetId: i.id, targetName: 'LOG-1' }]);
    expect((await k.post(`${I}/reply`, { issueId: i.id, content: 'Checked on site' }, k.carol)).body.success).toBe(true);
    expect(await targets(`${I}/reply`)).toEqual([{ targetId: i.id, targetName: 'LOG-1', after: { comment: 'Checked on site' } }]);
    expect((await k.post(`${I}/change-status`, { issueId: i.id, status: 'underway', note: 'On it' }, k.carol)).body.success).toBe(true);
    expect(await targets(`${I}/change-status`)).toEqual([
      { targetId: i.id, targetName: 'LOG-1', before: { status: 'pending' }, after: { status: 'underway', note: 'On it' } },
    ]);
    expect((await k.post(`${I}/delete`, { issueId: i.id })).body.success).toBe(true);
    expect(await targets(`${I}/delete`)).toEqual([{ targetId: i.id, targetName: 'LOG-1' }]);
  });

  it('names the issue a task was generated from, with the task and approver, then the task', async () => {
    const b = await k.t.post('/task/board', { projectId: k.projectId, name: 'Log board', swimlanes: ['Open'] }, k.padmin);
    const i = await k.issue({ code: 'LOG-2', description: 'Sleeve missing', leaderId: k.ids.carol });
    const r = await k.post(`${I}/generate-task`, { issueId: i.id, boardId: b.body.data.id, swimlaneId: b.body.data.swimlanes[0].id, approverId: k.ids.member });
    expect(r.body.success).toBe(true);
    const task = r.body.data.task;
    expect(await targets(`${I}/generate-task`)).toEqual([
      { targetId: i.id, targetName: 'LOG-2', before: { taskId: null, approverId: null }, after: { taskId: task.id, approverId: k.ids.member } },
      expect.objectContaining({ targetId: task.id, targetName: task.title }),
    ]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const i = await k.issue({ leaderId: k.ids.carol });
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post(`${I}/add`, { code: 'LOG-X', description: 'x' }, k.viewer)).body.success).toBe(false);
    expect((await k.post(`${I}/add`, { code: '' }, k.member)).status).toBe(400);
    expect((await k.post(`${I}/reply`, { issueId: i.id, content: '' }, k.carol)).status).toBe(400);
    expect((await k.post(`${I}/change-status`, { issueId: i.id, status: 'finish' }, k.carol)).body.success).toBe(false);
    expect((await k.post(`${I}/generate-task`, { issueId: i.id, boardId: 'x', swimlaneId: 'y' }, k.viewer)).body.success).toBe(false);
    expect((await k.post(`${I}/delete`, { issueId: i.id }, k.viewer)).body.success).toBe(false);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
