import { and, desc, eq, gte, inArray, lt, max, or, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AIR_FIELDS,
  AIR_KEYS,
  DEVICE_STATUS,
  IOT_DEFAULT_RANGE_DAYS,
  IOT_MAX_RANGE_DAYS,
  type AirKey,
  type iotDataBody,
  type ReadingItem,
} from '@trestle/shared/iot-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { deviceOf, temperatureOffset } from './service';
import { iotDevices, iotReadings } from './tables';
import { describeOperation } from '../../db/operation';

// Readings in (a device or its gateway posting batches) and charts out (bucket averages).

/** A reading may be a little ahead of the server's clock, not more. */
const CLOCK_SKEW_MS = 5 * 60_000;
const INSERT_CHUNK = 250;
const DAY_MS = 864e5;

export async function addReadings(deps: Deps, scope: ProjectScope, readings: ReadingItem[]) {
  const now = deps.now().getTime();
  readings.forEach((r, i) => {
    const values = [r.temperature, r.humidity, r.pm2_5, r.co2, r.h2s, r.hcho, r.nh3, r.tvoc];
    if (values.every((v) => v === undefined || v === null)) throw Errors.badInput('iot.emptyReading', { index: i + 1 });
    if (Date.parse(r.takenAt) > now + CLOCK_SKEW_MS) throw Errors.badInput('iot.futureReading', { index: i + 1 });
  });
  const ids = [...new Set(readings.map((r) => r.deviceId))];
  const devices = await deps.db
    .select()
    .from(iotDevices)
    .where(and(eq(iotDevices.projectId, scope.projectId), inArray(iotDevices.id, ids)));
  if (devices.length !== ids.length) throw Errors.badInput('iot.unknownDevice');
  const stopped = devices.find((d) => d.status === DEVICE_STATUS.outOfService);
  if (stopped) throw Errors.badInput('iot.deviceOutOfService', { name: stopped.name });
  for (const d of devices) describeOperation({ targetId: d.id, targetName: d.name, after: { readings: readings.filter((r) => r.deviceId === d.id).length } });
  // The same device and instant twice in one batch: the later one wins, as a re-send would.
  const rows = new Map<string, typeof iotReadings.$inferInsert>();
  for (const r of readings) {
    const takenAt = new Date(r.takenAt);
    rows.set(`${r.deviceId}@${takenAt.getTime()}`, {
      deviceId: r.deviceId,
      takenAt,
      temperature: r.temperature ?? null,
      humidity: r.humidity ?? null,
      pm2_5: r.pm2_5 ?? null,
      co2: r.co2 ?? null,
      h2s: r.h2s ?? null,
      hcho: r.hcho ?? null,
      nh3: r.nh3 ?? null,
      tvoc: r.tvoc ?? null,
    });
  }
  const all = [...rows.values()];
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < all.length; i += INSERT_CHUNK) {
      await tx
        .insert(iotReadings)
        .values(all.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: [iotReadings.deviceId, iotReadings.takenAt],
          set: Object.fromEntries(['temperature', 'humidity', 'pm2_5', 'co2', 'h2s', 'hcho', 'nh3', 'tvoc'].map((c) => [c, sql.raw(`excluded."${c}"`)])),
        });
    }
  });
  return { accepted: all.length };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The chart window: as asked, else the 7 days up to the latest reading (or up to now). */
async function window(deps: Deps, deviceIds: string[], q: z.infer<typeof iotDataBody>) {
  if (q.from && q.to) return { from: new Date(q.from), to: new Date(q.to) };
  const span = IOT_DEFAULT_RANGE_DAYS * DAY_MS;
  if (q.from) return { from: new Date(q.from), to: new Date(Date.parse(q.from) + span) };
  if (q.to) return { from: new Date(Date.parse(q.to) - span), to: new Date(q.to) };
  const [latest] = deviceIds.length
    ? await deps.db
        .select({ at: max(iotReadings.takenAt) })
        .from(iotReadings)
        .where(inArray(iotReadings.deviceId, deviceIds))
    : [];
  const end = latest?.at ? new Date(latest.at.getTime() + 1) : deps.now();
  return { from: new Date(end.getTime() - span), to: end };
}

