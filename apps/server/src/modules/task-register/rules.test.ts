import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { abilities, may, need } from './access';

// The register's grants without a database (docs/task-register.md "Permissions"); the calls'
// checks are walked with real callers in access.test.ts.

describe('register grants', () => {
  it('gives a member exactly the task grants of their role', () => {
    const m = scopeOf('member', ['task:enter', 'task:add', 'task:edit']);
    expect(abilities(m)).toEqual({ add: true, edit: true, delete: false });
    expect(may(m, 'enter')).toBe(true);
    expect(() => need(m, 'delete')).toThrow(expect.objectContaining({ status: 403, errorCode: 4030 }));
  });

  it('gives project admins and enterprise managers everything, an enterprise viewer who is no member nothing', () => {
    expect(abilities(scopeOf('projectAdmin'))).toEqual({ add: true, edit: true, delete: true });
    expect(abilities(scopeOf('enterpriseManager'))).toEqual({ add: true, edit: true, delete: true });
    expect(abilities(scopeOf('enterpriseViewer', ['task:add']))).toEqual({ add: false, edit: false, delete: false });
    expect(may(scopeOf('outsider', ['task:enter']), 'enter')).toBe(false);
  });
});
