import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../notifications/tables';
import { issueKit, type IssueKit } from './testkit';

// The demo project's seeded issues (seed.ts → demo.ts): made through the services, so they
// read like any other issue, and they ring nobody's bell.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

describe('demo issues', () => {
  it('seeds three issues in different statuses with replies and history, and no unread notices', async () => {
    const r = await k.post('/protected/issue/list', { search: 'TQ-00', pageSize: 50 }, k.member);
    const byCode = Object.fromEntries(r.body.data.list.map((i: { code: string }) => [i.code, i]));
    expect(Object.keys(byCode).sort()).toEqual(['TQ-001', 'TQ-002', 'TQ-003']);
    expect([byCode['TQ-001'].status, byCode['TQ-002'].status, byCode['TQ-003'].status]).toEqual(['underway', 'finish', 'pending']);
    expect(byCode['TQ-001'].replyCount).toBe(1);
    const d = await k.post('/protected/issue/get', { issueId: byCode['TQ-002'].id }, k.padmin);
    expect(d.body.data.history.map((h: { action: string }) => h.action)).toEqual(['create', 'status', 'reply', 'status']);
    expect(d.body.data.nextStatuses).toEqual(['closed', 'underway']); // padmin approves
    const rings = await k.t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetType, 'issue')));
    expect(rings).toEqual([]);
  });
});
