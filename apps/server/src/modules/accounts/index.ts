// The public entry of the accounts module: what other modules and the platform code may use.
export { sessions, users } from './tables';
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
export { adoptSessionEnterprise, createSession, openSession, resolveSession, revokeSession, revokeUserSessions, sessionAlive, sessionIsOpen } from './sessions';
export { type AccountSources, registerAccountSources, type UserEnterprise } from './sources';
export { type PasswordSignInCheck, type PasswordSignInVerdict, registerPasswordSignInCheck } from './password-signin';
