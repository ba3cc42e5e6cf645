// Upload constants (spec 2 §9) and the client-side checks of spec 2 §5.

/** md5 is read in chunks of 20 MB (20971520 bytes). */
export const MD5_CHUNK = 20 * 1024 * 1024;
/** Files up to this size go as one multipart form; bigger ones use the resumable protocol. */
export const MULTIPART_MAX = 32 * 1024 * 1024;
/** Resumable chunk size. */
export const RESUMABLE_CHUNK = 8 * 1024 * 1024;
/** Defaults when config.json does not say (spec 2 §9). */
export const DEFAULT_MAX_FILES = 5000;
export const DEFAULT_MAX_BYTES = 10737418240;
/** System files nobody means to upload. */
export const SKIPPED_NAMES = new Set(['.ds_store', 'thumbs.db']);

export interface UploadLimits {
  maxFiles: number;
  maxBytes: number;
}

/** Limits from the web configuration (UPLOAD_MAX_FILES, UPLOAD_MAX_BYTES), defaults otherwise. */
export function limitsFrom(config: Record<string, unknown>): UploadLimits {
  const num = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : typeof v === 'string' && Number(v) > 0 ? Number(v) : d);
  return { maxFiles: num(config.UPLOAD_MAX_FILES, DEFAULT_MAX_FILES), maxBytes: num(config.UPLOAD_MAX_BYTES, DEFAULT_MAX_BYTES) };
}

export type LimitProblem = { kind: 'count'; limit: number } | { kind: 'size'; limit: number; name: string } | null;

/** The files that are kept (system files dropped) and the first limit they break. */
export function checkSelection<F extends { name: string; size: number }>(
  files: F[],
  alreadyListed: number,
  limits: UploadLimits,
): { files: F[]; problem: LimitProblem } {
  const kept = files.filter((f) => !SKIPPED_NAMES.has(f.name.toLowerCase()));
  if (alreadyListed + kept.length > limits.maxFiles) return { files: kept, problem: { kind: 'count', limit: limits.maxFiles } };
  const big = kept.find((f) => f.size > limits.maxBytes);
  if (big) return { files: kept, problem: { kind: 'size', limit: limits.maxBytes, name: big.name } };
  return { files: kept, problem: null };
}

/** Mobile browsers and Safari upload one file at a time (spec 2 §9). */
export function workerCount(userAgent: string): number {
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  const safari = /Safari/i.test(userAgent) && !/Chrome|Chromium|CriOS|Edg|Android/i.test(userAgent);
  const ie = /MSIE|Trident/i.test(userAgent);
  return mobile || safari || ie ? 1 : 3;
}
