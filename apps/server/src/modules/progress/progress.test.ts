import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { putFile, testFile } from '../../test/files';
import { createWorker } from '../../jobs/queue';
import { fileJobs } from '../files/storage/housekeeping';
import { modelElements } from '../models/tables';
import { fileVersions } from '../files/tables';
import { modelTaskLinks, tasks } from '../tasks/tables';
import { taskKit, type TaskKit } from '../tasks/board-kit';

// 3D model elements linked with tasks: /protected/add-model-task, get-model-tasks, remove-model-task,
// with a real converted sample model (../shared/testdata/ifc).

let k: TaskKit;
let fileId: string;
let pdfId: string;
let ids: number[];
let board: { boardId: string; laneIds: string[] };

beforeAll(async () => {
  k = await taskKit();
  const f = await putFile(k.t, k.padmin, k.projectId, 'IfcOpenHouse_IFC4.ifc', testFile('ifc/IfcOpenHouse_IFC4.ifc').bytes);
  await createWorker(k.t.deps.db, fileJobs(k.t.deps)).drain();
  fileId = f._id;
  const [v] = await k.t.deps.db.select().from(fileVersions).where(eq(fileVersions.id, f.versionId));
  const els = await k.t.deps.db
    .select({ id: modelElements.expressId })
    .from(modelElements)
    .where(eq(modelElements.sourceSha256, v.sha256))
    .orderBy(asc(modelElements.expressId));
  ids = els.slice(0, 5).map((e) => e.id);
  pdfId = await k.pdf('plan.pdf');
  board = await k.board();
}, 120_000);
afterAll(() => k.t.close());

const add = (body: object, token = k.padmin) => k.post('/protected/add-model-task', { projectFileId: fileId, elementIds: ids.slice(0, 3), ...body }, token);
const list = (token = k.padmin) => k.post('/protected/get-model-tasks', { projectFileId: fileId }, token);

