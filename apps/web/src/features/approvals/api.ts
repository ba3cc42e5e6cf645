import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { ApprovalDetail, ApprovalListTab, ApprovalStatus, ApprovalSummary, ApprovalUser } from '@trestle/shared/approval-schemas';

// The approval calls (docs/approvals.md; contract packages/shared/src/approval-schemas.ts).

export const APPROVAL_PAGE_SIZE = 10;

export const approvalKeys = {
  all: ['approvals'] as const,
  /** Every page of the approval list, whatever the query. */
  lists: ['approvals', 'list'] as const,
  list: (q: ListQuery) => ['approvals', 'list', q] as const,
  pickFiles: (projectId: string, search: string) => ['approval-pick-files', projectId, search] as const,
  one: (projectId: string, approvalId: string) => ['approvals', 'one', projectId, approvalId] as const,
  people: (projectId: string) => ['approvals', 'people', projectId] as const,
};

export interface ListQuery {
  projectId: string;
  tab: ApprovalListTab;
  status: ApprovalStatus[];
  search: string;
  pageNum: number;
}

export const listApprovals = (q: ListQuery) =>
  callRoute(contracts.approvalList, {
    projectId: q.projectId || undefined,
    tab: q.tab,
    status: q.status.length ? q.status : undefined,
    search: q.search || undefined,
    pageNum: q.pageNum,
    pageSize: APPROVAL_PAGE_SIZE,
  });

export const getApproval = (projectId: string, approvalId: string) => callRoute(contracts.approvalGet, { projectId, approvalId });

export const approvalPeople = (projectId: string) => callRoute(contracts.people, { projectId }).then((d) => d.users);

export interface NewApproval {
  projectId: string;
  title: string;
  approverIds: string[];
  ccIds: string[];
  fileIds: string[];
  remarks: string | null;
}

/** Each action answers the approval as it is now and the server's message. */
export const addApproval = (v: NewApproval) => callRouteEnvelope(contracts.approvalAdd, v);
export const approveApproval = (projectId: string, approvalId: string, comment: string | null) =>
  callRouteEnvelope(contracts.approve, { projectId, approvalId, comment });
export const rejectApproval = (projectId: string, approvalId: string, comment: string) =>
  callRouteEnvelope(contracts.reject, { projectId, approvalId, comment });
export const resubmitApproval = (projectId: string, approvalId: string, v: { comment: string | null; fileIds?: string[]; remarks?: string | null }) =>
  callRouteEnvelope(contracts.resubmit, { projectId, approvalId, ...v });
export const revokeApproval = (projectId: string, approvalId: string, comment: string | null) =>
  callRouteEnvelope(contracts.revoke, { projectId, approvalId, comment });

export type { ApprovalDetail, ApprovalListTab, ApprovalStatus, ApprovalSummary, ApprovalUser };
