import { describe, expect, it } from 'vitest';
import { oplogListBody } from '@trestle/shared/oplog-schemas';
import { emptyFilter, filterBody } from './filter';

describe("the operation log calls' bodies", () => {
  it('sends the side, the set lists and the period only, in a shape the server accepts', () => {
    const project = filterBody({ kind: 'project', projectId: 'p1' }, emptyFilter());
    expect(project).toEqual({ projectId: 'p1', range: '7d' });
    const enterprise = filterBody(
      { kind: 'enterprise' },
      { userIds: ['u1'], modules: ['files'], actions: [], period: { from: '2026-01-01', to: '2026-01-31' } },
    );
    expect(enterprise).toEqual({ userIds: ['u1'], modules: ['files'], from: '2026-01-01', to: '2026-01-31' });
    for (const body of [project, enterprise]) expect(oplogListBody.safeParse({ ...body, pageNum: 1, pageSize: 20 }).success).toBe(true);
  });
});
