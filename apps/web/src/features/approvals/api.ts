import type {
  ApprovalDetail,
  ApprovalList,
  ApprovalListTab,
  ApprovalPeople,
  ApprovalStatus,
  ApprovalSummary,
  ApprovalUser,
} from '@trestle/shared/approval-schemas';
import { post, postEnvelope } from '../../api/client';

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
  post<ApprovalList>('/protected/approval/list', {
    projectId: q.projectId || undefined,
    tab: q.tab,
    status: q.status.length ? q.status : undefined,
    search: q.search || undefined,
    pageNum: q.pageNum,
    pageSize: APPROVAL_PAGE_SIZE,
  });

export const getApproval = (projectId: string, approvalId: string) => post<ApprovalDetail>('/protected/approval/get', { projectId, approvalId });

export const approvalPeople = (projectId: string) => post<ApprovalPeople>('/protected/approval/people', { projectId }).then((d) => d.users);

export interface NewApproval {
  projectId: string;
  title: string;
  approverIds: string[];
  ccIds: string[];
  fileIds: string[];
  remarks: string | null;
}

/** Each action answers the approval as it is now and the server's message. */
export const addApproval = (v: NewApproval) => postEnvelope<ApprovalDetail>('/protected/approval/add', v);
export const approveApproval = (projectId: string, approvalId: string, comment: string | null) =>
  postEnvelope<ApprovalDetail>('/protected/approval/approve', { projectId, approvalId, comment });
export const rejectApproval = (projectId: string, approvalId: string, comment: string) =>
  postEnvelope<ApprovalDetail>('/protected/approval/reject', { projectId, approvalId, comment });
export const resubmitApproval = (projectId: string, approvalId: string, v: { comment: string | null; fileIds?: string[]; remarks?: string | null }) =>
  postEnvelope<ApprovalDetail>('/protected/approval/resubmit', { projectId, approvalId, ...v });
export const revokeApproval = (projectId: string, approvalId: string, comment: string | null) =>
  postEnvelope<ApprovalDetail>('/protected/approval/revoke', { projectId, approvalId, comment });

export type { ApprovalDetail, ApprovalListTab, ApprovalStatus, ApprovalSummary, ApprovalUser };
