// The public entry of the approvals module: what other modules and the platform code may use.
export { approvals } from './tables';
export { approvalsProjectData } from './project-data';
export { seedDemoApprovals } from './demo';
export { approvalNoticeKind } from './notices';
