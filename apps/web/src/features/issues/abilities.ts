import { canDeleteIssue, canEditIssue } from '@trestle/shared/issue-rules';
import type { IssueSummary } from '@trestle/shared/issue-schemas';
import { getStoredUser } from '../../api/session';

// What the issue screens offer: the caller's grants from the project info, and per row the rules
// the server decides with (@trestle/shared/issue-rules). The server still decides; its msg shows.

export interface IssueAbilities {
  enter: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
  manager: boolean;
  meetings: boolean;
}

/** The grants the project info reports: an admin (project admin or manager) holds them all. */
export function issueAbilities(p: { isAdmin?: boolean; permissions?: string[] } | undefined): IssueAbilities {
  const has = (k: string) => !!p && (!!p.isAdmin || (p.permissions ?? []).includes(k));
  return {
    enter: has('issue:enter'),
    add: has('issue:add'),
    edit: has('issue:edit'),
    delete: has('issue:delete'),
    export: has('issue:export'),
    manager: has('issue:permission'),
    meetings: has('meeting:allow'),
  };
}

/** A list row's edit and delete buttons. */
export function rowAbilities(can: IssueAbilities, i: IssueSummary, me: string | undefined = getStoredUser()?._id) {
  const caller = { userId: me, manager: can.manager, edit: can.edit, delete: can.delete };
  const facts = { createdBy: i.creator.id, leaderId: i.leader?.id, status: i.status };
  return { edit: canEditIssue(caller, facts), delete: canDeleteIssue(caller, facts) };
}
