import { describe, expect, it } from 'vitest';
import { changesOf, showValue } from './diff';

describe('the before → after of a log row', () => {
  it('lists each edited field of each target with both values', () => {
    const rows = changesOf({
      targets: [
        { targetId: 'f1', targetName: 'Plans', before: { name: 'Drawings' }, after: { name: 'Plans' } },
        { targetId: 'u1', targetName: 'Ann', before: { roleId: 'r1', note: null }, after: { roleId: 'r2', extra: [1, 2] } },
      ],
    });
    expect(rows).toEqual([
      { targetId: 'f1', targetName: 'Plans', fields: [{ field: 'name', before: 'Drawings', after: 'Plans' }] },
      {
        targetId: 'u1',
        targetName: 'Ann',
        fields: [
          { field: 'roleId', before: 'r1', after: 'r2' },
          { field: 'note', before: '—', after: '—' },
          { field: 'extra', before: '—', after: '[1,2]' },
        ],
      },
    ]);
  });

  it('shows the values it knows readably (a role id as its name)', () => {
    const roles: Record<string, string> = { r1: 'Member', r2: 'Manager' };
    const rows = changesOf({ targets: [{ before: { roleId: 'r1', isAdmin: false }, after: { roleId: 'r2', isAdmin: true } }] }, (field, v) =>
      field === 'roleId' ? roles[String(v)] : typeof v === 'boolean' ? (v ? 'yes' : 'no') : undefined,
    );
    expect(rows[0].fields).toEqual([
      { field: 'roleId', before: 'Member', after: 'Manager' },
      { field: 'isAdmin', before: 'no', after: 'yes' },
    ]);
  });

  it('shows a target without fields (a delete) with none, and cuts long values', () => {
    expect(changesOf({ targets: [{ targetId: 'x' }] })).toEqual([{ targetId: 'x', targetName: undefined, fields: [] }]);
    expect(showValue('a'.repeat(500))).toHaveLength(120);
    expect(showValue(false)).toBe('false');
  });
});
