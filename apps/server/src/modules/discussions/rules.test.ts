import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { canManage } from './discussions';

// Who may close, pin and delete a discussion (docs/issues.md), without a database; the calls
// are covered by discussions.test.ts.

type Discussion = Parameters<typeof canManage>[1];
const topic = (createdBy: string) => ({ id: 'd1', projectId: 'p1', createdBy }) as Discussion;

describe('managing a discussion', () => {
  it('lets its creator and issue managers manage it, no one else', () => {
    expect(canManage(scopeOf('member'), topic('me'))).toBe(true);
    expect(canManage(scopeOf('member', ['issue:permission']), topic('other'))).toBe(true);
    expect(canManage(scopeOf('projectAdmin'), topic('other'))).toBe(true);
    expect(canManage(scopeOf('member', ['issue:edit', 'issue:delete']), topic('other'))).toBe(false);
  });
});
