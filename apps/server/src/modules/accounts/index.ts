// The public entry of the accounts module: what other modules and the platform code may use.
export { sessions, users } from './tables';
export { attemptSignIn, completeSignIn, createUser, findUserByLogin, getUser, issuePasswordCode, searchUsers, signInNameKey, type UserRow, usersByIds } from './service';
export { adoptSessionEnterprise, resolveSession, revokeUserSessions, sessionAlive, sessionIsOpen } from './sessions';
export { type AccountSources, registerAccountSources, type UserEnterprise } from './sources';
