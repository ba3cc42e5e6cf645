import type { z } from 'zod';
import { contracts } from '@trestle/shared/contracts';
import type { ssoSaveBody } from '@trestle/shared/sso-schemas';
import type { SsoCertificateSummary, SsoParsedMetadata, SsoSettings, SsoSettingsView } from '@trestle/shared/sso-responses';
import type { directorySaveBody, directorySettingsInput } from '@trestle/shared/directory-schemas';
import type { DirectorySettings, DirectoryTestResult } from '@trestle/shared/directory-responses';
import { getForBlob } from '../../api/client';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';

// Calls of the single sign-on settings (docs/sso.md), the directory settings (docs/directory.md)
// and the sign-in pages that use them. All are shared contracts but the SP metadata download,
// which answers XML (a byte route).

export type { DirectorySettings, DirectoryTestResult, SsoCertificateSummary, SsoParsedMetadata, SsoSettings, SsoSettingsView };

/** The forms' payloads, as the server's schemas take them. */
export type SsoSaveFields = z.input<typeof ssoSaveBody>;
export type DirectorySaveFields = z.input<typeof directorySaveBody>;
export type DirectoryFields = z.input<typeof directorySettingsInput>;

export const ssoKeys = {
  settings: () => ['sso-settings'] as const,
  directory: () => ['directory-settings'] as const,
  loginOptions: (enterpriseId: string) => ['sso-login-options', enterpriseId] as const,
};

export const ssoSettings = () => callRoute(contracts.ssoGetSettings, {});
export const saveSsoSettings = (v: SsoSaveFields) => callRouteEnvelope(contracts.ssoSaveSettings, v);
export const parseMetadata = (xml: string) => callRoute(contracts.ssoParseMetadata, { xml });
export const deleteSsoSettings = () => callRouteEnvelope(contracts.ssoDeleteSettings, {});

/** The service provider's metadata as a file (GET /public/sso/:enterpriseId/metadata answers XML). */
export const spMetadata = (enterpriseId: string) => getForBlob(`/public/sso/${enterpriseId}/metadata`);

export const directorySettings = () => callRoute(contracts.directorySettings, {});
export const saveDirectorySettings = (v: DirectorySaveFields) => callRouteEnvelope(contracts.saveDirectorySettings, v);
export const testDirectorySettings = (settings: DirectoryFields, loginName: string | null) =>
  callRoute(contracts.testDirectorySettings, { settings, loginName });
export const deleteDirectorySettings = () => callRouteEnvelope(contracts.deleteDirectorySettings, {});

/** What /login/:enterpriseId offers (public). */
export const loginOptions = (enterpriseId: string) => callRoute(contracts.ssoLoginOptions, { enterpriseId });
/** Silent: its refusals (wrong password, the directory unreachable) are shown on the sign-in form, not as a network alert. */
export const directoryLogin = (v: { enterpriseId: string; loginName: string; password: string }) => callRoute(contracts.directoryLogin, v, { silent: true });
/** The one-time code of the assertion consumer service, exchanged for a session. */
export const exchangeCode = (code: string) => callRoute(contracts.ssoExchange, { code });
/** Ends our session; answers the IdP's single logout address when it has one. */
export const ssoLogout = () => callRoute(contracts.ssoLogout, {}, { silent: true });
