import type { SignIn } from '@trestle/shared/account-responses';
import type { EnterpriseInformation } from '@trestle/shared/enterprise-responses';
import type { TaskSearchResult } from '@trestle/shared/task-schemas';
import { post, postEnvelope } from '../../api/client';

// Signing in, registering and setting a password (spec 1 §7.2; no session needed but for the
// calls made right after sign-in).

export function login(body: { loginName: string; password: string; enterpriseId?: string }) {
  return post<SignIn>('/public/user/login', body);
}

/** Kept in storage as the spec lists it; silent: nobody waits for it. */
export function enterpriseInformation() {
  return post<EnterpriseInformation>('/protected/enterprise/get-enterprise-information', {}, { silent: true });
}

/** A mailed task link's lookup after sign-in (silent: a refusal keeps the link's ids). */
export function searchMailedTask(body: object) {
  return post<TaskSearchResult>('/task/block/search', body, { silent: true });
}

/** The logo of an enterprise's sign-in page (an <img> address). */
export const enterpriseLogoUrl = (enterpriseId: string) => `/public/enterprise/logo/${enterpriseId}`;

export function setPassword(body: { code: string; password: string; confirmPassword: string }) {
  return post<null>('/public/user/set-password', body);
}

/** Has the server mail a set-password link; resolves to its msg. */
export async function forgotPassword(body: object) {
  return (await postEnvelope('/public/user/forgot-password', body)).msg;
}

/** Resolves to the server's msg. */
export async function register(body: Record<string, string>) {
  return (await postEnvelope('/public/user/register', body)).msg;
}
