import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, max, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEVICE_STATUS, type deviceListBody, type repairListBody, type saveDeviceBody, type saveRepairBody } from '@trestle/shared/iot-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import { canInProject, type ProjectScope } from '../roles';
import { iotDevices, iotReadings, iotRepairs, iotSettings } from './tables';
import { cleared, patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';

// Devices, repairs and settings of a project's IoT dashboards (docs/iot.md). Readings and the
// chart call are in readings.ts.

export type Device = typeof iotDevices.$inferSelect;

/** What the caller may do here, sent with lists so the page shows only what the server allows. */
export const iotAbilities = (scope: ProjectScope) => ({
  edit: canInProject(scope, 'iot', 'edit'),
  ingest: canInProject(scope, 'iot', 'ingest'),
  repair: canInProject(scope, 'iot', 'repair'),
});

/** A device of this project, or 404 (an id from another project is never trusted). */
export async function deviceOf(db: DbOrTx, scope: ProjectScope, id: string): Promise<Device> {
  const [d] = await db
    .select()
    .from(iotDevices)
    .where(and(eq(iotDevices.id, id), eq(iotDevices.projectId, scope.projectId)));
  if (!d) throw Errors.notFound();
  return d;
}

const presentDevice = (d: Device, extra: { lastReadingAt: Date | null; openRepairs: number }) => ({
  id: d.id,
  name: d.name,
  code: d.code,
  location: d.location,
  kind: d.kind,
  status: d.status,
  installedAt: d.installedAt,
  remark: d.remark,
  createTime: d.createdAt.toISOString(),
  lastReadingAt: extra.lastReadingAt?.toISOString() ?? null,
  openRepairs: extra.openRepairs,
});

export async function listDevices(deps: Deps, scope: ProjectScope, q: z.infer<typeof deviceListBody>) {
  const conds: SQL[] = [eq(iotDevices.projectId, scope.projectId)];
  if (q.name) conds.push(ilike(iotDevices.name, `%${q.name.replace(/[%_\\]/g, '\\$&')}%`));
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(iotDevices)
    .where(and(...conds));
  const rows = await deps.db
    .select()
    .from(iotDevices)
    .where(and(...conds))
    .orderBy(iotDevices.name, iotDevices.id)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const ids = rows.map((r) => r.id);
  const last = ids.length
    ? await deps.db
        .select({ id: iotReadings.deviceId, at: max(iotReadings.takenAt) })
        .from(iotReadings)
        .where(inArray(iotReadings.deviceId, ids))
        .groupBy(iotReadings.deviceId)
    : [];
  const open = ids.length
    ? await deps.db
        .select({ id: iotRepairs.deviceId, n: count() })
        .from(iotRepairs)
        .where(and(inArray(iotRepairs.deviceId, ids), eq(iotRepairs.status, 'open')))
        .groupBy(iotRepairs.deviceId)
    : [];
  const list = rows.map((d) =>
    presentDevice(d, { lastReadingAt: last.find((l) => l.id === d.id)?.at ?? null, openRepairs: open.find((o) => o.id === d.id)?.n ?? 0 }),
  );
  return { list, total, permissions: iotAbilities(scope) };
}

export async function saveDevice(deps: Deps, scope: ProjectScope, v: z.infer<typeof saveDeviceBody>) {
  return deps.db.transaction(async (tx) => {
    const existing = v.id ? await deviceOf(tx, scope, v.id) : null;
    const [clash] = await tx
      .select({ id: iotDevices.id })
      .from(iotDevices)
      .where(and(eq(iotDevices.projectId, scope.projectId), eq(iotDevices.code, v.code), ...(existing ? [ne(iotDevices.id, existing.id)] : [])));
    if (clash) throw Errors.badInput('iot.codeExists', { code: v.code });
    const now = deps.now();
    // An edit leaves omitted fields alone; null or "" clears the optional ones.
    const fields = patchOf({
      name: v.name,
      code: v.code,
      location: cleared(v.location),
      kind: v.kind,
      status: v.status,
      installedAt: cleared(v.installedAt),
      remark: cleared(v.remark),
      updatedAt: now,
    });
    const { updatedAt: _at, ...edited } = fields;
    if (existing) {
      describeOperation({ targetId: existing.id, targetName: v.name ?? existing.name, ...changedFields(existing, edited) });
      await tx.update(iotDevices).set(fields).where(eq(iotDevices.id, existing.id));
      return { id: existing.id };
    }
    const id = randomUUID();
    describeOperation({ targetId: id, targetName: v.name, after: { code: v.code } });
    // Kind and status are left to the column defaults (combined, 1) unless the form says otherwise (spec 2 §3).
    await tx.insert(iotDevices).values({ id, projectId: scope.projectId, ...fields, name: v.name, code: v.code, createdBy: scope.actorId, createdAt: now });
    return { id };
  });
}

/** Deletes a device with its readings and repairs. */
export async function deleteDevice(deps: Deps, scope: ProjectScope, id: string) {
  const d = await deviceOf(deps.db, scope, id);
  describeOperation({ targetId: d.id, targetName: d.name });
  await deps.db.delete(iotDevices).where(eq(iotDevices.id, d.id));
  return { id: d.id };
}

type Repair = typeof iotRepairs.$inferSelect;

export async function listRepairs(deps: Deps, scope: ProjectScope, q: z.infer<typeof repairListBody>) {
  const conds: SQL[] = [eq(iotRepairs.projectId, scope.projectId)];
  if (q.deviceId) conds.push(eq(iotRepairs.deviceId, q.deviceId));
  if (q.status) conds.push(eq(iotRepairs.status, q.status));
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(iotRepairs)
    .where(and(...conds));
  const rows = await deps.db
    .select({ r: iotRepairs, deviceName: iotDevices.name, deviceCode: iotDevices.code })
    .from(iotRepairs)
    .innerJoin(iotDevices, eq(iotDevices.id, iotRepairs.deviceId))
    .where(and(...conds))
    // Open repairs first, newest first within each.
    .orderBy(desc(eq(iotRepairs.status, 'open')), desc(iotRepairs.createdAt), iotRepairs.id)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const people = await usersByIds(deps.db, [...new Set(rows.flatMap(({ r }) => [r.fixedBy].filter((x): x is string => !!x)))]);
  const list = rows.map(({ r, deviceName, deviceCode }) => ({
    id: r.id,
    deviceId: r.deviceId,
    deviceName,
    deviceCode,
    fault: r.fault,
    reporter: r.reporter,
    status: r.status as 'open' | 'fixed',
    fixRemark: r.fixRemark,
    fixedByName: people.find((p) => p.id === r.fixedBy)?.name ?? null,
    createTime: r.createdAt.toISOString(),
    fixedAt: r.fixedAt?.toISOString() ?? null,
  }));
  return { list, total, permissions: iotAbilities(scope) };
}

/** Sets a device to fault while it has an open repair, back to normal when the last is fixed. */
async function followRepairs(tx: DbOrTx, deviceId: string, now: Date) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(iotRepairs)
    .where(and(eq(iotRepairs.deviceId, deviceId), eq(iotRepairs.status, 'open')));
  const [d] = await tx.select({ status: iotDevices.status }).from(iotDevices).where(eq(iotDevices.id, deviceId));
  // An out-of-service device stays so; only normal and fault follow the repairs.
  if (!d || d.status === DEVICE_STATUS.outOfService) return;
  const status = n > 0 ? DEVICE_STATUS.fault : DEVICE_STATUS.normal;
  if (status !== d.status) await tx.update(iotDevices).set({ status, updatedAt: now }).where(eq(iotDevices.id, deviceId));
}