/**
 * POST /public/get-iot-temp-humidity-data: temperature and humidity averaged per hour or day
 * (in SQL), with the project's temperature offset, and the latest air-quality values.
 */
export async function chartData(deps: Deps, scope: ProjectScope, q: z.infer<typeof iotDataBody>) {
  const deviceIds = q.deviceId
    ? [(await deviceOf(deps.db, scope, q.deviceId)).id]
    : (await deps.db.select({ id: iotDevices.id }).from(iotDevices).where(eq(iotDevices.projectId, scope.projectId))).map((d) => d.id);
  const { from, to } = await window(deps, deviceIds, q);
  if (to.getTime() - from.getTime() > IOT_MAX_RANGE_DAYS * DAY_MS) throw Errors.badInput('iot.rangeTooWide');
  const offset = await temperatureOffset(deps.db, scope.projectId);
  const empty = {
    tempDataXs: [] as string[],
    tempDataYs: [] as number[],
    humidityDataXs: [] as string[],
    humidityDataYs: [] as number[],
    dataTimes: [] as string[],
  };
  const air = Object.fromEntries(AIR_KEYS.map((k) => [k, null])) as Record<AirKey, number | null>;
  const meta = { from: from.toISOString(), to: to.toISOString(), interval: q.interval, temperatureOffset: offset, deviceCount: deviceIds.length };
  if (!deviceIds.length) return { ...empty, air, airAt: null, ...meta };

  const inWindow: SQL = and(inArray(iotReadings.deviceId, deviceIds), gte(iotReadings.takenAt, from), lt(iotReadings.takenAt, to))!;
  // Both values are checked (zod enum, bounded int) and written as literals so that the select
  // and GROUP BY carry the same expression.
  const unit = q.interval === 'day' ? 'day' : 'hour';
  const shift = `interval '${Math.trunc(q.utcOffset)} minutes'`;
  const bucket = sql.raw(`date_trunc('${unit}', "iot_readings"."taken_at" + ${shift}) - ${shift}`);
  const buckets = await deps.db
    .select({
      at: sql<string>`to_char((${bucket}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      t: sql<number | null>`avg(${iotReadings.temperature})::float8`,
      h: sql<number | null>`avg(${iotReadings.humidity})::float8`,
    })
    .from(iotReadings)
    .where(inWindow)
    .groupBy(bucket)
    .orderBy(bucket);
  const out = { ...empty };
  for (const b of buckets) {
    out.dataTimes.push(b.at);
    if (b.t !== null) {
      out.tempDataXs.push(b.at);
      out.tempDataYs.push(round1(Number(b.t) + offset));
    }
    if (b.h !== null) {
      out.humidityDataXs.push(b.at);
      out.humidityDataYs.push(round1(Number(b.h)));
    }
  }

  // Air quality: each device's latest reading in the window that has an air value, averaged
  // over the devices (one device: its own latest values).
  const airCols = AIR_KEYS.map((k) => iotReadings[AIR_FIELDS[k]]);
  const latest = await deps.db
    .selectDistinctOn([iotReadings.deviceId])
    .from(iotReadings)
    .where(and(inWindow, or(...airCols.map((c) => isNotNull(c)))))
    .orderBy(iotReadings.deviceId, desc(iotReadings.takenAt));
  for (const k of AIR_KEYS) {
    const values = latest.map((r) => r[AIR_FIELDS[k]]).filter((v): v is number => v !== null);
    air[k] = values.length ? round3(values.reduce((a, b) => a + b, 0) / values.length) : null;
  }
  const airAt = latest.length ? new Date(Math.max(...latest.map((r) => r.takenAt.getTime()))).toISOString() : null;
  return { ...out, air, airAt, ...meta };
}
