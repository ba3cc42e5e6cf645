import type { z } from 'zod';
import type { forgotPasswordBody, registerBody } from '@trestle/shared/schemas';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

// Signing in, registering and setting a password (spec 1 §7.2; no session needed but for the
// calls made right after sign-in).

export function login(body: { loginName: string; password: string; enterpriseId?: string }) {
  return callRoute(contracts.login, body);
}

/** Kept in storage as the spec lists it; silent: nobody waits for it. */
export function enterpriseInformation() {
  return callRoute(contracts.getEnterpriseInformation, {}, { silent: true });
}

/** A mailed task link's lookup after sign-in (silent: a refusal keeps the link's ids). */
export function searchMailedTask(body: object) {
  return callRoute(contracts.blockSearch, body, { silent: true });
}

/** The logo of an enterprise's sign-in page (an <img> address). */
export const enterpriseLogoUrl = (enterpriseId: string) => `/public/enterprise/logo/${enterpriseId}`;

export function setPassword(body: { code: string; password: string; confirmPassword: string }) {
  return callRoute(contracts.setPassword, body);
}

/** Has the server mail a set-password link; resolves to its msg. */
export async function forgotPassword(body: z.input<typeof forgotPasswordBody>) {
  return (await callRouteEnvelope(contracts.forgotPassword, body)).msg;
}

/** The sign-up form's fields (the server's schema). */
export type RegisterFields = z.input<typeof registerBody>;

/** Resolves to the server's msg. */
export async function register(body: RegisterFields) {
  return (await callRouteEnvelope(contracts.register, body)).msg;
}
