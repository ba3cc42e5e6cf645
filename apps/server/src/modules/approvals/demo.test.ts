import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects } from '../../test/factories';
import { seedDemoDocuments } from '../files/demo/demo';
import { notifications } from '../notifications/tables';
import { seedDemoApprovals } from './demo';

// The demo project's approval (main.ts → demo.ts): made through the service after the demo
// documents, waiting for member's decision, and ringing nobody's bell.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDocuments(t.deps);
  await seedDemoApprovals(t.deps);
});
afterAll(() => t.close());

describe('demo approval', () => {
  it("waits for member's decision on two drawings, with no unread notices", async () => {
    const member = await t.login('member');
    const projectId = (await demoProjects(t.deps.db)).harbour.id;
    const list = (await t.post('/protected/approval/list', { tab: 'todo' }, member)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: 'Architecture drawings for construction issue',
      status: 'in_process',
      projectId,
      initiator: { name: 'Paul Admin' },
    });
    const d = (await t.post('/protected/approval/get', { projectId, approvalId: list[0].id }, member)).body.data;
    expect(d.documents.map((x: { name: string; canOpen: boolean }) => [x.name, x.canOpen])).toEqual([
      ['Ground floor.dxf', true],
      ['Site plan.pdf', true],
    ]);
    expect(d.can).toMatchObject({ approve: true, reject: true });
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.targetType, '19650'))).toEqual([]);
  });
});
