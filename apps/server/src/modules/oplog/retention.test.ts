import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOperationLogs } from './retention';
import { countRows, kit, seedRows, type Kit } from './testkit';

// The retention sweep of the hourly housekeeping: OPLOG_RETENTION_DAYS (default 0, for ever).

const DAY = 24 * 3600_000;
let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

describe('operation log retention', () => {
  it('keeps every row by default and deletes only rows older than the configured days', async () => {
    const now = k.clock.now;
    await seedRows(k, [
      { at: new Date(now - 400 * DAY), actorId: k.padminId, module: 'files', action: 'delete' },
      { at: new Date(now - 31 * DAY), actorId: k.padminId, module: 'files', action: 'rename' },
      { at: new Date(now - 29 * DAY), actorId: k.padminId, module: 'files', action: 'move' },
      { at: new Date(now - DAY), actorId: k.padminId, module: 'files', action: 'copy' },
    ]);
    const all = await countRows(k);
    expect(k.t.deps.config.oplogRetentionDays).toBe(0);
    expect(await sweepOperationLogs(k.t.deps)).toBe(0);
    expect(await countRows(k)).toBe(all);

    const deps = { ...k.t.deps, config: { ...k.t.deps.config, oplogRetentionDays: 30 } };
    expect(await sweepOperationLogs(deps)).toBe(2);
    const left = (await k.rows()).map((r) => r.action);
    expect(left).toEqual(['move', 'copy']);
  });

  it('reads OPLOG_RETENTION_DAYS from the environment and refuses a negative value', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ OPLOG_RETENTION_DAYS: '365' }).oplogRetentionDays).toBe(365);
    expect(() => loadConfig({ OPLOG_RETENTION_DAYS: '-1' })).toThrow(/OPLOG_RETENTION_DAYS/);
  });
});
