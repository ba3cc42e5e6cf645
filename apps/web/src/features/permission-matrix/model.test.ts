import { describe, expect, it } from 'vitest';
import type { PowerPage } from '@trestle/shared/power-responses';
import { effectiveOf, matrixRows, optimistic, overrideAllowed, overrideOf, roleCell, roleOnly, withGrant, withOverride } from './model';

// A large side: 15 modules × 10 actions × 20 roles, the size the screen must stay usable with.
const modules = Array.from({ length: 15 }, (_, m) => ({ module: `mod${m}`, actions: Array.from({ length: 10 }, (_, a) => `act${a}`) }));
const roles: PowerPage['roles'] = Array.from({ length: 20 }, (_, i) => ({
  id: `r${i}`,
  name: `Role ${i}`,
  remark: null,
  projectId: 'p1',
  enterpriseId: 'e1',
  defaultLevel: 100 - i,
  builtIn: i === 0 ? 'project_admin' : null,
  fixed: i === 0,
  // role i holds the actions act0..act(i mod 10) of every module
  permissions: modules.flatMap((m) => m.actions.slice(0, (i % 10) + 1).map((a) => `${m.module}:${a}`)),
}));
const page: PowerPage = {
  isProjectUserManagement: true,
  enterpriseId: 'e1',
  projectId: 'p1',
  modules,
  roles,
  subject: null,
  overrides: [],
  effective: null,
};
const ml = (m: string) => `Module ${m.slice(3)}`;
const al = (_m: string, a: string) => (a === 'act3' ? 'Delete' : `Action ${a.slice(3)}`);

describe('permission matrix model', () => {
  it('has one row per module and action, the module named on its first row', () => {
    const rows = matrixRows(modules, '', ml, al);
    expect(rows).toHaveLength(150);
    expect(rows.filter((r) => r.first)).toHaveLength(15);
    expect(rows[10]).toMatchObject({ module: 'mod1', action: 'act0', key: 'mod1:act0', first: true });
    // every box of the 20 columns resolves
    const cells = rows.flatMap((r) => roles.map((role) => roleCell(role, r.key, true)));
    expect(cells).toHaveLength(3000);
    expect(cells.filter((c) => c.checked)).toHaveLength(15 * roles.reduce((n, _r, i) => n + (i % 10) + 1, 0));
  });

  it('filters rows by translated module or action name or key, ignoring case', () => {
    expect(matrixRows(modules, 'delete', ml, al)).toHaveLength(15);
    const one = matrixRows(modules, 'MODULE 12', ml, al);
    expect(one).toHaveLength(10);
    expect(one[0]).toMatchObject({ module: 'mod12', first: true });
    expect(matrixRows(modules, 'mod7:act9', ml, al).map((r) => r.key)).toEqual(['mod7:act9']);
    expect(matrixRows(modules, 'weather', ml, al)).toEqual([]);
    // a filtered module still names itself on its first shown row
    expect(matrixRows(modules, 'delete', ml, al).every((r) => r.first)).toBe(true);
  });

  it('locks the granted boxes of a fixed role, and every box for a reader', () => {
    expect(roleCell(roles[0], 'mod0:act0', true)).toEqual({ checked: true, locked: 'fixed' });
    expect(roleCell(roles[0], 'mod0:act5', true)).toEqual({ checked: false, locked: false });
    expect(roleCell(roles[3], 'mod0:act0', true)).toEqual({ checked: true, locked: false });
    expect(roleCell(roles[3], 'mod0:act0', false)).toEqual({ checked: true, locked: 'readonly' });
  });

  it('changes one box of one role, leaving the others', () => {
    const off = withGrant(page, 'r5', 'mod2:act1', false);
    expect(off.roles[5].permissions).not.toContain('mod2:act1');
    expect(off.roles[5].permissions).toHaveLength(roles[5].permissions.length - 1);
    expect(off.roles[4]).toBe(roles[4]);
    const on = withGrant(off, 'r5', 'mod2:act1', true);
    expect(on.roles[5].permissions).toContain('mod2:act1');
    expect(page.roles[5].permissions).toContain('mod2:act1');
  });

  it('reads and sets overrides: allow, deny, inherit', () => {
    const p = { ...page, overrides: [{ module: 'mod1', action: 'act3', allowed: false }] };
    expect(overrideOf(p, 'mod1:act3')).toBe('deny');
    expect(overrideOf(p, 'mod1:act4')).toBe('inherit');
    const allowed = withOverride(p, 'mod1:act3', 'allow');
    expect(allowed.overrides).toEqual([{ module: 'mod1', action: 'act3', allowed: true }]);
    expect(withOverride(allowed, 'mod1:act3', 'inherit').overrides).toEqual([]);
    expect([overrideAllowed('allow'), overrideAllowed('deny'), overrideAllowed('inherit')]).toEqual([true, false, null]);
  });

  it('gives the effective value for a user only', () => {
    expect(effectiveOf(page, 'mod0:act0')).toBeNull();
    expect(effectiveOf({ effective: ['mod0:act0'] }, 'mod0:act0')).toBe(true);
    expect(effectiveOf({ effective: ['mod0:act0'] }, 'mod0:act1')).toBe(false);
  });

  it('shows a click at once and puts it back when the server refuses it', async () => {
    let state = page;
    const apply = () => (state = withGrant(state, 'r0', 'mod0:act0', false));
    const undo = () => (state = withGrant(state, 'r0', 'mod0:act0', true));
    let seen: boolean | undefined;
    const refused = await optimistic(apply, undo, async () => {
      seen = state.roles[0].permissions.includes('mod0:act0');
      throw new Error('A fixed role cannot be reduced');
    });
    expect(seen).toBe(false);
    expect(refused).toMatchObject({ ok: false, error: new Error('A fixed role cannot be reduced') });
    expect(state.roles[0].permissions).toContain('mod0:act0');
    const accepted = await optimistic(
      () => (state = withGrant(state, 'r3', 'mod0:act9', true)),
      () => (state = withGrant(state, 'r3', 'mod0:act9', false)),
      async () => 'saved',
    );
    expect(accepted).toEqual({ ok: true, value: 'saved' });
    expect(state.roles[3].permissions).toContain('mod0:act9');
  });
});

describe('roleOnly', () => {
  it('keeps enterprise:edit (manager status) out of department and user overrides, and only it', () => {
    expect(roleOnly('enterprise:edit')).toBe(true);
    expect(roleOnly('enterprise:visit')).toBe(false);
    expect(roleOnly('dms:edit')).toBe(false);
  });
});
