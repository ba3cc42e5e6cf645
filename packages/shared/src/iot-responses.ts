import { z } from 'zod';
import { isoTime } from './common-responses';
import { AIR_KEYS, DEVICE_KINDS, DEVICE_STATUS, IOT_INTERVALS, REPAIR_STATUSES } from './iot-schemas';

// What the IoT calls answer (the `data` of the envelope; docs/iot.md). Checked by the server in
// every test run (http/route.ts `output`); the web takes its types from here.

/** What the caller may do here, sent with lists so the page shows only what the server allows (iot/service.ts iotAbilities). */
export const iotAbilities = z.object({ edit: z.boolean(), ingest: z.boolean(), repair: z.boolean() });
export type IotAbilities = z.infer<typeof iotAbilities>;

/** A device with its last reading and open repairs (iot/service.ts presentDevice). */
export const iotDevice = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  location: z.string().nullable(),
  kind: z.enum(DEVICE_KINDS),
  /** 1 normal (the default), 2 fault, 0 out of service. */
  status: z.literal([DEVICE_STATUS.outOfService, DEVICE_STATUS.normal, DEVICE_STATUS.fault]),
  installedAt: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: isoTime,
  lastReadingAt: isoTime.nullable(),
  openRepairs: z.number(),
});
export type IotDevice = z.infer<typeof iotDevice>;

/** device/list: a page of devices and the caller's abilities. */
export const iotDeviceList = z.object({ list: z.array(iotDevice), total: z.number(), permissions: iotAbilities });
export type IotDeviceList = z.infer<typeof iotDeviceList>;

/** A repair report with its device (iot/service.ts listRepairs). */
export const iotRepair = z.object({
  id: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceCode: z.string(),
  fault: z.string(),
  reporter: z.string(),
  status: z.enum(REPAIR_STATUSES),
  fixRemark: z.string().nullable(),
  fixedByName: z.string().nullable(),
  createTime: isoTime,
  fixedAt: isoTime.nullable(),
});
export type IotRepair = z.infer<typeof iotRepair>;

/** repair/list: a page of repairs (open first) and the caller's abilities. */
export const iotRepairList = z.object({ list: z.array(iotRepair), total: z.number(), permissions: iotAbilities });
export type IotRepairList = z.infer<typeof iotRepairList>;

/** device/save, device/delete, repair/save: the id of what was written. */
export const iotSaved = z.object({ id: z.string() });
export type IotSaved = z.infer<typeof iotSaved>;

/** repair/fix: the repair and when it was fixed. */
export const iotRepairFixed = z.object({ id: z.string(), fixedAt: isoTime });
export type IotRepairFixed = z.infer<typeof iotRepairFixed>;

/** reading/add: how many readings were stored. */
export const iotReadingsAdded = z.object({ accepted: z.number() });
export type IotReadingsAdded = z.infer<typeof iotReadingsAdded>;

/** settings/save: the offset now in force. */
export const iotSettingsSaved = z.object({ temperatureOffset: z.number() });
/** settings/get: the offset and the caller's abilities. */
export const iotSettingsInfo = iotSettingsSaved.extend({ permissions: iotAbilities });
export type IotSettingsInfo = z.infer<typeof iotSettingsInfo>;

/** get-iot-temp-humidity-data (spec 2 §3 IoT data, plus the window; iot/readings.ts chartData). */
export const iotData = z.object({
  tempDataXs: z.array(z.string()),
  tempDataYs: z.array(z.number()),
  humidityDataXs: z.array(z.string()),
  humidityDataYs: z.array(z.number()),
  air: z.record(z.enum(AIR_KEYS), z.number().nullable()),
  airAt: isoTime.nullable(),
  dataTimes: z.array(z.string()),
  from: isoTime,
  to: isoTime,
  interval: z.enum(IOT_INTERVALS),
  temperatureOffset: z.number(),
  deviceCount: z.number(),
});
export type IotData = z.infer<typeof iotData>;
