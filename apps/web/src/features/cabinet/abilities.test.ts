import { describe, expect, it } from 'vitest';
import { cabinetNodeActions, drawingActions } from './abilities';
import type { CabinetFlags } from './api';

const ALL = ['allow', 'edit', 'rename', 'delete', 'remove', 'move', 'addchild', 'adddrawing', 'download', 'permission'] as const;
const flags = (on: string[]) => Object.fromEntries(ALL.map((a) => [a, on.includes(a)])) as CabinetFlags;

describe('cabinet actions follow the flags', () => {
  it('shows each drawing action only with its flag', () => {
    expect(drawingActions(flags(['allow']), { status: 'current' })).toEqual([]);
    for (const [flag, action] of [
      ['download', 'download'],
      ['edit', 'edit'],
      ['remove', 'remove'],
    ] as const) {
      expect(drawingActions(flags(['allow', flag]), { status: 'current' })).toEqual([action]);
    }
  });
  it('offers moving a drawing to another cabinet only with download too, as the server requires', () => {
    expect(drawingActions(flags(['allow', 'move']), { status: 'current' })).toEqual([]);
    expect(drawingActions(flags(['allow', 'move', 'download']), { status: 'current' })).toEqual(['download', 'move']);
  });
  it('offers no download of a drawing whose document was recycled', () => {
    expect(drawingActions(flags([...ALL]), { status: 'deleted' })).toEqual(['edit', 'move', 'remove']);
    expect(drawingActions(flags([...ALL]), { status: 'outdated' })).toContain('download');
  });
  it('shows each cabinet menu item only with its flag', () => {
    expect(cabinetNodeActions(flags(['allow', 'adddrawing', 'download', 'edit']))).toEqual([]);
    expect(cabinetNodeActions(flags(['addchild']))).toEqual(['sub']);
    expect(cabinetNodeActions(flags(['rename']))).toEqual(['rename']);
    expect(cabinetNodeActions(flags(['permission']))).toEqual(['perm']);
    expect(cabinetNodeActions(flags(['delete']))).toEqual(['delete']);
  });
});
