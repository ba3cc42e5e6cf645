// The documents bench's settings (environment variables, see files.bench.ts) and fixed sizes.
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const UPLOAD_FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 20);
export const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 8);
export const FAST_GB = Number(process.env.BENCH_FAST_GB ?? 1);
export const HASH_MB = Number(process.env.BENCH_HASH_MB ?? 256);
export const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
export const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 2000);

export const MB = 1024 * 1024;
export const MD5_CHUNK = 20 * MB; // what the web client's md5 worker reads at a time
export const RESUMABLE_CHUNK = 64 * MB; // the largest chunk the resumable protocol takes
export const PAGE_SIZE = 25;
