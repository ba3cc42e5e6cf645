import { defineContract } from './route-contract';
import {
  addApprovalBody,
  approvalDetail,
  approvalList,
  approvalListBody,
  approvalPeople,
  approvalPeopleBody,
  approvalRefBody,
  approveBody,
  rejectBody,
  resubmitBody,
  revokeBody,
} from './approval-schemas';

/** The approval routes that take and answer JSON (contracts.ts gathers every area). */
export const approvalContracts = {
  approvalAdd: defineContract({ method: 'POST', url: '/protected/approval/add', input: addApprovalBody, output: approvalDetail }),
  approve: defineContract({ method: 'POST', url: '/protected/approval/approve', input: approveBody, output: approvalDetail }),
  approvalGet: defineContract({ method: 'POST', url: '/protected/approval/get', input: approvalRefBody, output: approvalDetail }),
  approvalList: defineContract({ method: 'POST', url: '/protected/approval/list', input: approvalListBody, output: approvalList }),
  people: defineContract({ method: 'POST', url: '/protected/approval/people', input: approvalPeopleBody, output: approvalPeople }),
  reject: defineContract({ method: 'POST', url: '/protected/approval/reject', input: rejectBody, output: approvalDetail }),
  resubmit: defineContract({ method: 'POST', url: '/protected/approval/resubmit', input: resubmitBody, output: approvalDetail }),
  revoke: defineContract({ method: 'POST', url: '/protected/approval/revoke', input: revokeBody, output: approvalDetail }),
};
