import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOutsider } from '../../test/factories';
import { taskKit, type TaskKit } from './board-kit';
import { untargetedRoutes } from '../../test/oplog';

// Annotation ↔ task links: the picker's file and annotation lists, add (800 when linked
// already) and remove, taskBordSwimVos on the annotation side, the associate_task rule,
// history and notices.

let k: TaskKit;
let boardId: string;
let laneIds: string[];
let file: string;
beforeAll(async () => {
  k = await taskKit();
  ({ boardId, laneIds } = await k.board('Snagging', ['Open', 'Closed']));
  file = await k.pdf('links-plan.pdf');
});
afterAll(() => k.t.close());

const link = (annotationId: string, taskId: string, token?: string) => k.post('/task/block/addAnnotationTask', { annotationId, taskId }, token);
const unlink = (annotationId: string, taskId: string, token?: string) => k.post('/task/block/removeAnnotationTask', { annotationId, taskId }, token);

describe('annotation links', () => {
  it('links, answers 800 for a pair that exists, shows the link on both sides, removes it', async () => {
    const a = (await k.add(file, { name: 'Crack at grid C4' })).body.data;
    expect(a).toMatchObject({ taskBordSwimVos: [], canAssociateTask: true });
    const taskId = await k.task(laneIds[1], { title: 'Repair crack', principals: [k.memberId], finished: true, taskStatus: 3 });

    const added = await link(a.id, taskId);
    expect(added.body).toMatchObject({ success: true, msg: 'Associated with the task', data: { annotationId: a.id, taskId } });
    const twice = await link(a.id, taskId);
    expect([twice.status, twice.body.errorCode, twice.body.msg]).toEqual([409, 800, 'The item already exists']);

    const one = await k.get('/annotations/getOne', { id: a.id }, k.member);
    expect(one.body.data.taskBordSwimVos).toEqual([
      { taskId, boardId, boardName: 'Snagging', swimName: 'Closed', taskStatus: 3, title: 'Repair crack', projectId: k.projectId },
    ]);
    const list = await k.post('/annotations/getList', { projectFileId: file }, k.member);
    expect(list.body.data.value.find((x: { id: string }) => x.id === a.id).taskBordSwimVos).toHaveLength(1);

    const pick = await k.get('/task/block/getAnnotationList', { projectFileId: file, taskId });
    expect(pick.body.data.value.find((x: { id: string }) => x.id === a.id)).toMatchObject({ linked: true, name: 'Crack at grid C4' });
    const files = await k.get('/task/block/getProjectFileList', {}, k.member);
    expect(files.body.data.value.find((f: { projectFileId: string }) => f.projectFileId === file)).toMatchObject({
      fileName: 'links-plan.pdf',
      fileType: 'pdf',
      annotationCount: expect.any(Number),
    });
    expect(files.body.data.userList).toContainEqual({ id: k.padminId, name: 'Paul Admin' });
    expect((await k.get('/task/block/getProjectFileList', { searchValue: 'no-such-name%' })).body.data.value).toEqual([]);

    const removed = await unlink(a.id, taskId);
    expect(removed.body).toMatchObject({ success: true, msg: 'The associated task was removed' });
    expect((await k.get('/annotations/getOne', { id: a.id })).body.data.taskBordSwimVos).toEqual([]);
    expect((await unlink(a.id, taskId)).body.msg).toBe('This annotation is not associated with the task');

    const detail = JSON.stringify({ annotationId: a.id, name: 'Crack at grid C4' });
    expect((await k.logs(taskId)).map((l) => [l.origin, l.context])).toEqual([
      ['ADD_TASK_ANNOTATION', detail],
      ['REMOVE_TASK_ANNOTATION', detail],
    ]);
    expect((await k.notices(k.memberId, 'annotation_add')).filter((n) => n.targetId.includes(taskId)).map((n) => n.content)).toEqual(['Crack at grid C4']);
    expect((await k.notices(k.memberId, 'annotation_remove')).filter((n) => n.targetId.includes(taskId))).toHaveLength(1);
  });

  it("without the associate_task flag only the annotation's creator may link it; with it anyone may", async () => {
    const padmins = (await k.add(file, { name: 'By the admin' })).body.data;
    const members = (await k.add(file, { name: 'By the member' }, k.member)).body.data;
    const taskId = await k.task(laneIds[0]);
    const refused = await link(padmins.id, taskId, k.member);
    expect([refused.status, refused.body.errorCode, refused.body.msg]).toEqual([403, 4030, 'You may not associate tasks with the annotations of this file']);
    // Creating a task with the annotation linked (the associate modal's create button) needs the same right.
    const created = await k.post('/task/block', { swimlanesId: laneIds[0], title: 'Made from the annotation', annotationId: padmins.id }, k.member);
    expect([created.status, created.body.errorCode]).toEqual([403, 4030]);
    expect((await k.get('/annotations/getOne', { id: padmins.id }, k.member)).body.data.canAssociateTask).toBe(false);
    expect((await link(members.id, taskId, k.member)).body.success).toBe(true);

    await k.restrictRoles(file, ['access', 'add', 'associate_task']);
    try {
      expect((await k.get('/annotations/getOne', { id: padmins.id }, k.member)).body.data.canAssociateTask).toBe(true);
      expect((await link(padmins.id, taskId, k.member)).body.success).toBe(true);
      expect((await unlink(padmins.id, taskId, k.member)).body.success).toBe(true);
    } finally {
      await k.post('/annotations/save/filePermission', { projectFileId: file, filePermissionsType: 'none', permissions: [] });
    }
  });

  it('needs the right to edit the task and task:enter; refuses outsiders and hidden files', async () => {
    const mine = (await k.add(file, { name: 'Mine' }, k.member)).body.data;
    const taskId = await k.task(laneIds[0]);
    const outsider = (await buildOutsider(k.t)).token;
    for (const call of [
      link(mine.id, taskId, outsider),
      unlink(mine.id, taskId, outsider),
      k.get('/task/block/getProjectFileList', {}, outsider),
      k.get('/task/block/getAnnotationList', { projectFileId: file }, outsider),
    ]) {
      const r = await call;
      expect([r.status, r.body.errorCode]).toEqual([403, 401]);
    }
    await k.memberTask({ edit: false });
    try {
      expect((await link(mine.id, taskId, k.member)).body.errorCode).toBe(4030);
      await k.memberTask({ enter: false });
      expect((await k.get('/task/block/getProjectFileList', {}, k.member)).body.errorCode).toBe(4030);
      expect((await k.get('/task/block/getAnnotationList', { projectFileId: file }, k.member)).body.errorCode).toBe(4030);
      // The annotation side shows no task links to a caller who may not see tasks.
      expect((await k.get('/annotations/getOne', { id: mine.id }, k.member)).body.data).toMatchObject({ taskBordSwimVos: [], canAssociateTask: false });
    } finally {
      await k.memberTask({ enter: true, edit: true });
    }
    // A file the member may not see is left out of the picker and its annotations are hidden.
    const hidden = await k.pdf('hidden-plan.pdf');
    const h = (await k.add(hidden, { name: 'Hidden' })).body.data;
    await k.restrictRoles(hidden, []);
    const files = (await k.get('/task/block/getProjectFileList', {}, k.member)).body.data.value.map((f: { projectFileId: string }) => f.projectFileId);
    expect(files).toContain(file);
    expect(files).not.toContain(hidden);
    expect((await link(h.id, taskId, k.member)).body.errorCode).toBe(4030);
    expect(await k.logs(taskId)).toEqual([]);
  });

  it('answers bad input with a clear 400', async () => {
    const a = (await k.add(file)).body.data;
    const taskId = await k.task(laneIds[0]);
    expect((await k.post('/task/block/addAnnotationTask', { annotationId: a.id })).body.msg).toContain('Please choose a task');
    expect((await k.post('/task/block/addAnnotationTask', { annotationId: a.id, taskId: '' })).body.msg).toContain('Please choose a task');
    expect((await link(a.id, 'no-such-task')).status).toBe(400);
    expect((await link('no-such-annotation', taskId)).status).toBe(404);
    expect((await k.get('/task/block/getAnnotationList', {})).status).toBe(400);
    expect((await k.get('/task/block/getAnnotationList', { projectFileId: file, taskId: 'no-such-task' })).status).toBe(400);
  });
});

describe('operation log', () => {
  it('names the task in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
