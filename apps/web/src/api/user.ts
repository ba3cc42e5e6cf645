import type { Lang } from '@trestle/shared/constants';
import { callRoute } from './callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { CurrentUser } from '@trestle/shared/account-responses';

// The signed-in user's own calls (spec 1 §7.2), shared by the shell, the account pages, the
// language switch and the notification settings.

export type { CurrentUser };

export const userKeys = {
  current: () => ['current-user'] as const,
  autoLogout: () => ['config-time'] as const,
};

export function currentUser() {
  return callRoute(contracts.getCurrentUser, {});
}

export function saveLang(userId: string, lang: Lang) {
  return callRoute(contracts.saveLang, { userId, lang });
}

/** The profile; the call takes the whole of it (name, email, phone), notifyByEmail optionally. */
export function updateProfile(body: { name: string; email?: string; phone?: string; notifyByEmail?: boolean }) {
  return callRoute(contracts.userUpdate, body);
}

export function changePassword(body: { oldPassword: string; password: string; confirmPassword: string }) {
  return callRoute(contracts.changePassword, body);
}

export function autoLogout() {
  return callRoute(contracts.getUserConfigTime, {});
}

export function setAutoLogout(autoLogoutMinutes: number) {
  return callRoute(contracts.updateUserConfigTime, { autoLogoutMinutes });
}
