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

/** What a service says it changed: as OperationTarget, a missing id or name may be null. */
export interface TargetDescription {
  targetId?: string | null;
  targetName?: string | null;
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
  /** Changes to `record.targets` so far, and how many of them the committed row holds (-1: no row yet). */
  private changes = 0;
  private writtenChanges = -1;
  /** Targets left out past MAX_TARGETS, counted in the last entry (`after.moreTargets`). */
  private omitted = 0;

  constructor(
    readonly record: OperationRecord,
    private readonly writer: OperationWriter,
  ) {}

  get written() {
    return this.writtenChanges >= 0;
  }

  /** Adds a target, merged into an earlier one of the same id (see `describeOperation`). */
  describe(target: TargetDescription) {
    const t = cleanTarget(target);
    const targets = this.record.targets;
    const same = t.targetId === undefined ? undefined : targets.find((x) => x.targetId === t.targetId);
    if (same) mergeInto(same, t);
    else if (targets.length < MAX_TARGETS) targets.push(t);
    else {
      this.omitted++;
      if (targets.length === MAX_TARGETS) targets.push({ after: { moreTargets: this.omitted } });
      else targets[MAX_TARGETS].after = { moreTargets: this.omitted };
    }
    this.changes++;
  }

  /**
   * Called by the database inside a top-level transaction, after its work and before COMMIT.
   * Returns what to do once the commit succeeded (a rolled back transaction wrote nothing).
   */
  async writeIn(tx: unknown): Promise<() => void> {
    const changes = this.changes;
    if (this.written && changes === this.writtenChanges) return () => {};
    await this.writer(tx, this.record);
    return () => {
      this.writtenChanges = Math.max(this.writtenChanges, changes);
    };
  }
}

/** Targets kept per row: a batch names its first 100 items, then one entry counting the rest. */
export const MAX_TARGETS = 100;
/** Longest name or text value kept (longer ones end in …): a log row is no copy of the content. */
export const MAX_TEXT = 200;
/** Fields never recorded, whatever a service passes: credentials are not history. */
const SECRET_FIELD = /password|passwd|token|secret|salt|hash|extractCode/i;

function capText(s: string) {
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s;
}

function capValue(v: unknown): unknown {
  if (typeof v === 'string') return capText(v);
  if (v === null || typeof v !== 'object') return v;
  const json = JSON.stringify(v);
  return json.length > MAX_TEXT * 2 ? capText(json) : v;
}

function cleanFields(fields: Record<string, unknown> | undefined) {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || SECRET_FIELD.test(key)) continue;
    out[key] = capValue(value);
  }
  return out;
}

function cleanTarget(t: TargetDescription): OperationTarget {
  const out: OperationTarget = {};
  if (t.targetId !== undefined && t.targetId !== null) out.targetId = String(t.targetId);
  if (t.targetName !== undefined && t.targetName !== null) out.targetName = capText(String(t.targetName));
  const before = cleanFields(t.before);
  const after = cleanFields(t.after);
  if (before && Object.keys(before).length) out.before = before;
  if (after && Object.keys(after).length) out.after = after;
  return out;
}

/** A later description of the same target: its name wins, the first `before` and the last `after` of each field. */
function mergeInto(into: OperationTarget, t: OperationTarget) {
  if (t.targetName !== undefined) into.targetName = t.targetName;
  if (t.before) into.before = { ...t.before, ...into.before };
  if (t.after) into.after = { ...into.after, ...t.after };
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
 *
 * Describing a target id again merges into its entry (several steps of one edit make one
 * target); a batch describes each item, and past MAX_TARGETS only a count is kept. Names and
 * text values are cut at MAX_TEXT characters; fields named like credentials are dropped.
 */
export function describeOperation(target: TargetDescription) {
  storage.getStore()?.describe(target);
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
 * A platform change names the enterprise it is about, so the row shows in that enterprise's
 * log (docs/operation-log.md) rather than under the system manager's session enterprise.
 */
export function setOperationEnterprise(enterpriseId: string) {
  const op = storage.getStore();
  if (op && op.record.projectId === null) op.record.enterpriseId = enterpriseId;
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
