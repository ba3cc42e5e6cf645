import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects, userId } from '../../test/factories';
import { createNotification, notificationTarget } from './service';
import { registerNoticeKind } from './kinds';
import { listNotices } from './reading';

// The notice-kind registry: a notice's subject comes from the kind its sending module
// registered (the composition root fills it), and a kind nobody registered shows none.

let t: TestApp;
let member: string;
let padmin: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await userId(t.deps.db, 'member');
  padmin = await userId(t.deps.db, 'padmin');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

describe('notice kinds', () => {
  it('consults the kind registered for a targetType, and shows nothing for an unregistered one', async () => {
    const seen: string[][] = [];
    registerNoticeKind('probe', {
      about: (_db, userId, targets) => {
        seen.push([userId, ...targets.map((x) => x.taskId ?? '')]);
        return Promise.resolve(targets.map((x) => ({ subject: `probe ${x.taskId}`, person: false })));
      },
    });
    for (const [type, taskId] of [
      ['probe', 'p1'],
      ['unregistered', 'u1'],
    ])
      await createNotification(t.deps.db, {
        recipients: [member],
        sender: padmin,
        targetId: notificationTarget({ projectId, taskId }),
        targetType: type,
        actionType: 'add',
      });
    const { list } = await listNotices(t.deps.db, member, { page: 1, size: 50, type: 'all', unread: false });
    expect(list.find((n) => n.targetType === 'probe')?.subject).toBe('probe p1');
    expect(list.find((n) => n.targetType === 'unregistered')?.subject).toBeNull();
    expect(seen).toEqual([[member, 'p1']]);
  });
});
