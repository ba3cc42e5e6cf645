import type { PowerPage } from '@trestle/shared/power-responses';

// The permission matrix's model (docs/permission-matrix.md "The screen"): rows are the side's
// modules × actions, columns its roles; pure functions so the screen and its tests agree.

export type PowerRole = PowerPage['roles'][number];
export type Override = 'allow' | 'deny' | 'inherit';

export interface MatrixRow {
  module: string;
  action: string;
  /** "module:action", as grants and overrides name it. */
  key: string;
  moduleLabel: string;
  actionLabel: string;
  /** The first row of its module (the module's name is shown once, on this row). */
  first: boolean;
}

/**
 * The rows of the matrix, in catalogue order, narrowed by the search text: a row is kept when
 * its module's or its action's name (translated) or its key contains the text, ignoring case.
 */
export function matrixRows(
  modules: PowerPage['modules'],
  search: string,
  moduleLabel: (m: string) => string,
  actionLabel: (m: string, a: string) => string,
): MatrixRow[] {
  const q = search.trim().toLowerCase();
  const rows: MatrixRow[] = [];
  for (const { module, actions } of modules) {
    const ml = moduleLabel(module);
    let first = true;
    for (const action of actions) {
      const al = actionLabel(module, action);
      const key = `${module}:${action}`;
      if (q && ![ml, al, key].some((s) => s.toLowerCase().includes(q))) continue;
      rows.push({ module, action, key, moduleLabel: ml, actionLabel: al, first });
      first = false;
    }
  }
  return rows;
}

export interface RoleCell {
  checked: boolean;
  /** Why the box cannot change: 'fixed' = a fixed role's grant (cannot be reduced), 'readonly' = the caller may not edit. */
  locked: false | 'fixed' | 'readonly';
}

/** One box of a role column. A fixed role's granted box is shown but cannot be unticked. */
export function roleCell(role: PowerRole, key: string, editable: boolean): RoleCell {
  const checked = role.permissions.includes(key);
  if (!editable) return { checked, locked: 'readonly' };
  if (role.fixed && checked) return { checked, locked: 'fixed' };
  return { checked, locked: false };
}

/** The page with one role's box changed (the optimistic state of one click). */
export function withGrant(page: PowerPage, roleId: string, key: string, on: boolean): PowerPage {
  return {
    ...page,
    roles: page.roles.map((r) => {
      if (r.id !== roleId) return r;
      const rest = r.permissions.filter((p) => p !== key);
      return { ...r, permissions: on ? [...rest, key] : rest };
    }),
  };
}

/** A department's or user's override of one box. */
export function overrideOf(page: Pick<PowerPage, 'overrides'>, key: string): Override {
  const o = page.overrides.find((x) => `${x.module}:${x.action}` === key);
  return o ? (o.allowed ? 'allow' : 'deny') : 'inherit';
}

/** The page with one override changed (the optimistic state of one choice). */
export function withOverride(page: PowerPage, key: string, value: Override): PowerPage {
  const [module, action] = splitKey(key);
  const rest = page.overrides.filter((x) => `${x.module}:${x.action}` !== key);
  return { ...page, overrides: value === 'inherit' ? rest : [...rest, { module, action, allowed: value === 'allow' }] };
}

/** The save call's `allowed` for an override choice: true, false, or null (remove it). */
export const overrideAllowed = (value: Override): boolean | null => (value === 'inherit' ? null : value === 'allow');

/** For a user: whether they may do the action after roles and overrides (null for a department). */
export function effectiveOf(page: Pick<PowerPage, 'effective'>, key: string): boolean | null {
  return page.effective ? page.effective.includes(key) : null;
}

export function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return [key.slice(0, i), key.slice(i + 1)];
}

/**
 * One click, one change: the change shows at once (apply), is saved (call), and is put back
 * (undo) when the server refuses it; the refusal is handed back for the screen to show.
 */
export async function optimistic<T>(
  apply: () => void,
  undo: () => void,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  apply();
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    undo();
    return { ok: false, error };
  }
}

/**
 * Boxes no department or user override may set: enterprise:edit makes its holder an enterprise
 * manager, which only the manager role gives (the server refuses such an override).
 */
export const roleOnly = (key: string) => key === 'enterprise:edit';
