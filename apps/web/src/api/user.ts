import type { AccountUser, ConfigTime, CurrentUser } from '@trestle/shared/account-responses';
import { post } from './client';

// The signed-in user's own calls (spec 1 §7.2), shared by the shell, the account pages, the
// language switch and the notification settings.

export type { CurrentUser };

export const userKeys = {
  current: () => ['current-user'] as const,
  autoLogout: () => ['config-time'] as const,
};

export function currentUser() {
  return post<CurrentUser>('/protected/user/get-current-user');
}

export function saveLang(userId: string, lang: string) {
  return post<null>('/protected/user/save-lang', { userId, lang });
}

/** The profile; the call takes the whole of it (name, email, phone), notifyByEmail optionally. */
export function updateProfile(body: { name: string; email?: string; phone?: string; notifyByEmail?: boolean }) {
  return post<AccountUser>('/protected/user/update', body);
}

export function changePassword(body: { oldPassword: string; password: string; confirmPassword: string }) {
  return post<null>('/protected/user/change-password', body);
}

export function autoLogout() {
  return post<ConfigTime>('/protected/user/get-user-config-time');
}

export function setAutoLogout(autoLogoutMinutes: number) {
  return post<null>('/protected/user/update-user-config-time', { autoLogoutMinutes });
}
