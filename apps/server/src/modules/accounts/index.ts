// The public entry of the accounts module: what other modules and the platform code may use.
export { sessions, trials, users } from './tables';
export {
  attemptSignIn,
  completeSignIn,
  createUser,
  findUserByLogin,
  getUser,
  issuePasswordCode,
  presentUser,
  searchUsers,
  signInNameKey,
  type UserRow,
  usersByIds,
} from './service';
export {
  adoptSessionEnterprise,
  adoptUserSessionsEnterprise,
  createSession,
  revokeEnterpriseSessions,
  openSession,
  resolveSession,
  revokeSession,
  revokeUserSessions,
  sessionAlive,
  sessionIsOpen,
} from './sessions';
export { type AccountSources, registerAccountSources, type UserEnterprise } from './sources';
export { type PasswordSignInCheck, type PasswordSignInVerdict, registerPasswordSignInCheck } from './password-signin';
export { registerSignInGate, type SignInGate } from './signin-gates';
export { accountJobs, closeTrial, sweepTrials, TRIAL_MAIL_JOB, type TrialRow, trialState } from './trials';
