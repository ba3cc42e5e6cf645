import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { scopeOf } from '../../test/scopes';
import { canDeleteTask, canEditTask, may, taskCaller, type Task } from './access';

// The task rules as the server applies them to a scope (the rules themselves: packages/shared
// task-rules.test.ts). Whether the caller is a principal or actor is read from the database and
// covered by the route tests (tasks.test.ts); here the grants and the creator decide alone.

const task = (createdBy: string) => ({ id: 't1', projectId: 'p1', createdBy }) as Task;
// Reached only when the grants and the creator do not decide, which these cases never are.
const noDb = {} as DbOrTx;

describe('task grants from the scope', () => {
  it('gives project admins and managers every task action, members their grants, viewers none', () => {
    expect(may(scopeOf('projectAdmin'), 'delete')).toBe(true);
    expect(may(scopeOf('enterpriseManager'), 'edit')).toBe(true);
    expect(may(scopeOf('member', ['task:enter']), 'enter')).toBe(true);
    expect(may(scopeOf('member', ['task:enter']), 'add')).toBe(false);
    expect(may(scopeOf('enterpriseViewer', ['task:enter']), 'enter')).toBe(false);
    expect(taskCaller(scopeOf('member', ['task:edit']))).toEqual({ userId: 'me', edit: true, delete: false });
  });
});

describe('per-task rules on a scope', () => {
  it('lets task:delete delete any task and a member only their own', () => {
    expect(canDeleteTask(scopeOf('member', ['task:delete']), task('other'))).toBe(true);
    expect(canDeleteTask(scopeOf('member', ['task:edit']), task('me'))).toBe(true);
    expect(canDeleteTask(scopeOf('member', ['task:edit']), task('other'))).toBe(false);
    expect(canDeleteTask(scopeOf('projectAdmin'), task('other'))).toBe(true);
  });

  it('lets task:edit and the creator change a task without reading who is on it', async () => {
    expect(await canEditTask(noDb, scopeOf('member', ['task:edit']), task('other'))).toBe(true);
    expect(await canEditTask(noDb, scopeOf('member'), task('me'))).toBe(true);
  });
});
