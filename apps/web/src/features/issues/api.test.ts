import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterBody, isFiltered, userLabel } from './filters';

describe('issue list filters on the wire', () => {
  it('leaves empty filters out and trims the search', () => {
    expect(filterBody(EMPTY_FILTER)).toEqual({});
    expect(isFiltered({ ...EMPTY_FILTER, search: '   ' })).toBe(false);
    expect(
      filterBody({ ...EMPTY_FILTER, status: ['closed'], importance: ['urgent', 'very_urgent'], leaderId: 'u1', dateFrom: '2026-01-01', search: ' TQ-1 ' }),
    ).toEqual({ status: ['closed'], importance: ['urgent', 'very_urgent'], leaderId: 'u1', dateFrom: '2026-01-01', search: 'TQ-1' });
  });
});

describe('people in the pickers', () => {
  const all = [
    { id: 'a', name: 'Li Wei', loginName: 'liwei' },
    { id: 'b', name: 'Li Wei', loginName: 'liwei2' },
    { id: 'c', name: 'Mia Member', loginName: 'member' },
  ];
  it('shows the login name beside a name two members share, not beside a unique one', () => {
    expect(all.map((u) => userLabel(u, all))).toEqual(['Li Wei (liwei)', 'Li Wei (liwei2)', 'Mia Member']);
  });
});
