import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { cabinetFlags, dmsFlags, holdsAll, projectActions } from './service';

// The pure part of node permissions (docs/sharing-permissions.md): who holds everything, the
// project-wide actions of a module, and the flag objects lists send. Resolving restricted
// nodes reads the database and is covered by acl.test.ts.

describe('holdsAll and projectActions', () => {
  it('gives system managers, enterprise managers and project admins every action of a module', () => {
    for (const kind of ['systemManager', 'enterpriseManager', 'projectAdmin'] as const) {
      expect(holdsAll(scopeOf(kind))).toBe(true);
      expect(projectActions(scopeOf(kind), 'cabinet').size).toBe(10);
    }
  });

  it('gives a member the module actions their grants name, nothing of other modules', () => {
    const m = scopeOf('member', ['dms:enter', 'dms:query', 'cabinet:allow', 'task:edit']);
    expect(holdsAll(m)).toBe(false);
    expect([...projectActions(m, 'dms')].sort()).toEqual(['enter', 'query']);
    expect([...projectActions(m, 'cabinet')]).toEqual(['allow']);
    expect(projectActions(scopeOf('member'), 'annotation').size).toBe(0);
  });
});

describe('flag objects', () => {
  it('names each document action twice (plain and dms_), with the first release’s names derived', () => {
    const f = dmsFlags(new Set(['enter', 'upload', 'move']));
    expect(f).toMatchObject({
      allow: true,
      dms_allow: true,
      upload: true,
      dms_upload: true,
      import: true,
      dms_import: true,
      enter: true,
      edit: true,
      export: false,
    });
    expect(f.download).toBe(false);
    expect(dmsFlags(new Set(['download'])).export).toBe(true);
  });

  it('sends all flags false for a hidden node', () => {
    expect(Object.values(dmsFlags(null)).some(Boolean)).toBe(false);
    expect(Object.values(cabinetFlags(null)).some(Boolean)).toBe(false);
  });

  it('sends one flag per cabinet action', () => {
    expect(cabinetFlags(new Set(['allow', 'download']))).toMatchObject({ allow: true, download: true, edit: false, permission: false });
    expect(Object.keys(cabinetFlags(null))).toHaveLength(10);
  });
});
