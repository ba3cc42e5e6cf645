import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEVICE_STATUS } from '@trestle/shared/iot-schemas';
import type { Deps } from '../../http/context';
import { users } from '../accounts';
import { projects } from '../projects';
import { iotDevices, iotReadings, iotRepairs, iotSettings } from './tables';

// Demo sensors for the first demo project, with a week of half-hourly readings, so a newcomer
// opens the IoT dashboard to charts. Its gateway reports temperatures 20 °C high, as the demo
// buildings of the spec did (spec 2 §9); the project's offset of -20 corrects them.

const DEMO_OFFSET = -20;
const STEP_MS = 30 * 60_000;
const DAYS = 7;

type Kind = 'temp_humidity' | 'air_quality' | 'combined';
const DEVICES: { code: string; name: string; location: string; kind: Kind; base: number; co2: number; fault?: string }[] = [
  { code: 'TH-L1-01', name: 'Lobby climate', location: 'Ground floor, main lobby', kind: 'combined', base: 21.5, co2: 520 },
  { code: 'TH-L3-02', name: 'Level 3 open office', location: 'Level 3, east wing', kind: 'temp_humidity', base: 22.5, co2: 0 },
  { code: 'AQ-B1-01', name: 'Car park air', location: 'Basement 1, ramp', kind: 'air_quality', base: 16, co2: 780 },
  {
    code: 'TH-RF-01',
    name: 'Roof plant room',
    location: 'Roof, plant room',
    kind: 'temp_humidity',
    base: 26,
    co2: 0,
    fault: 'Readings drop out at night; the battery cover is loose.',
  },
];

/** A small seeded generator, so every fresh demo looks the same. */
function noise(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648 - 0.5;
  };
}

export async function seedDemoIot(deps: Deps, adminLogin = 'padmin') {
  const [admin] = await deps.db.select().from(users).where(eq(users.loginName, adminLogin));
  const [project] = await deps.db.select().from(projects).where(eq(projects.name, 'Harbour View Residences'));
  if (!admin || !project) return;
  const end = Math.floor(deps.now().getTime() / STEP_MS) * STEP_MS;
  const start = end - DAYS * 864e5;
  await deps.db.transaction(async (tx) => {
    await tx.insert(iotSettings).values({ projectId: project.id, temperatureOffset: DEMO_OFFSET, updatedBy: admin.id }).onConflictDoNothing();
    for (const [n, d] of DEVICES.entries()) {
      const id = randomUUID();
      const installed = new Date(start - 30 * 864e5).toISOString().slice(0, 10);
      await tx.insert(iotDevices).values({
        id,
        projectId: project.id,
        name: d.name,
        code: d.code,
        location: d.location,
        kind: d.kind,
        status: d.fault ? DEVICE_STATUS.fault : DEVICE_STATUS.normal,
        installedAt: installed,
        createdBy: admin.id,
      });
      if (d.fault)
        await tx.insert(iotRepairs).values({
          id: randomUUID(),
          deviceId: id,
          projectId: project.id,
          fault: d.fault,
          reporter: 'Site security',
          reportedBy: admin.id,
          status: 'open',
          createdAt: new Date(end - 864e5),
        });
      const rnd = noise(n + 7);
      const rows: (typeof iotReadings.$inferInsert)[] = [];
      for (let at = start; at < end; at += STEP_MS) {
        const hour = new Date(at).getUTCHours() + new Date(at).getUTCMinutes() / 60;
        const day = Math.sin((2 * Math.PI * (hour - 9)) / 24);
        const busy = hour >= 7 && hour <= 19 ? 1 : 0;
        const climate = d.kind !== 'air_quality';
        const airy = d.kind !== 'temp_humidity';
        rows.push({
          deviceId: id,
          takenAt: new Date(at),
          temperature: climate ? +(d.base + 2.2 * day + rnd() * 0.6 - DEMO_OFFSET).toFixed(2) : null,
          humidity: climate ? +(52 - 9 * day + rnd() * 3).toFixed(1) : null,
          pm2_5: airy ? +(18 + 10 * busy + rnd() * 8).toFixed(1) : null,
          co2: airy ? Math.round(d.co2 + 260 * busy + rnd() * 60) : null,
          h2s: airy ? +(0.004 + rnd() * 0.002).toFixed(4) : null,
          hcho: airy ? +(0.05 + 0.02 * busy + rnd() * 0.01).toFixed(3) : null,
          nh3: airy ? +(0.08 + rnd() * 0.03).toFixed(3) : null,
          tvoc: airy ? +(0.25 + 0.15 * busy + rnd() * 0.05).toFixed(3) : null,
        });
      }
      for (let i = 0; i < rows.length; i += 250) await tx.insert(iotReadings).values(rows.slice(i, i + 250));
    }
  });
}
