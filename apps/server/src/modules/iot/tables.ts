import { date, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A sensor installed in a project's building (spec 2 §3: status defaults to 1). */
export const iotDevices = pgTable(
  'iot_devices',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    /** The code printed on the device and used by its gateway; unique in the project. */
    code: text('code').notNull(),
    location: text('location'),
    /** Sensor type: temp_humidity, air_quality or combined. */
    kind: text('kind').notNull().default('combined'),
    /** 1 normal, 2 fault (an open repair), 0 out of service. */
    status: integer('status').notNull().default(1),
    installedAt: date('installed_at', { mode: 'string' }),
    remark: text('remark'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iot_devices_code_unique').on(t.projectId, t.code)],
);

/**
 * One report of a device at one instant; re-sending the same instant replaces it. Values are
 * raw (before the project's temperature offset); a sensor that does not measure a value sends none.
 */
export const iotReadings = pgTable(
  'iot_readings',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => iotDevices.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    temperature: real('temperature'),
    humidity: real('humidity'),
    pm2_5: real('pm2_5'),
    co2: real('co2'),
    h2s: real('h2s'),
    hcho: real('hcho'),
    nh3: real('nh3'),
    tvoc: real('tvoc'),
  },
  (t) => [primaryKey({ name: 'iot_readings_pk', columns: [t.deviceId, t.takenAt] })],
);

/** A fault reported on a device (the spec's repair form); open until marked fixed. */
export const iotRepairs = pgTable(
  'iot_repairs',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => iotDevices.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    fault: text('fault').notNull(),
    /** Who noticed the fault (free text: often someone on site without an account). */
    reporter: text('reporter').notNull(),
    reportedBy: text('reported_by').notNull(),
    status: text('status').notNull().default('open'),
    fixRemark: text('fix_remark'),
    fixedBy: text('fixed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
  },
  (t) => [index('iot_repairs_project_idx').on(t.projectId, t.status, t.createdAt), index('iot_repairs_device_idx').on(t.deviceId)],
);

/**
 * Per-project IoT settings. temperatureOffset is added to every temperature shown (spec 2 §9:
 * -20 for two demo projects whose sensors read 20 °C high), a setting rather than fixed ids.
 */
export const iotSettings = pgTable('iot_settings', {
  projectId: text('project_id').primaryKey(),
  temperatureOffset: real('temperature_offset').notNull().default(0),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
