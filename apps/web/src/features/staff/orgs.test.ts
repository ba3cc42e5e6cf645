import { describe, expect, it } from 'vitest';
import type { OrgNode } from './api';
import { findOrg, orgIds, orgOptions } from './orgs';

const node = (id: string, children: OrgNode[] = []): OrgNode => ({
  id,
  name: id.toUpperCase(),
  parentId: null,
  sort: 0,
  staffCount: 0,
  totalCount: 0,
  createTime: '2026-01-01T00:00:00.000Z',
  children,
});
const tree = [node('a', [node('b', [node('c')]), node('d')]), node('e')];

describe('department tree helpers', () => {
  it('offers every department as a parent when nothing moves', () => {
    expect(orgOptions(tree).map((o) => o.value)).toEqual(['a', 'e']);
    expect(orgOptions(tree)[0].children.map((o) => o.title)).toEqual(['B', 'D']);
  });

  it('leaves a moving department and its sub-departments out of the parent picker', () => {
    const opts = orgOptions(tree, 'b');
    expect(opts[0].children.map((o) => o.value)).toEqual(['d']);
    expect(JSON.stringify(opts)).not.toContain('"c"');
  });

  it('finds a department at any depth and lists ids parents first', () => {
    expect(findOrg(tree, 'c')?.name).toBe('C');
    expect(findOrg(tree, null)).toBeNull();
    expect(orgIds(tree)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
