import { post } from './client';

// The signed-in user's own calls (spec 1 §7.2), shared by the shell, the account pages, the
// language switch and the notification settings.

export interface CurrentUser {
  user: {
    _id: string;
    name: string;
    loginName: string;
    email: string | null;
    phone: string | null;
    img: string | null;
    enterpriseId: string | null;
    userLevel: number;
    isSingleUser: boolean;
    lang: string;
    notifyByEmail?: boolean;
  };
  enterprises: { id: string; co_name_cn: string; co_name_en: string | null; co_domain: string | null }[];
  current: { id: string; co_name_cn: string; co_name_en: string | null } | null;
  flags: { manager: boolean; systemManager: boolean; enterpriseManager: boolean; singleUser: boolean; backstage: boolean };
}

export const userKeys = {
  current: () => ['current-user'] as const,
  autoLogout: () => ['config-time'] as const,
};

export function currentUser() {
  return post<CurrentUser>('/protected/user/get-current-user');
}

export function saveLang(userId: string, lang: string) {
  return post('/protected/user/save-lang', { userId, lang });
}

/** The profile; the call takes the whole of it (name, email, phone), notifyByEmail optionally. */
export function updateProfile(body: { name: string; email?: string; phone?: string; notifyByEmail?: boolean }) {
  return post('/protected/user/update', body);
}

export function changePassword(body: { oldPassword: string; password: string; confirmPassword: string }) {
  return post('/protected/user/change-password', body);
}

export function autoLogout() {
  return post<{ autoLogoutMinutes: number }>('/protected/user/get-user-config-time');
}

export function setAutoLogout(autoLogoutMinutes: number) {
  return post('/protected/user/update-user-config-time', { autoLogoutMinutes });
}
