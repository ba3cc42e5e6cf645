import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '@trestle/shared/issue-schemas';
import { issueAbilities, rowAbilities, type IssueAbilities } from './abilities';

// The list's buttons: grants from the project info, per row the shared issue rules.

const none: IssueAbilities = { enter: true, add: false, edit: false, delete: false, export: false, manager: false, meetings: false };
const row = (over: Partial<IssueSummary>) => ({ creator: { id: 'c', name: 'C' }, leader: null, status: 'pending', ...over }) as IssueSummary;

describe('issue grants from the project info', () => {
  it('reads the grants the server reports, none while the project is loading', () => {
    const member = issueAbilities({ permissions: ['issue:enter', 'issue:edit', 'meeting:allow'] });
    expect(member).toMatchObject({ enter: true, edit: true, delete: false, manager: false, meetings: true });
    expect(issueAbilities({ permissions: ['issue:permission'] }).manager).toBe(true);
    expect(Object.values(issueAbilities(undefined)).some(Boolean)).toBe(false);
  });
});

describe('issue list row actions', () => {
  it('offers edit to an editor who leads the issue and delete to its creator while pending', () => {
    expect(rowAbilities({ ...none, edit: true }, row({ leader: { id: 'me', name: 'Me' } }), 'me')).toEqual({ edit: true, delete: false });
    expect(rowAbilities(none, row({ creator: { id: 'me', name: 'Me' } }), 'me')).toEqual({ edit: false, delete: true });
    expect(rowAbilities(none, row({ creator: { id: 'me', name: 'Me' }, status: 'underway' }), 'me')).toEqual({ edit: false, delete: false });
  });

  it('offers both to a manager and nothing of their own to an unknown caller', () => {
    expect(rowAbilities({ ...none, manager: true }, row({}), 'me')).toEqual({ edit: true, delete: true });
    expect(rowAbilities({ ...none, edit: true }, row({}), undefined)).toEqual({ edit: false, delete: false });
  });
});
