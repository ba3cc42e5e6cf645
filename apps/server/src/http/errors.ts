import type { MessageKey } from '@trestle/shared';

/** A sentence already in the caller's language (zodMessage in validation.ts), sent as it is. */
export type LocalizedText = string & { readonly localized: true };

/**
 * The one error type. `errorCode` is what the client reads in the envelope (spec 1 §8):
 * 401 → /401 page, 402 → /402 page, 403 → login, 4003/4004 (on HTTP 403) → clear storage
 * and sign in again. `status` is the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    readonly messageKey: MessageKey | LocalizedText,
    readonly params: Record<string, string | number> = {},
    /** Extra facts for the client (e.g. the limit that was exceeded); sent as `data`. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const ErrorCode = {
  ok: 200,
  badInput: 400,
  /** Body code 401: the caller may not view this page or resource (client shows /401). */
  noAccess: 401,
  /** Body code 402: the enterprise or account may not use the product (client shows /402). */
  suspended: 402,
  notFound: 404,
  rateLimited: 429,
  /** Session revoked (signed out elsewhere) or account disabled. */
  sessionRevoked: 4003,
  /** Session ended by the auto-logout idle limit. */
  sessionIdle: 4004,
  /** Action refused for a caller who may see the resource. */
  forbidden: 4030,
  /** No or unknown bearer token (HTTP 401). */
  unauthenticated: 40100,
  internal: 500,
  /** Packed download (spec 2 §5): nothing to pack, too many files, too large. */
  packEmpty: 9000,
  packTooMany: 9001,
  packTooLarge: 9002,
  /** The change would delete data: the client asks the user and sends it again with the confirmation flag. */
  confirmNeeded: 4090,
  /** Share links (docs/sharing-permissions.md): invalid or expired, wrong code, file deleted, sign-in needed. */
  shareInvalid: 9101,
  shareWrongCode: 9102,
  shareFileDeleted: 9103,
  shareLoginRequired: 9104,
  /** Model data asked for before its conversion finished, or of a failed conversion (spec 2 §4). */
  modelConverting: 9201,
  modelConvertError: 9202,
  /** The record to create already exists (spec 3 §5: an annotation already linked with the task). */
  exists: 800,
} as const;

export const Errors = {
  badInput: (key: MessageKey | LocalizedText, params?: Record<string, string | number>) => new AppError(400, ErrorCode.badInput, key, params),
  unauthenticated: () => new AppError(401, ErrorCode.unauthenticated, 'err.notLoggedIn'),
  revoked: () => new AppError(403, ErrorCode.sessionRevoked, 'err.notLoggedIn'),
  idle: () => new AppError(403, ErrorCode.sessionIdle, 'auth.sessionExpired'),
  noAccess: () => new AppError(403, ErrorCode.noAccess, 'err.noPermissionView'),
  forbidden: () => new AppError(403, ErrorCode.forbidden, 'err.noPermission'),
  /** Refused with a more specific reason than 'no permission'. */
  forbiddenKey: (key: MessageKey, params?: Record<string, string | number>) => new AppError(403, ErrorCode.forbidden, key, params),
  notFound: () => new AppError(404, ErrorCode.notFound, 'err.notFound'),
  /** HTTP 409 with errorCode 800: what the call would create is already there. */
  exists: (key: MessageKey) => new AppError(409, ErrorCode.exists, key),
  rateLimited: (seconds: number) => new AppError(429, ErrorCode.rateLimited, 'err.rateLimited', { seconds }),
};
