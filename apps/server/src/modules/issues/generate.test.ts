import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { putFile } from '../../test/files';
import { annotationTaskLinks, taskLogs, taskUsers } from '../tasks/tables';
import { notifications } from '../notifications/tables';
import { issueKit, type IssueKit } from './testkit';
import { untargetedRoutes } from '../../test/oplog';

// Generating the issue's task (docs/issues.md "Generating a task") and finding the issue back
// from the task (by-task).

let k: IssueKit;
let boardId: string;
let lanes: string[];
beforeAll(async () => {
  k = await issueKit();
  const b = await k.t.post('/task/board', { projectId: k.projectId, name: 'Issues board', swimlanes: ['Open', 'Done'] }, k.padmin);
  boardId = b.body.data.id;
  lanes = b.body.data.swimlanes.map((l: { id: string }) => l.id);
});
afterAll(() => k.t.close());

const generate = (issueId: string, over: object = {}, token = k.member) =>
  k.post('/protected/issue/generate-task', { issueId, boardId, swimlaneId: lanes[0], ...over }, token);

describe('generating a task from an issue', () => {
  it('creates the task through the task service: title, leader → principal, cc and approver → actors; links it; history and notices on both', async () => {
    const i = await k.issue({
      code: 'GEN-1',
      description: 'Sleeve missing in wall W12',
      leaderId: k.ids.carol,
      ccIds: [k.ids.padmin],
      importance: 'urgent',
      dueDate: '2026-12-24',
    });
    const r = await generate(i.id, { approverId: k.ids.member });
    expect(r.body).toMatchObject({
      success: true,
      msg: 'Task created from the issue',
      data: { approver: { id: k.ids.member }, task: { boardId, title: 'GEN-1 Sleeve missing in wall W12', finished: false } },
    });
    const taskId = r.body.data.task.id;
    expect(r.body.data.can.generateTask).toBe(false);
    const people = await k.t.deps.db.select().from(taskUsers).where(eq(taskUsers.taskId, taskId));
    expect(people.filter((p) => p.type === 'PRINCIPAL').map((p) => p.userId)).toEqual([k.ids.carol]);
    expect(
      people
        .filter((p) => p.type === 'ACTOR')
        .map((p) => p.userId)
        .sort(),
    ).toEqual([k.ids.member, k.ids.padmin].sort());
    const logs = await k.t.deps.db.select().from(taskLogs).where(eq(taskLogs.taskId, taskId));
    expect(logs.map((l) => l.origin)).toContain('CREATE_TASK');
    const h = await k.history(i.id);
    expect(h.map((x) => x.action)).toEqual(['create', 'update', 'task']);
    expect(h[1].detail).toEqual({ fields: ['approverId'] });
    expect(h[2].detail).toEqual({ taskId, boardId });
    const issueNotices = (await k.notices(i.id)).filter((n) => n.actionType === 'issue_task');
    expect(issueNotices.map((n) => n.userId).sort()).toEqual([k.ids.carol, k.ids.padmin].sort());
    const taskNotices = await k.t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetType, 'task'), eq(notifications.actionType, 'allot')));
    expect(taskNotices.some((n) => n.userId === k.ids.carol && n.targetId.includes(taskId))).toBe(true);

    // The "Issue tasks" tab lists only issues with a task (hasTask), the other reading the rest.
    const withTask = (await k.post('/protected/issue/list', { hasTask: true, pageSize: 200 }, k.member)).body.data.list.map((x: { id: string }) => x.id);
    expect(withTask).toEqual([i.id]);
    const without = (await k.post('/protected/issue/list', { hasTask: false, pageSize: 200 }, k.member)).body.data.list.map((x: { id: string }) => x.id);
    expect(without).not.toContain(i.id);
    expect(without.length).toBeGreaterThan(0);
    expect((await k.post('/protected/issue/list', { hasTask: 'yes' }, k.member)).status).toBe(400);

    const by = await k.post('/protected/issue/by-task', { taskId }, k.carol);
    expect(by.body.data).toMatchObject({ id: i.id, code: 'GEN-1', task: { id: taskId } });
    expect((await k.post('/protected/issue/by-task', { taskId: 'no-such' }, k.carol)).body.data).toBeNull();
    // Someone who may not see issues gets no link (the task detail still opens).
    expect((await k.post('/protected/issue/by-task', { taskId }, k.viewer)).body.data).toBeNull();
    expect((await k.post('/protected/issue/by-task', { taskId }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/protected/issue/by-task', {}, k.carol)).status).toBe(400);

    // A second task is refused; deleting the task clears the link.
    expect((await generate(i.id)).body.msg).toBe('A task has already been created for this issue');
    await k.t.app.inject({ method: 'DELETE', url: `/task/block/${taskId}?projectId=${k.projectId}`, headers: { authorization: `Bearer ${k.padmin}` } });
    expect((await k.post('/protected/issue/get', { issueId: i.id }, k.member)).body.data.task).toBeNull();
  });
  it("links the issue's annotation with the task when the caller may link it", async () => {
    const file = await putFile(k.t, k.padmin, k.projectId, 'level2.pdf', Buffer.from('%PDF-1.4 level 2'));
    const a = (await k.post('/annotations/add', { projectFileId: file._id, name: 'Sleeve at W12', viewpoint: {} }, k.member)).body.data;
    const i = await k.issue({ code: 'GEN-A', leaderId: k.ids.carol, approverId: k.ids.padmin, fileId: file._id, annotationId: a.id });
    const taskId = (await generate(i.id)).body.data.task.id;
    const links = await k.t.deps.db.select().from(annotationTaskLinks).where(eq(annotationTaskLinks.taskId, taskId));
    expect(links.map((l) => l.annotationId)).toEqual([a.id]);
    const logs = await k.t.deps.db.select().from(taskLogs).where(eq(taskLogs.taskId, taskId));
    expect(logs.map((l) => l.origin)).toEqual(expect.arrayContaining(['CREATE_TASK', 'ADD_TASK_ANNOTATION']));
  });

  it('enforces the rules: leader, description, approver, leader ≠ approver, members, the lane of the board', async () => {
    const noLeader = await k.issue({ description: 'x' });
    expect((await generate(noLeader.id, { approverId: k.ids.padmin })).body.msg).toBe("Choose the issue's leader before generating a task");
    const noText = await k.issue({ description: null, leaderId: k.ids.carol });
    expect((await generate(noText.id, { approverId: k.ids.padmin })).body.msg).toBe('Describe the issue before generating a task');
    const i = await k.issue({ leaderId: k.ids.carol });
    expect((await generate(i.id)).body.msg).toBe('Choose an approver before generating a task');
    expect((await generate(i.id, { approverId: k.ids.carol })).body.msg).toBe('The leader and the approver cannot be the same person');
    expect((await generate(i.id, { approverId: 'stranger' })).body.msg).toBe('Everyone named on the issue must be a member of this project');
    const other = await k.t.post('/task/board', { projectId: k.projectId, name: 'Other', swimlanes: ['A'] }, k.padmin);
    expect((await generate(i.id, { approverId: k.ids.padmin, swimlaneId: other.body.data.swimlanes[0].id })).status).toBe(400);
    expect((await generate(i.id, { approverId: k.ids.padmin, swimlaneId: 'no-such' })).status).toBe(400);
    expect((await generate(i.id, { approverId: k.ids.padmin, boardId: undefined })).status).toBe(400);
    // Nothing half-made: no task linked after the refusals.
    expect((await k.post('/protected/issue/get', { issueId: i.id }, k.member)).body.data.task).toBeNull();
  });
  it('needs task:add and the right to edit the issue', async () => {
    const i = await k.issue({ leaderId: k.ids.padmin, approverId: k.ids.carol }, k.padmin);
    expect((await generate(i.id, {}, k.carol)).body.errorCode).toBe(4030); // approver, not editor
    expect((await generate(i.id, {}, k.viewer)).body.errorCode).toBe(4030);
    expect((await generate(i.id, {}, k.outsider)).body.errorCode).toBe(401);
    expect((await generate(i.id, {}, k.padmin)).body.success).toBe(true);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
