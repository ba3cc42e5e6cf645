// The public entry of the approvals module: what other modules and the platform code may use.
export { approvals } from './tables';
export { seedDemoApprovals } from './demo';
export { approvalNoticeKind } from './notices';
