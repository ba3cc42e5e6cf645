import { describe, expect, it } from 'vitest';
import { canDeleteTask, canEditTask } from './task-rules';

// The board task rules both sides use (docs/tasks.md "Permissions").

const mine = { createdBy: 'me' };
const theirs = { createdBy: 'other' };

describe('canEditTask', () => {
  it('lets task:edit change any task', () => {
    expect(canEditTask({ userId: 'me', edit: true }, theirs, false)).toBe(true);
  });

  it('lets the creator and the people on the task change it without task:edit', () => {
    expect(canEditTask({ userId: 'me' }, mine, false)).toBe(true);
    expect(canEditTask({ userId: 'me' }, theirs, true)).toBe(true);
  });

  it('refuses anyone else, and an unknown caller', () => {
    expect(canEditTask({ userId: 'me', delete: true }, theirs, false)).toBe(false);
    expect(canEditTask({ userId: undefined }, theirs, false)).toBe(false);
  });
});

describe('canDeleteTask', () => {
  it('lets task:delete delete any task and the creator their own', () => {
    expect(canDeleteTask({ userId: 'me', delete: true }, theirs)).toBe(true);
    expect(canDeleteTask({ userId: 'me' }, mine)).toBe(true);
  });

  it('refuses task:edit alone, and an unknown caller', () => {
    expect(canDeleteTask({ userId: 'me', edit: true }, theirs)).toBe(false);
    expect(canDeleteTask({ userId: null }, theirs)).toBe(false);
  });
});
