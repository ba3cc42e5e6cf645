import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { kit, type Kit } from './testkit';

// The operation log of annotation writes: the annotation changed (an edit's fields before and
// after), the thing a comment was posted on with its text.

let k: Kit;
let file: string;
beforeAll(async () => {
  k = await kit();
  file = await k.pdf('oplog.pdf');
});
afterAll(() => k.t.close());

const last = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!;

describe('annotation writes in the operation log', () => {
  it('names the annotation added, edited and deleted, and what a comment was posted on', async () => {
    const a = (await k.add(file)).body.data;
    expect((await last('/annotations/add')).targets).toEqual([{ targetId: a.id, targetName: a.name }]);
    expect((await k.post('/annotations/update', { id: a.id, name: 'Rebar gap', status: 'Closed' })).body.success).toBe(true);
    expect((await last('/annotations/update')).targets).toEqual([
      { targetId: a.id, targetName: 'Rebar gap', before: { name: a.name, status: 'Open' }, after: { name: 'Rebar gap', status: 'Closed' } },
    ]);
    expect((await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: '<b>Check</b> it' })).body.success).toBe(true);
    expect((await last('/comment/comments/add')).targets).toEqual([{ targetId: a.id, targetName: 'Rebar gap', after: { comment: 'Check it' } }]);
    expect((await k.post('/annotations/delete', { id: a.id })).body.success).toBe(true);
    expect((await last('/annotations/delete')).targets).toEqual([{ targetId: a.id, targetName: 'Rebar gap' }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const a = (await k.add(file)).body.data;
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post('/annotations/update', { id: a.id, name: '  ' })).status).toBe(400);
    expect((await k.post('/annotations/update', { id: a.id, name: 'x' }, k.outsider)).body.success).toBe(false);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the annotation writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
