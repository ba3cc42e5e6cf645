import { describe, expect, it } from 'vitest';
import { abilities, allowedForAll, flagSource, itemAbilities, NO_ABILITIES } from './abilities';
import type { FileItem } from './types';

// The flag object of docs/sharing-permissions.md, as get-project-file-list sends it.
const flags = (acts: string[]) => {
  const all = [
    'allow',
    'query',
    'add',
    'upload',
    'update',
    'rename',
    'delete',
    'copy',
    'move',
    'status',
    'download',
    'share',
    'cabinet',
    'permission',
    'annotation_permission',
    'owner',
  ];
  const out: Record<string, boolean> = {};
  for (const a of all) out[a] = out[`dms_${a}`] = acts.includes(a);
  return out;
};

const item = (over: Partial<FileItem> = {}): FileItem => ({
  _id: 'f1',
  fileId: 'f1',
  name: 'a.pdf',
  type: 'pdf',
  size: 1,
  parentId: 'dir',
  projectId: 'p',
  createTime: '',
  lastModifiedDate: '',
  createUser: 'someone',
  modifyUser: 'someone',
  version: '1',
  marking: [],
  is_recycle: 0,
  ...over,
});

describe('abilities from the list flags', () => {
  it('maps each flag to the action it allows', () => {
    const cases: [string, keyof ReturnType<typeof abilities>][] = [
      ['query', 'preview'],
      ['upload', 'upload'],
      ['update', 'update'],
      ['update', 'cover'],
      ['add', 'addFolder'],
      ['rename', 'rename'],
      ['move', 'move'],
      ['copy', 'copy'],
      ['status', 'labels'],
      ['delete', 'remove'],
      ['download', 'download'],
      ['share', 'share'],
      ['cabinet', 'cabinet'],
      ['permission', 'permission'],
      ['owner', 'owner'],
    ];
    const handOut = ['move', 'copy', 'cabinet'];
    for (const [flag, ability] of cases) {
      const can = abilities(flags(handOut.includes(flag) ? [flag, 'download'] : [flag]));
      expect(can[ability], `${flag} → ${ability}`).toBe(true);
      // And nothing else comes with it (update gives both update and cover).
      const others = Object.entries(can).filter(
        ([k, v]) => v && k !== ability && !(handOut.includes(flag) && k === 'download') && !(flag === 'update' && (k === 'update' || k === 'cover')),
      );
      expect(others, flag).toEqual([]);
    }
  });
  it('offers copy, move and add to cabinet only with download too, as the server requires', () => {
    const can = abilities(flags(['query', 'copy', 'move', 'cabinet', 'share']));
    expect([can.copy, can.move, can.cabinet, can.share]).toEqual([false, false, false, true]);
  });
  it('reads the dms_ names alone, and import as upload', () => {
    expect(abilities({ dms_rename: true }).rename).toBe(true);
    expect(abilities({ import: true, dms_import: true, dms_upload: true }).upload).toBe(true);
  });
  it('allows nothing without flags, and enter alone allows nothing to do', () => {
    expect(abilities(undefined)).toEqual(NO_ABILITIES);
    expect(Object.values(abilities(flags(['allow']))).some(Boolean)).toBe(false);
  });
  it("takes owner only from the plain flag (the folder creator's dms_owner is not the action)", () => {
    expect(abilities({ dms_owner: true }).owner).toBe(false);
  });
});

describe('the default mode owner rule per item', () => {
  const can = abilities(flags(['rename', 'delete', 'update', 'move', 'download']));
  it("hides rename, delete and cover of someone else's item", () => {
    const a = itemAbilities(can, item(), { mode: 'default', userId: 'me' });
    expect([a.rename, a.remove, a.cover]).toEqual([false, false, false]);
    expect([a.update, a.move, a.download]).toEqual([true, true, true]);
  });
  it('keeps them for the creator, with owner, and in public mode', () => {
    expect(itemAbilities(can, item({ createUser: 'me' }), { mode: 'default', userId: 'me' }).rename).toBe(true);
    expect(itemAbilities({ ...can, owner: true }, item(), { mode: 'default', userId: 'me' }).remove).toBe(true);
    expect(itemAbilities(can, item(), { mode: 'public', userId: 'me' }).cover).toBe(true);
  });
  it('hides them while the mode or the caller is not known yet', () => {
    expect(itemAbilities(can, item({ createUser: 'me' }), { mode: undefined, userId: undefined }).rename).toBe(false);
  });
});

describe('where an item takes its flags from', () => {
  it("uses the list's flags for plain items of the listed folder", () => {
    expect(flagSource(item({ parentId: 'dir' }), 'dir', 'files')).toEqual({ kind: 'folder' });
    expect(flagSource(item({ parentId: null }), null, 'files')).toEqual({ kind: 'folder' });
  });
  it('asks for the own flags of a restricted folder or file', () => {
    expect(flagSource(item({ _id: 'x', type: 'folder', restricted: true }), 'dir', 'files')).toEqual({ kind: 'node', id: 'x', actionType: 1 });
    expect(flagSource(item({ _id: 'y', restricted: true }), 'dir', 'files')).toEqual({ kind: 'node', id: 'y', actionType: 2 });
  });
  it("asks for the folder of a search result elsewhere (the root's when it is at the top)", () => {
    expect(flagSource(item({ parentId: 'other' }), 'dir', 'files')).toEqual({ kind: 'node', id: 'other', actionType: 1 });
    expect(flagSource(item({ parentId: null }), 'dir', 'files')).toEqual({ kind: 'node', id: null, actionType: 1 });
  });
  it('keeps the list flags in the recycle bin', () => {
    expect(flagSource(item({ restricted: true, parentId: 'other' }), null, 'recycle')).toEqual({ kind: 'folder' });
  });
});

describe('bulk actions on a selection', () => {
  it('allows an action only when every selected item does', () => {
    const a = abilities(flags(['move', 'copy', 'download']));
    const b = abilities(flags(['copy', 'download']));
    const all = allowedForAll([a, b], a);
    expect([all.copy, all.move]).toEqual([true, false]);
  });
  it("falls back to the folder's abilities without a selection", () => {
    const a = abilities(flags(['move']));
    expect(allowedForAll([], a)).toBe(a);
  });
});
