import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { canChange, mayAssociate, type Flag } from './access';

// Changing an annotation and linking it with tasks, over the file's annotation flags (docs/
// annotations.md "Permissions"). Reading the flags is covered by permissions.test.ts.

const flags = (...on: Flag[]) => ({
  access: on.includes('access'),
  add: on.includes('add'),
  delete: on.includes('delete'),
  associate_task: on.includes('associate_task'),
});

describe('changing an annotation', () => {
  it('lets its creator change it whatever the flags', () => {
    expect(canChange(scopeOf('member'), flags(), 'me')).toBe(true);
  });

  it('lets others change it in the public mode with access, in the default mode only with delete', () => {
    expect(canChange(scopeOf('member', [], { permissionMode: 'public' }), flags('access'), 'other')).toBe(true);
    expect(canChange(scopeOf('member'), flags('access'), 'other')).toBe(false);
    expect(canChange(scopeOf('member'), flags('delete'), 'other')).toBe(true);
    expect(canChange(scopeOf('member', [], { permissionMode: 'public' }), flags(), 'other')).toBe(false);
  });
});

describe('linking an annotation with tasks', () => {
  it('needs the associate_task flag, or being its creator', () => {
    expect(mayAssociate(scopeOf('member'), flags('associate_task'), 'other')).toBe(true);
    expect(mayAssociate(scopeOf('member'), flags(), 'me')).toBe(true);
    expect(mayAssociate(scopeOf('member'), flags('access', 'add', 'delete'), 'other')).toBe(false);
  });
});