async function repairOf(db: DbOrTx, scope: ProjectScope, id: string): Promise<Repair> {
  const [r] = await db
    .select()
    .from(iotRepairs)
    .where(and(eq(iotRepairs.id, id), eq(iotRepairs.projectId, scope.projectId)));
  if (!r) throw Errors.notFound();
  return r;
}

/** Reports a fault on a device (or corrects an open report). */
export async function saveRepair(deps: Deps, scope: ProjectScope, v: z.infer<typeof saveRepairBody>) {
  const [me] = await usersByIds(deps.db, [scope.actorId]);
  return deps.db.transaction(async (tx) => {
    const device = await deviceOf(tx, scope, v.deviceId);
    const now = deps.now();
    const reporter = v.reporter || me?.name || '';
    if (v.id) {
      const r = await repairOf(tx, scope, v.id);
      if (r.status !== 'open') throw Errors.badInput('iot.repairFixed');
      describeOperation({
        targetId: r.id,
        targetName: device.name,
        ...changedFields(r, { deviceId: device.id, fault: v.fault, reporter: v.reporter === undefined ? r.reporter : reporter }),
      });
      // An edit that leaves the reporter out keeps the one recorded (not the editor's name).
      await tx
        .update(iotRepairs)
        .set({ deviceId: device.id, fault: v.fault, reporter: v.reporter === undefined ? r.reporter : reporter })
        .where(eq(iotRepairs.id, r.id));
      await followRepairs(tx, r.deviceId, now);
      await followRepairs(tx, device.id, now);
      return { id: r.id };
    }
    const id = randomUUID();
    describeOperation({ targetId: id, targetName: device.name, after: { fault: v.fault } });
    await tx
      .insert(iotRepairs)
      .values({ id, deviceId: device.id, projectId: scope.projectId, fault: v.fault, reporter, reportedBy: scope.actorId, status: 'open', createdAt: now });
    await followRepairs(tx, device.id, now);
    return { id };
  });
}

