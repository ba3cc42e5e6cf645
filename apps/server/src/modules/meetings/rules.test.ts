import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { mayEdit, mayReport } from './meetings';

// Who may edit a meeting and write its summary (docs/issues.md "Permissions"), without a
// database; the calls are covered by meetings.test.ts.

type Meeting = Parameters<typeof mayEdit>[1];
const meeting = (createdBy: string) => ({ id: 'm1', projectId: 'p1', createdBy }) as Meeting;

describe('meeting rules', () => {
  it('lets meeting:edit edit any meeting and its creator their own', () => {
    expect(mayEdit(scopeOf('member', ['meeting:edit']), meeting('other'))).toBe(true);
    expect(mayEdit(scopeOf('member'), meeting('me'))).toBe(true);
    expect(mayEdit(scopeOf('member', ['meeting:report']), meeting('other'))).toBe(false);
    expect(mayEdit(scopeOf('projectAdmin'), meeting('other'))).toBe(true);
  });

  it('lets meeting:report write any summary and the creator their own', () => {
    expect(mayReport(scopeOf('member', ['meeting:report']), meeting('other'))).toBe(true);
    expect(mayReport(scopeOf('member'), meeting('me'))).toBe(true);
    expect(mayReport(scopeOf('member', ['meeting:edit']), meeting('other'))).toBe(false);
  });
});
