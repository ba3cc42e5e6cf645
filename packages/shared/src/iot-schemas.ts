import { z } from 'zod';
import { confirmed } from './rules';

// Payloads of the IoT calls (spec 2 §2, §3, §7; docs/iot.md). The spec shows only the path of
// the chart call and the fields of its answer; the rest is ours.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const text = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date' });
const instant = z.iso.datetime({ offset: true, message: 'iot.badTime' });

/** The air-quality values of spec 2 §3, as they appear in the chart call's `air`. */
export const AIR_KEYS = ['PM2_5', 'CO2', 'H2S', 'HCHO', 'NH3', 'TVOC'] as const;
export type AirKey = (typeof AIR_KEYS)[number];

/**
 * What a device may report, with the physical range accepted (raw sensor values, before the
 * project's temperature offset). Units: °C, %RH, µg/m³ (PM2.5), ppm (CO2), mg/m³ (the rest).
 */
export const READING_RANGES = {
  temperature: [-60, 120],
  humidity: [0, 100],
  pm2_5: [0, 2000],
  co2: [0, 50000],
  h2s: [0, 100],
  hcho: [0, 100],
  nh3: [0, 100],
  tvoc: [0, 100],
} as const;
export type ReadingField = keyof typeof READING_RANGES;
export const AIR_FIELDS: Record<AirKey, ReadingField> = { PM2_5: 'pm2_5', CO2: 'co2', H2S: 'h2s', HCHO: 'hcho', NH3: 'nh3', TVOC: 'tvoc' };

/** Spec 2 §3: device status defaults to 1. 0 is out of service, 2 has an open repair. */
export const DEVICE_STATUS = { outOfService: 0, normal: 1, fault: 2 } as const;
export const DEVICE_KINDS = ['temp_humidity', 'air_quality', 'combined'] as const;
export const IOT_INTERVALS = ['hour', 'day'] as const;
export const READING_BATCH_MAX = 1000;
/** The widest chart window, so an hourly series stays below about 2,200 points. */
export const IOT_MAX_RANGE_DAYS = 92;
export const IOT_DEFAULT_RANGE_DAYS = 7;

const measure = (f: ReadingField) =>
  z
    .number({ message: 'iot.notNumber' })
    .finite()
    .min(READING_RANGES[f][0], { message: `iot.range.${f}` })
    .max(READING_RANGES[f][1], { message: `iot.range.${f}` })
    .optional()
    .nullable();

export const iotDataBody = z
  .object({
    projectId: id,
    deviceId: optId,
    from: instant.optional().nullable(),
    to: instant.optional().nullable(),
    interval: z.enum(IOT_INTERVALS, { message: 'iot.interval' }).default('hour'),
    /** Minutes east of UTC of the viewer, so day buckets start at the viewer's midnight. */
    utcOffset: z.number().int().min(-840).max(840).default(0),
  })
  .refine((b) => !b.from || !b.to || Date.parse(b.from) < Date.parse(b.to), { message: 'iot.rangeOrder', path: ['from'] })
  .refine((b) => !b.from || !b.to || Date.parse(b.to) - Date.parse(b.from) <= IOT_MAX_RANGE_DAYS * 864e5, { message: 'iot.rangeTooWide', path: ['to'] });

export const deviceListBody = z.object({
  projectId: id,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  name: text(100).optional().nullable(),
});

export const saveDeviceBody = z.object({
  projectId: id,
  id: optId,
  name: z.string({ message: 'iot.nameRequired' }).trim().min(1, { message: 'iot.nameRequired' }).max(100, { message: 'v.tooLong' }),
  code: z
    .string({ message: 'iot.codeRequired' })
    .trim()
    .min(1, { message: 'iot.codeRequired' })
    .max(64, { message: 'v.tooLong' })
    .regex(/^[A-Za-z0-9._-]+$/, { message: 'iot.codeFormat' }),
  location: text(200).optional().nullable(),
  /** Defaults to combined on create; left unchanged when an edit omits it. */
  kind: z.enum(DEVICE_KINDS, { message: 'iot.kind' }).optional(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: 'iot.status' }).optional(),
  installedAt: day.optional().nullable(),
  remark: text(500).optional().nullable(),
});

export const deviceIdBody = z.object({ projectId: id, id });
/** Deleting a device takes its readings and repairs: `confirm: true`. */
export const deviceDeleteBody = deviceIdBody.extend({ confirm: confirmed });

export const readingItem = z.object({
  deviceId: id,
  takenAt: instant,
  temperature: measure('temperature'),
  humidity: measure('humidity'),
  pm2_5: measure('pm2_5'),
  co2: measure('co2'),
  h2s: measure('h2s'),
  hcho: measure('hcho'),
  nh3: measure('nh3'),
  tvoc: measure('tvoc'),
});
export type ReadingItem = z.infer<typeof readingItem>;

export const addReadingsBody = z.object({
  projectId: id,
  readings: z.array(readingItem, { message: 'v.required' }).min(1, { message: 'v.required' }).max(READING_BATCH_MAX, { message: 'iot.batchTooLarge' }),
});

export const REPAIR_STATUSES = ['open', 'fixed'] as const;
export const repairListBody = z.object({
  projectId: id,
  deviceId: optId,
  status: z.enum(REPAIR_STATUSES).optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const saveRepairBody = z.object({
  projectId: id,
  id: optId,
  deviceId: id,
  fault: z.string({ message: 'iot.faultRequired' }).trim().min(1, { message: 'iot.faultRequired' }).max(1000, { message: 'v.tooLong' }),
  reporter: text(100).optional().nullable(),
});
export const fixRepairBody = z.object({ projectId: id, id, remark: text(500).optional().nullable() });

export const iotSettingsBody = z.object({ projectId: id });
export const saveIotSettingsBody = z.object({
  projectId: id,
  temperatureOffset: z.number({ message: 'iot.notNumber' }).finite().min(-100, { message: 'iot.offsetRange' }).max(100, { message: 'iot.offsetRange' }),
});
