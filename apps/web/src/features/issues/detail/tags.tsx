import type { IssueStatus } from '@trestle/shared/issue-schemas';

/** The label of a workflow button: named by where it goes from where (docs/issues.md "Workflow"). */
export const moveKey = (from: IssueStatus, to: IssueStatus) => `move.${from}_${to}`;