export async function fixRepair(deps: Deps, scope: ProjectScope, id: string, remark?: string | null) {
  return deps.db.transaction(async (tx) => {
    const r = await repairOf(tx, scope, id);
    if (r.status !== 'open') throw Errors.badInput('iot.repairFixed');
    describeOperation({ targetId: r.id, targetName: (await deviceOf(tx, scope, r.deviceId)).name, before: { status: r.status }, after: { status: 'fixed' } });
    const now = deps.now();
    await tx
      .update(iotRepairs)
      .set({ status: 'fixed', fixedAt: now, fixedBy: scope.actorId, fixRemark: remark || null })
      .where(eq(iotRepairs.id, r.id));
    await followRepairs(tx, r.deviceId, now);
    return { id: r.id, fixedAt: now.toISOString() };
  });
}

/** The temperature offset of a project (0 when never set). */
export async function temperatureOffset(db: DbOrTx, projectId: string): Promise<number> {
  const [s] = await db.select().from(iotSettings).where(eq(iotSettings.projectId, projectId));
  return s?.temperatureOffset ?? 0;
}

export async function getSettings(deps: Deps, scope: ProjectScope) {
  return { temperatureOffset: await temperatureOffset(deps.db, scope.projectId), permissions: iotAbilities(scope) };
}

export async function saveSettings(deps: Deps, scope: ProjectScope, temperatureOffset: number) {
  const now = deps.now();
  // The project's setting: the target is the project.
  const [was] = await deps.db.select().from(iotSettings).where(eq(iotSettings.projectId, scope.projectId));
  describeOperation({ targetId: scope.projectId, ...changedFields({ temperatureOffset: was?.temperatureOffset ?? 0 }, { temperatureOffset }) });
  await deps.db
    .insert(iotSettings)
    .values({ projectId: scope.projectId, temperatureOffset, updatedBy: scope.actorId, updatedAt: now })
    .onConflictDoUpdate({ target: iotSettings.projectId, set: { temperatureOffset, updatedBy: scope.actorId, updatedAt: now } });
  return { temperatureOffset };
}
