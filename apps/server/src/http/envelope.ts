import type { MessageKey } from '@trestle/shared';

/** The reply shape of every call (spec 1 §7.1). */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  msg: string;
  errorCode: number;
  pageTotal?: number;
}

/** A handler returns `paged(list, total)` to fill `pageTotal` beside `data`. */
export class Paged<T> {
  constructor(
    readonly list: T[],
    readonly total: number,
    readonly extra: Record<string, unknown> = {},
  ) {}
}
export const paged = <T>(list: T[], total: number, extra: Record<string, unknown> = {}) => new Paged(list, total, extra);

/** A handler returns `withMsg(data, key)` to answer with a specific success message. */
export class WithMsg<T> {
  constructor(
    readonly data: T,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}
export const withMsg = <T>(data: T, key: MessageKey, params: Record<string, string | number> = {}) => new WithMsg(data, key, params);

/**
 * A handler returns `besideData(data, extra)` when the spec's envelope carries fields next to
 * `data` (get-problem-users: allUsers); the output schema still describes `data`.
 */
export class BesideData<T> {
  constructor(
    readonly data: T,
    readonly extra: Record<string, unknown>,
  ) {}
}
export const besideData = <T>(data: T, extra: Record<string, unknown>) => new BesideData(data, extra);
