import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { accountSources, registerAccountSources } from './sources';

// The account sources registry: sign-in and the current-user answer get enterprises, the
// manager flag and the unread count from what the composition root registered.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account sources', () => {
  it('sign-in and the current user ask the registered sources', async () => {
    const real = accountSources();
    const asked: string[] = [];
    registerAccountSources({
      enterprisesOf: (db, userId) => {
        asked.push('enterprisesOf');
        return real.enterprisesOf(db, userId);
      },
      isEnterpriseMember: (db, e, u) => {
        asked.push('isEnterpriseMember');
        return real.isEnterpriseMember(db, e, u);
      },
      isEnterpriseManager: () => {
        asked.push('isEnterpriseManager');
        return Promise.resolve(true);
      },
      unreadCount: () => {
        asked.push('unreadCount');
        return Promise.resolve(42);
      },
    });
    try {
      const token = await t.login('member');
      const r = await t.post('/protected/user/get-current-user', {}, token);
      expect(r.body.data.unreadCount).toBe(42);
      expect(r.body.data.flags.enterpriseManager).toBe(true);
      expect(asked).toEqual(['enterprisesOf', 'enterprisesOf', 'isEnterpriseManager', 'unreadCount']);
    } finally {
      registerAccountSources(real);
    }
  });
});
