import { AsyncLocalStorage } from 'node:async_hooks';

// The operation a write request is doing (docs/operation-log.md). http/route.ts opens one per
// write request and runs the handler inside it; services add what they changed with
// `describeOperation`; the database (db/client.ts) writes the log row inside the request's first
// transaction, just before it commits, so the change and its log row commit together or not at
// all. It lives here, below every module, so any module can describe its changes without
// importing the oplog module.

/** One thing an operation changed: its id and name, and the edited fields before and after. */
export interface OperationTarget {
  targetId?: string;
  targetName?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** What the log row says about a request (the route fills it; services add targets). */
export interface OperationRecord {
  id: string;
  at: Date;
  actorId: string;
  actorName: string;
  actorLogin: string;
  enterpriseId: string | null;
  projectId: string | null;
  ip: string;
  userAgent: string;
  method: string;
  route: string;
  module: string;
  action: string;
  targets: OperationTarget[];
}

/**
 * Writes the log row with the given database or transaction, or amends the row of the same id
 * (its targets) when an earlier transaction of the request wrote it: the oplog module's.
 */
export type OperationWriter = (db: unknown, record: OperationRecord) => Promise<void>;

export class Operation {
  /** Targets already in the committed row; a later transaction amends the row only when more came. */
  private writtenTargets = -1;

  constructor(
    readonly record: OperationRecord,
    private readonly writer: OperationWriter,
  ) {}

  get written() {
    return this.writtenTargets >= 0;
  }

  /**
   * Called by the database inside a top-level transaction, after its work and before COMMIT.
   * Returns what to do once the commit succeeded (a rolled back transaction wrote nothing).
   */
  async writeIn(tx: unknown): Promise<() => void> {
    const count = this.record.targets.length;
    if (this.written && count === this.writtenTargets) return () => {};
    await this.writer(tx, this.record);
    return () => {
      this.writtenTargets = Math.max(this.writtenTargets, count);
    };
  }
}

const storage = new AsyncLocalStorage<Operation>();

/** Runs `fn` as the operation (http/route.ts, for write routes). */
export function runOperation<T>(op: Operation, fn: () => Promise<T>): Promise<T> {
  return storage.run(op, fn);
}

/** The write request's operation, if this code runs inside one. */
export function currentOperation(): Operation | undefined {
  return storage.getStore();
}

/**
 * Says what the current write request changed: the target's id and name and, for edits, the
 * edited fields before and after (only those that changed: see `changedFields`). Call it
 * before or inside the transaction that makes the change. Outside a write request (jobs,
 * seeding, tests calling services directly) it does nothing.
 */
export function describeOperation(target: OperationTarget) {
  const op = storage.getStore();
  if (op) op.record.targets.push(target);
}

/** Sets the project of the current operation when a handler learns it while reading the request. */
export function setOperationProject(projectId: string, enterpriseId: string) {
  const op = storage.getStore();
  if (op && op.record.projectId === null) {
    op.record.projectId = projectId;
    op.record.enterpriseId = enterpriseId;
  }
}

/**
 * The fields of `after` whose value differs from `before`, as a before/after pair (values
 * compared as JSON). Keys absent from `after` are not edits and are left out.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = value ?? null;
  }
  return { before: b, after: a };
}