describe('add-model-task', () => {
  it('creates a task with the picked elements in one go and writes both history entries', async () => {
    const r = await add({ task: { swimlanesId: board.laneIds[0], title: 'Pour level 1', startDate: '2026-03-01', deadline: '2026-03-20' } });
    expect(r.body).toMatchObject({ success: true, msg: 'The elements were linked with the task' });
    const { task, link } = r.body.data;
    expect(task).toMatchObject({ title: 'Pour level 1', startDate: '2026-03-01', deadline: '2026-03-20', lane: 'To do' });
    expect(link).toMatchObject({
      taskId: task.id,
      projectFileId: fileId,
      elementIds: ids.slice(0, 3),
      title: 'Pour level 1',
      lane: 'To do',
      boardName: 'Site works',
      finished: false,
      canEdit: true,
    });
    const logs = await k.logs(task.id);
    expect(logs.map((l) => l.origin)).toEqual(['CREATE_TASK', 'ADD_TASK_MODEL_ELEMENTS']);
    expect(JSON.parse(logs[1].context!)).toEqual({ fileId, name: 'IfcOpenHouse_IFC4.ifc', count: 3 });
  });

  it('links an existing task, dropping duplicate ids; the model lists both links oldest first', async () => {
    const taskId = await k.task(board.laneIds[1], { title: 'Roof', principals: [k.memberId] });
    k.clock.now += 1000;
    const r = await add({ taskId, elementIds: [ids[3], ids[4], ids[4]] });
    expect(r.body.success).toBe(true);
    expect(r.body.data.link.elementIds).toEqual([ids[3], ids[4]]);
    expect((await k.logs(taskId)).map((l) => l.origin)).toEqual(['ADD_TASK_MODEL_ELEMENTS']);
    // The principal hears about it; the actor does not.
    expect(await k.notices(k.memberId, 'update')).toHaveLength(1);
    await k.memberTask({ enter: true, add: true, edit: false });
    const l = await list(k.member);
    expect(l.body.data.map((x: { title: string }) => x.title)).toEqual(['Pour level 1', 'Roof']);
    // Without task:edit the member may edit the Roof (its principal), not the padmin's other task.
    expect(l.body.data.map((x: { canEdit: boolean }) => x.canEdit)).toEqual([false, true]);
    await k.memberTask({ edit: true });
  });

  it('refuses bad input with a message, never a 500', async () => {
    const cases: [object, string][] = [
      [{ elementIds: [] }, 'Please pick at least one model element'],
      [{ elementIds: ['x'] }, 'Please pick at least one model element'],
      [{ elementIds: [-1] }, 'Please pick at least one model element'],
      [{ elementIds: Array.from({ length: 10001 }, (_, i) => i + 1) }, 'At most 10,000'],
      [{}, 'Please choose a task or describe a new one'],
      [{ taskId: 'x', task: { swimlanesId: board.laneIds[0], title: 'T' } }, 'Please choose a task or describe a new one'],
      [{ task: { swimlanesId: board.laneIds[0], title: '' } }, ''],
      [{ task: { swimlanesId: board.laneIds[0], title: 'T', startDate: '2026-05-02', deadline: '2026-05-01' } }, ''],
      [{ task: { swimlanesId: 'nope', title: 'T' } }, ''],
      [{ taskId: 'nope' }, ''],
      [{ taskId: 'x', elementIds: [999999999] }, 'Some elements are not part of this model'],
    ];
    for (const [body, msg] of cases) {
      const r = await add(body);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
      expect(r.body.success, JSON.stringify(body)).toBe(false);
      expect(r.body.msg).toContain(msg);
    }
    const pdf = await k.post('/protected/add-model-task', { projectFileId: pdfId, elementIds: [1], task: { swimlanesId: board.laneIds[0], title: 'T' } });
    expect(pdf.body.success).toBe(false);
    expect(pdf.status).toBeLessThan(500);
    const rows = await k.t.deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.projectId, k.projectId), eq(tasks.title, 'T')));
    expect(rows).toHaveLength(0);
  });

  it('denies outsiders, members without task:add, and members who may not edit the task', async () => {
    expect((await add({ task: { swimlanesId: board.laneIds[0], title: 'X' } }, k.outsider)).body.success).toBe(false);
    expect((await list(k.outsider)).body.success).toBe(false);
    await k.memberTask({ enter: true, add: false, edit: false });
    const r = await add({ task: { swimlanesId: board.laneIds[0], title: 'X' } }, k.member);
    expect(r.body).toMatchObject({ success: false });
    const other = await k.task(board.laneIds[0], { title: 'Not mine' });
    expect((await add({ taskId: other }, k.member)).body.success).toBe(false);
    expect(await k.t.deps.db.select().from(modelTaskLinks).where(eq(modelTaskLinks.taskId, other))).toHaveLength(0);
    await k.memberTask({ enter: false });
    expect((await list(k.member)).body.success).toBe(false);
    await k.memberTask({ enter: true, add: true, edit: true });
  });
});

describe('remove-model-task', () => {
  it('needs edit rights on the task, then removes the link with a history entry', async () => {
    const [first] = (await list()).body.data;
    await k.memberTask({ enter: true, edit: false });
    expect((await k.post('/protected/remove-model-task', { id: first.id }, k.member)).body.success).toBe(false);
    expect((await k.post('/protected/remove-model-task', { id: first.id }, k.outsider)).body.success).toBe(false);
    const r = await k.post('/protected/remove-model-task', { id: first.id });
    expect(r.body).toMatchObject({ success: true, msg: 'The link was removed' });
    expect((await k.logs(first.taskId)).at(-1)!.origin).toBe('REMOVE_TASK_MODEL_ELEMENTS');
    expect((await list()).body.data.map((x: { id: string }) => x.id)).not.toContain(first.id);
    const again = await k.post('/protected/remove-model-task', { id: first.id });
    expect(again.body).toMatchObject({ success: false, msg: 'This model link does not exist' });
    expect((await k.post('/protected/remove-model-task', {})).status).toBeLessThan(500);
  });

  it('goes with its task when the task is deleted', async () => {
    const [link] = (await list()).body.data;
    await k.t.deps.db.delete(tasks).where(eq(tasks.id, link.taskId));
    expect((await list()).body.data).toHaveLength(0);
  });
});
