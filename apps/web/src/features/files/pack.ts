import type { PackTask } from './types';

// Packed downloads (spec 2 §4, §8): request, start, then poll every 2 s until there is a url.

export const POLL_MS = 2000;
const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Minutes the packing may take, told above 1 MB: ten under 1 GB, ten per started GB above. */
export function packMinutes(size: number): number | null {
  if (size <= MB) return null;
  if (size < GB) return 10;
  return 10 * Math.ceil(size / GB);
}

export const PACK_ERROR_CODES = [9000, 9001, 9002] as const;

export interface PollDeps {
  poll(): Promise<PackTask>;
  sleep(ms: number): Promise<void>;
  signal: AbortSignal;
}

/** Polls until the pack is done (its url) or failed/expired (throws). */
export async function waitForPack(d: PollDeps): Promise<string> {
  for (;;) {
    if (d.signal.aborted) throw d.signal.reason ?? new Error('aborted');
    const task = await d.poll();
    if (task.state === 'done' && task.url) return task.url;
    if (task.state === 'failed' || task.state === 'expired') throw new PackFailed(task.state);
    await d.sleep(POLL_MS);
  }
}

export class PackFailed extends Error {
  constructor(readonly state: 'failed' | 'expired') {
    super(state);
  }
}
