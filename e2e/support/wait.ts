import type { Locator } from 'playwright-core';
import { call } from './api';

/**
 * Waits for a condition, not for a time: asks `check` again every `everyMs` (running `between`
 * after each miss, e.g. a page reload) until it answers true, and fails with `what` after
 * `timeoutMs`. The limit is generous on purpose: a heavy job (an IFC or office conversion)
 * runs several times slower on a loaded 2-core machine, and a wait ends as soon as it holds.
 */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = HEAVY_JOB_MS, everyMs = 1000, between }: { timeoutMs?: number; everyMs?: number; between?: () => Promise<unknown> } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
    if (between) await between();
  }
}

/** How long a heavy background job (model or office conversion) may take under load. */
export const HEAVY_JOB_MS = 300_000;
/** The timeout of a test or hook that waits for a heavy job, with room for its own steps. */
export const HEAVY_TEST_MS = HEAVY_JOB_MS + 120_000;

/** Waits until the model of a file version is converted (the job queue runs it); fails on a conversion error. */
export async function modelConverted(base: string, s: { token: string; enterprise: string }, projectId: string, modelId: string) {
  await until(`the conversion of model ${modelId}`, async () => {
    const m = await call<{ status: string }>(base, s, '/protected/model/get-3d-jarvis-data', { projectId, modelId });
    if (m.status === 'error') throw new Error(`the conversion of model ${modelId} failed`);
    return m.status === 'complete';
  });
}

/** Whether the element shows within `ms` (false instead of a timeout error), for a step worth trying again. */
export function showsWithin(locator: Locator, ms: number): Promise<boolean> {
  return locator.waitFor({ state: 'visible', timeout: ms }).then(
    () => true,
    () => false,
  );
}
