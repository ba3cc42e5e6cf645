import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';

// The operation log rows of the folder changes name what changed (docs/operation-log.md "How a
// service describes a change"): a created folder, a rename, a move and a copy with the folders'
// paths, the recycle bin and the purge.

let t: TestApp;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = async (url: string, body: object) => {
  const r = await t.post(url, { projectId, ...body }, await t.login('padmin'), 'en');
  expect(r.body.success).toBe(true);
  return r.body.data;
};
const mkdir = async (name: string, parentId?: string) =>
  ((await post('/protected/file/create-many-folder', { parentId, folderArr: [name] })) as { folderInfoArr: { id: string }[] }).folderInfoArr[0].id;

/** The targets of the newest log row of a route. */
async function targetsOf(route: string) {
  const r = await t.deps.db.execute(sql`select targets from operation_logs where route = ${route} order by at desc, id desc limit 1`);
  return (r.rows[0] as { targets: unknown[] }).targets;
}

describe('folder changes in the operation log', () => {
  it('names a created folder and where it was made', async () => {
    const top = await mkdir('Oplog site');
    expect(await targetsOf('/protected/file/create-many-folder')).toEqual([
      { targetId: top, targetName: 'Oplog site', after: { name: 'Oplog site', folder: '/' } },
    ]);
    const inner = await mkdir('Week 1', top);
    expect(await targetsOf('/protected/file/create-many-folder')).toEqual([
      { targetId: inner, targetName: 'Week 1', after: { name: 'Week 1', folder: '/Oplog site' } },
    ]);
    await post('/protected/file/create-many-folder', { parentId: top, folderArr: ['Week 2', 'Week 3'] });
    expect(((await targetsOf('/protected/file/create-many-folder')) as { targetName: string }[]).map((x) => x.targetName)).toEqual(['Week 2', 'Week 3']);
  });

  it('names a renamed, moved and copied folder, with the folders by path', async () => {
    const a = await mkdir('Oplog A');
    const b = await mkdir('Oplog B');
    await post('/protected/file/rename', { fileId: a, name: 'Oplog A1' });
    expect(await targetsOf('/protected/file/rename')).toEqual([
      { targetId: a, targetName: 'Oplog A1', before: { name: 'Oplog A' }, after: { name: 'Oplog A1' } },
    ]);
    await post('/protected/file/move', { fileIds: [a], targetId: b });
    expect(await targetsOf('/protected/file/move')).toEqual([{ targetId: a, targetName: 'Oplog A1', before: { folder: '/' }, after: { folder: '/Oplog B' } }]);
    await post('/protected/file/copy', { fileIds: [a], targetId: null });
    const [copy] = (await targetsOf('/protected/file/copy')) as { targetId: string }[];
    expect(copy).toMatchObject({ targetName: 'Oplog A1', after: { name: 'Oplog A1', folder: '/', copyOf: '/Oplog B/Oplog A1' } });
    expect(copy.targetId).not.toBe(a);
  });

  it('names a folder sent to the recycle bin and purged', async () => {
    const gone = await mkdir('Oplog old');
    await post('/protected/update-project-file-state', { fileIds: [gone], is_recycle: 1 });
    expect(await targetsOf('/protected/update-project-file-state')).toEqual([
      { targetId: gone, targetName: 'Oplog old', before: { recycled: false }, after: { recycled: true } },
    ]);
    await post('/protected/file/purge', { confirm: true, fileIds: [gone] });
    expect(await targetsOf('/protected/file/purge')).toEqual([{ targetId: gone, targetName: 'Oplog old' }]);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
