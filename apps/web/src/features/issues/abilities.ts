import { canDeleteIssue, canEditIssue } from '@trestle/shared/issue-rules';
import type { IssueSummary } from '@trestle/shared/issue-schemas';
import { getStoredUser } from '../../api/session';
import { holds } from '../projects/grants';

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

/** The issue grants the project info reports (every action the server's policy allows there). */
export function issueAbilities(p: { permissions?: readonly string[] } | undefined): IssueAbilities {
  return {
    enter: holds(p, 'issue', 'enter'),
    add: holds(p, 'issue', 'add'),
    edit: holds(p, 'issue', 'edit'),
    delete: holds(p, 'issue', 'delete'),
    export: holds(p, 'issue', 'export'),
    manager: holds(p, 'issue', 'permission'),
    meetings: holds(p, 'meeting', 'allow'),
  };
}

/** A list row's edit and delete buttons. */
export function rowAbilities(can: IssueAbilities, i: IssueSummary, me: string | undefined = getStoredUser()?._id) {
  const caller = { userId: me, manager: can.manager, edit: can.edit, delete: can.delete };
  const facts = { createdBy: i.creator.id, leaderId: i.leader?.id, status: i.status };
  return { edit: canEditIssue(caller, facts), delete: canDeleteIssue(caller, facts) };
}
