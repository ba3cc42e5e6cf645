import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { approvalKit, type ApprovalKit } from './testkit';

// The operation log of approval actions: each row names the approval, with its status before and
// after when the action moved it.

let k: ApprovalKit;
beforeAll(async () => {
  k = await approvalKit();
});
afterAll(() => k.t.close());

const targets = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!.targets;
const act = (action: string, approvalId: string, token: string, extra: object = {}) => k.post(`/protected/approval/${action}`, { approvalId, ...extra }, token);

describe('approval actions in the operation log', () => {
  it('names the approval of every action, with the status it moved from and to', async () => {
    const a = await k.submit({ title: 'Facade drawings' });
    expect(await targets('/protected/approval/add')).toEqual([
      { targetId: a.id, targetName: 'Facade drawings', before: { status: null }, after: { status: 'in_process' } },
    ]);
    expect((await act('approve', a.id, k.tok.carol)).body.success).toBe(true);
    expect(await targets('/protected/approval/approve')).toEqual([{ targetId: a.id, targetName: 'Facade drawings' }]);
    expect((await act('reject', a.id, k.tok.dave, { comment: 'Missing detail' })).body.success).toBe(true);
    expect(await targets('/protected/approval/reject')).toEqual([
      { targetId: a.id, targetName: 'Facade drawings', before: { status: 'in_process' }, after: { status: 'rejected' } },
    ]);
    expect((await act('resubmit', a.id, k.tok.member, { comment: 'Detail added' })).body.success).toBe(true);
    expect(await targets('/protected/approval/resubmit')).toEqual([
      { targetId: a.id, targetName: 'Facade drawings', before: { status: 'rejected' }, after: { status: 'resubmitted' } },
    ]);
    expect((await act('revoke', a.id, k.tok.member)).body.success).toBe(true);
    expect(await targets('/protected/approval/revoke')).toEqual([
      { targetId: a.id, targetName: 'Facade drawings', before: { status: 'resubmitted' }, after: { status: 'revoked' } },
    ]);
  });

  it('leaves no row for a refused or invalid action', async () => {
    const a = await k.submit();
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await act('approve', a.id, k.tok.erin)).status).toBe(403);
    expect((await act('reject', a.id, k.tok.dave, { comment: ' ' })).status).toBe(400);
    expect((await act('resubmit', a.id, k.tok.member)).status).toBe(400);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the approval actions left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
