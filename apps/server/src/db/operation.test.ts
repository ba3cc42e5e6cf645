import { describe, expect, it } from 'vitest';
import { describeOperation, MAX_TARGETS, MAX_TEXT, Operation, runOperation, type OperationRecord } from './operation';

// What describeOperation keeps of a service's description (docs/operation-log.md "Targets"):
// one entry per target id, a capped batch, capped text, no credentials.

function operation() {
  const written: OperationRecord[] = [];
  const record = { targets: [] } as unknown as OperationRecord;
  const op = new Operation(record, async (_db, r) => {
    written.push(structuredClone(r));
  });
  return { op, record, written };
}

describe('describeOperation', () => {
  it('merges the steps of one edit into one target: first before, last after, last name', async () => {
    const { op, record } = operation();
    await runOperation(op, async () => {
      describeOperation({ targetId: 't1', targetName: 'Old', before: { title: 'Old' }, after: { title: 'Mid' } });
      describeOperation({ targetId: 't1', targetName: 'New', before: { title: 'Mid', level: 1 }, after: { title: 'New', level: 2 } });
      describeOperation({ targetId: 't2', targetName: 'Other' });
    });
    expect(record.targets).toEqual([
      { targetId: 't1', targetName: 'New', before: { title: 'Old', level: 1 }, after: { title: 'New', level: 2 } },
      { targetId: 't2', targetName: 'Other' },
    ]);
  });

  it('keeps the first MAX_TARGETS items of a batch and counts the rest', async () => {
    const { op, record } = operation();
    await runOperation(op, async () => {
      for (let i = 0; i < MAX_TARGETS + 7; i++) describeOperation({ targetId: `id${i}`, targetName: `n${i}` });
    });
    expect(record.targets).toHaveLength(MAX_TARGETS + 1);
    expect(record.targets[MAX_TARGETS - 1]).toEqual({ targetId: `id${MAX_TARGETS - 1}`, targetName: `n${MAX_TARGETS - 1}` });
    expect(record.targets[MAX_TARGETS]).toEqual({ after: { moreTargets: 7 } });
  });

  it('cuts long names and texts, and never keeps fields named like credentials', async () => {
    const { op, record } = operation();
    const long = 'x'.repeat(MAX_TEXT + 50);
    await runOperation(op, async () => {
      describeOperation({
        targetId: 'u',
        targetName: long,
        before: { remark: long, password: 'a' },
        after: { remark: 'short', passwordHash: 'b', token: 'c' },
      });
    });
    expect(record.targets[0].targetName).toBe(`${'x'.repeat(MAX_TEXT)}…`);
    expect(record.targets[0].before).toEqual({ remark: `${'x'.repeat(MAX_TEXT)}…` });
    expect(record.targets[0].after).toEqual({ remark: 'short' });
  });

  it('writes the row again in a later transaction when a described target was merged', async () => {
    const { op, written } = operation();
    await runOperation(op, async () => {
      describeOperation({ targetId: 't1', after: { a: 1 } });
      (await op.writeIn(null))();
      (await op.writeIn(null))();
      describeOperation({ targetId: 't1', after: { a: 2 } });
      (await op.writeIn(null))();
    });
    expect(written.map((r) => r.targets[0].after)).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('does nothing outside an operation', () => {
    expect(() => describeOperation({ targetId: 'x' })).not.toThrow();
  });
});
