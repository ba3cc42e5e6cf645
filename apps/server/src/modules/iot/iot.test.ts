import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, validProject } from '../../test/factories';
import { rolePermissions } from '../roles/tables';
import { builtInRoleId, setRolePermissions } from '../roles/service';
import { seedDemoIot } from './demo';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// IoT dashboards: devices, readings in, bucket averages and the temperature offset out,
// repairs, and who may call what.

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let riversideId: string;

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  const p = await demoProjects(t.deps.db);
  projectId = p.harbour.id;
  riversideId = p.riverside.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin, lang = 'en') => t.post(url, { projectId, ...body }, token, lang);
const CHART = '/public/get-iot-temp-humidity-data';
let codeNo = 0;
async function device(over: object = {}, pid = projectId) {
  const r = await t.post('/protected/iot/device/save', { projectId: pid, name: 'Sensor', code: `S-${++codeNo}`, kind: 'combined', ...over }, padmin, 'en');
  expect(r.body.errorCode, r.body.msg).toBe(200);
  return r.body.data.id as string;
}
const readings = (list: object[], token = padmin, pid = projectId) => t.post('/protected/iot/reading/add', { projectId: pid, readings: list }, token, 'en');

describe('devices', () => {
  it('adds a device with status 1 by default, lists it with abilities, edits and deletes it', async () => {
    const id = await device({ name: 'Lobby', code: 'LOBBY-1', location: 'Ground floor', installedAt: '2026-10-01', remark: 'by the door' });
    const list = (await post('/protected/iot/device/list', { name: 'lobb' })).body;
    expect(list.pageTotal).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id,
      name: 'Lobby',
      code: 'LOBBY-1',
      kind: 'combined',
      status: 1,
      location: 'Ground floor',
      installedAt: '2026-10-01',
      lastReadingAt: null,
      openRepairs: 0,
    });
    expect(list.data.permissions).toEqual({ edit: true, ingest: true, repair: true });
    expect((await post('/protected/iot/device/list', {}, member)).body.data.permissions).toEqual({ edit: false, ingest: false, repair: true });

    expect((await post('/protected/iot/device/save', { name: 'Other', code: 'LOBBY-1' })).body.msg).toBe(
      'A device with the code "LOBBY-1" already exists in this project',
    );
    // The same code in another project is fine.
    await device({ code: 'LOBBY-1' }, riversideId);
    expect((await post('/protected/iot/device/save', { id, name: 'Lobby west', code: 'LOBBY-1', kind: 'temp_humidity', status: 0 })).body.errorCode).toBe(200);
    expect((await post('/protected/iot/device/list', { name: 'lobby' })).body.data.list[0]).toMatchObject({
      name: 'Lobby west',
      kind: 'temp_humidity',
      status: 0,
    });
    // Without confirm: true the device and its readings stay.
    expect((await post('/protected/iot/device/delete', { id })).status).toBe(400);
    expect((await post('/protected/iot/device/list', { name: 'lobby' })).body.pageTotal).toBe(1);
    expect((await post('/protected/iot/device/delete', { confirm: true, id })).body.data).toEqual({ id });
    expect((await post('/protected/iot/device/list', { name: 'lobby' })).body.pageTotal).toBe(0);
    expect((await post('/protected/iot/device/delete', { confirm: true, id })).body.errorCode).toBe(404);
  });

  it('keeps the location, kind, date and remark an edit leaves out, and clears them on null', async () => {
    const id = await device({ name: 'Keep', code: 'KEEP-1', kind: 'temp_humidity', location: 'Level 3', installedAt: '2026-09-01', remark: 'north wall' });
    expect((await post('/protected/iot/device/save', { id, name: 'Keep 2', code: 'KEEP-1' })).body.errorCode).toBe(200);
    const row = async () => (await post('/protected/iot/device/list', { name: 'Keep 2' })).body.data.list[0];
    expect(await row()).toMatchObject({ kind: 'temp_humidity', location: 'Level 3', installedAt: '2026-09-01', remark: 'north wall' });
    await post('/protected/iot/device/save', { id, name: 'Keep 2', code: 'KEEP-1', location: null, remark: '' });
    expect(await row()).toMatchObject({ kind: 'temp_humidity', location: null, remark: null, installedAt: '2026-09-01' });
  });

  it('refuses bad device forms with a clear message', async () => {
    expect((await post('/protected/iot/device/save', { name: ' ', code: 'X' })).body.msg).toContain('Please enter the device name');
    expect((await post('/protected/iot/device/save', { name: 'A', code: 'has space' })).body.msg).toContain('letters, digits');
    expect((await post('/protected/iot/device/save', { name: 'A', code: 'A', kind: 'toaster' })).body.msg).toContain('Please choose a sensor type');
    expect((await post('/protected/iot/device/save', { name: 'A', code: 'A', status: 7 })).status).toBe(400);
    expect((await post('/protected/iot/device/save', { name: 'A', code: 'A', installedAt: '1.1.2026' })).body.msg).toContain('YYYY-MM-DD');
    expect((await post('/protected/iot/device/save', { name: '设备', code: 'A', kind: 'x' }, padmin, 'zh')).body.msg).toContain('请选择传感器类型');
    // An id from another project is not found, never edited.
    const foreign = await device({}, riversideId);
    expect((await post('/protected/iot/device/save', { id: foreign, name: 'Mine now', code: 'M-1' })).body.errorCode).toBe(404);
  });
});

describe('readings and charts', () => {
  it('averages temperature and humidity per hour in SQL, over all devices or one', async () => {
    const a = await device();
    const b = await device();
    const r = await readings([
      { deviceId: a, takenAt: '2026-10-01T10:00:00Z', temperature: 20, humidity: 40 },
      { deviceId: a, takenAt: '2026-10-01T10:30:00Z', temperature: 22, humidity: 50 },
      { deviceId: b, takenAt: '2026-10-01T10:15:00+00:00', temperature: 24 },
      { deviceId: a, takenAt: '2026-10-01T11:05:00Z', temperature: 18.25, humidity: 60 },
      { deviceId: b, takenAt: '2026-10-01T13:00:00Z', humidity: 70 },
    ]);
    expect(r.body.data).toEqual({ accepted: 5 });
    const window = { from: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' };
    const all = (await post(CHART, { ...window, deviceId: null })).body.data;
    // Each device list is this project's; the other tests' devices have no readings this day.
    expect(all.tempDataXs).toEqual(['2026-10-01T10:00:00Z', '2026-10-01T11:00:00Z']);
    expect(all.tempDataYs).toEqual([22, 18.3]);
    expect(all.humidityDataXs).toEqual(['2026-10-01T10:00:00Z', '2026-10-01T11:00:00Z', '2026-10-01T13:00:00Z']);
    expect(all.humidityDataYs).toEqual([45, 60, 70]);
    expect(all.dataTimes).toEqual(['2026-10-01T10:00:00Z', '2026-10-01T11:00:00Z', '2026-10-01T13:00:00Z']);
    expect(all).toMatchObject({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-02T00:00:00.000Z', interval: 'hour' });
    const one = (await post(CHART, { ...window, deviceId: a })).body.data;
    expect(one.tempDataYs).toEqual([21, 18.3]);

    // Days start at the viewer's midnight: at UTC+14 the 10:00Z readings fall on 2 October.
    const days = (await post(CHART, { from: '2026-09-30T00:00:00Z', to: '2026-10-03T00:00:00Z', interval: 'day', utcOffset: 840 })).body.data;
    expect(days.tempDataXs).toEqual(['2026-10-01T10:00:00Z']);
    expect(days.tempDataYs).toEqual([21.1]);
    const utc = (await post(CHART, { from: '2026-09-30T00:00:00Z', to: '2026-10-03T00:00:00Z', interval: 'day' })).body.data;
    expect(utc.tempDataXs).toEqual(['2026-10-01T00:00:00Z']);
    expect(utc.humidityDataYs).toEqual([55]);

    // Re-sending an instant replaces it; the same instant twice in one batch keeps the last.
    await readings([
      { deviceId: b, takenAt: '2026-10-01T10:15:00Z', temperature: 30 },
      { deviceId: b, takenAt: '2026-10-01T10:15:00Z', temperature: 27 },
    ]);
    expect((await post(CHART, { ...window, deviceId: b })).body.data.tempDataYs).toEqual([27]);
  });

  it('applies the project temperature offset to temperatures only, and reports the latest air values', async () => {
    const a = await device({}, riversideId);
    const b = await device({}, riversideId);
    await readings(
      [
        { deviceId: a, takenAt: '2026-09-01T08:00:00Z', temperature: 41, humidity: 50, pm2_5: 10, co2: 400, h2s: 0.1, hcho: 0.02, nh3: 0.1, tvoc: 0.3 },
        { deviceId: a, takenAt: '2026-09-01T09:00:00Z', temperature: 43, pm2_5: 30, co2: 600 },
        { deviceId: b, takenAt: '2026-09-01T08:30:00Z', pm2_5: 50, co2: 1000, tvoc: 0.5 },
      ],
      padmin,
      riversideId,
    );
    const ask = () =>
      t.post(CHART, { projectId: riversideId, from: '2026-09-01T00:00:00Z', to: '2026-09-02T00:00:00Z' }, padmin, 'en').then((r) => r.body.data);
    expect((await ask()).tempDataYs).toEqual([41, 43]);
    expect((await t.post('/protected/iot/settings/save', { projectId: riversideId, temperatureOffset: -20 }, padmin)).body.data).toEqual({
      temperatureOffset: -20,
    });
    const d = await ask();
    expect(d.tempDataYs).toEqual([21, 23]);
    expect(d.humidityDataYs).toEqual([50]);
    expect(d.temperatureOffset).toBe(-20);
    // Latest per device (a at 09:00, b at 08:30), averaged over the devices that report each value.
    expect(d.air).toEqual({ PM2_5: 40, CO2: 800, H2S: null, HCHO: null, NH3: null, TVOC: 0.5 });
    expect(d.airAt).toBe('2026-09-01T09:00:00.000Z');
    expect((await t.post('/protected/iot/settings/get', { projectId: riversideId }, member)).body.data).toMatchObject({
      temperatureOffset: -20,
      permissions: { edit: false },
    });
    expect((await t.post('/protected/iot/settings/get', { projectId }, member)).body.data.temperatureOffset).toBe(0);
  });

  it('defaults to the 7 days up to the latest reading; an empty project answers empty series', async () => {
    const a = await device();
    await readings([{ deviceId: a, takenAt: '2026-11-01T06:00:00Z', temperature: 5 }]);
    const d = (await post(CHART, { deviceId: a })).body.data;
    expect(d.to).toBe('2026-11-01T06:00:00.001Z');
    expect(d.from).toBe('2026-10-25T06:00:00.001Z');
    expect(d.tempDataYs).toEqual([5]);
    // A new project (its creator becomes admin, with every iot action) has no devices yet.
    const creator = await t.login('padmin');
    const fresh = (await t.post('/protected/project/create-project', validProject({ name: 'Empty site' }), creator)).body.data.id;
    const e = (await t.post(CHART, { projectId: fresh }, creator)).body.data;
    expect(e).toMatchObject({
      tempDataXs: [],
      tempDataYs: [],
      humidityDataXs: [],
      humidityDataYs: [],
      dataTimes: [],
      air: { PM2_5: null, CO2: null },
      airAt: null,
      deviceCount: 0,
    });
  });

  it('validates readings: batch size, ranges, empty, future, devices of the project, out of service', async () => {
    const a = await device();
    const at = '2026-10-05T00:00:00Z';
    const many = Array.from({ length: 1001 }, (_, i) => ({ deviceId: a, takenAt: new Date(Date.parse(at) + i * 60_000).toISOString(), temperature: 20 }));
    expect((await readings(many)).body.msg).toContain('at most 1000 readings');
    expect((await readings(many.slice(0, 1000))).body.data).toEqual({ accepted: 1000 });
    expect((await readings([{ deviceId: a, takenAt: at, humidity: 101 }])).body.msg).toBe('readings.0.humidity: Humidity must be between 0 and 100 %');
    expect((await readings([{ deviceId: a, takenAt: at, temperature: -70 }])).body.msg).toContain('between -60 and 120');
    expect((await readings([{ deviceId: a, takenAt: at, co2: 'lots' }])).status).toBe(400);
    expect((await readings([{ deviceId: a, takenAt: '2026-10-05 00:00', temperature: 1 }])).body.msg).toContain('ISO 8601');
    expect(
      (
        await readings([
          { deviceId: a, takenAt: at, temperature: 1 },
          { deviceId: a, takenAt: at },
        ])
      ).body.msg,
    ).toBe('Reading 2 has no value');
    expect((await readings([{ deviceId: a, takenAt: new Date(Date.now() + 3600_000).toISOString(), temperature: 1 }])).body.msg).toBe(
      'Reading 1 is dated in the future',
    );
    expect((await readings([])).status).toBe(400);
    const foreign = await device({}, riversideId);
    expect((await readings([{ deviceId: foreign, takenAt: at, temperature: 1 }])).body.msg).toBe('The device does not exist in this project');
    const off = await device({ name: 'Spare', status: 0 });
    expect((await readings([{ deviceId: off, takenAt: at, temperature: 1 }])).body.msg).toBe('The device "Spare" is out of service and takes no readings');
  });

  it('refuses bad chart windows', async () => {
    expect((await post(CHART, { from: '2026-10-02T00:00:00Z', to: '2026-10-01T00:00:00Z' })).body.msg).toContain('before its end');
    expect((await post(CHART, { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' })).body.msg).toContain('at most 92 days');
    expect((await post(CHART, { interval: 'minute' })).body.msg).toContain('hour or day');
    expect((await post(CHART, { from: 'yesterday' })).status).toBe(400);
    expect((await post(CHART, { utcOffset: 10_000 })).status).toBe(400);
    expect((await post(CHART, { deviceId: 'no-such' })).body.errorCode).toBe(404);
  });
});

describe('repairs', () => {
  it('a member reports a fault (device goes to fault), an admin marks it fixed (back to normal)', async () => {
    const a = await device({ name: 'Roof sensor' });
    const r = await post('/protected/iot/repair/save', { deviceId: a, fault: 'No readings since Monday' }, member);
    expect(r.body.errorCode).toBe(200);
    const second = (await post('/protected/iot/repair/save', { deviceId: a, fault: 'Cracked case', reporter: 'Site security' })).body.data.id;
    const dev = async () => (await post('/protected/iot/device/list', { name: 'Roof sensor' })).body.data.list[0];
    expect(await dev()).toMatchObject({ status: 2, openRepairs: 2 });
    const list = (await post('/protected/iot/repair/list', { deviceId: a })).body;
    expect(list.pageTotal).toBe(2);
    expect(list.data.list[1]).toMatchObject({
      deviceName: 'Roof sensor',
      fault: 'No readings since Monday',
      reporter: 'Mia Member',
      status: 'open',
      fixedAt: null,
    });
    expect(list.data.list[0]).toMatchObject({ fault: 'Cracked case', reporter: 'Site security' });

    await post('/protected/iot/repair/fix', { id: r.body.data.id, remark: 'New battery' }, member);
    expect(await dev()).toMatchObject({ status: 2, openRepairs: 1 });
    expect((await post('/protected/iot/repair/fix', { id: second })).body.data.fixedAt).toBeTruthy();
    expect(await dev()).toMatchObject({ status: 1, openRepairs: 0 });
    const fixed = (await post('/protected/iot/repair/list', { deviceId: a, status: 'fixed' })).body.data.list;
    expect(fixed.map((x: { fixRemark: string | null }) => x.fixRemark).sort()).toEqual([null, 'New battery'].sort());
    expect(fixed.find((x: { fixRemark: string | null }) => x.fixRemark === 'New battery').fixedByName).toBe('Mia Member');
    expect((await post('/protected/iot/repair/fix', { id: second })).body.msg).toBe('This repair is already marked fixed');
    expect((await post('/protected/iot/repair/save', { id: second, deviceId: a, fault: 'changed' })).body.msg).toBe('This repair is already marked fixed');
  });

  it('keeps the reporter of a repair when an edit by someone else leaves it out', async () => {
    const a = await device({ name: 'Stair sensor' });
    const id = (await post('/protected/iot/repair/save', { deviceId: a, fault: 'Loose', reporter: 'Site security' }, member)).body.data.id;
    expect((await post('/protected/iot/repair/save', { id, deviceId: a, fault: 'Loose mount' })).body.errorCode).toBe(200);
    const [r] = (await post('/protected/iot/repair/list', { deviceId: a })).body.data.list;
    expect(r).toMatchObject({ fault: 'Loose mount', reporter: 'Site security' });
  });

  it('refuses bad repair forms', async () => {
    const a = await device();
    expect((await post('/protected/iot/repair/save', { deviceId: a, fault: '  ' })).body.msg).toContain('Please describe the fault');
    expect((await post('/protected/iot/repair/save', { deviceId: 'no-such', fault: 'x' })).body.errorCode).toBe(404);
    expect((await post('/protected/iot/repair/save', { deviceId: a, fault: 'x'.repeat(1001) })).status).toBe(400);
    expect((await post('/protected/iot/repair/list', { status: 'broken' })).status).toBe(400);
    expect((await post('/protected/iot/repair/fix', { id: 'no-such' })).body.errorCode).toBe(404);
  });
});

describe('who may call what', () => {
  const calls: [string, object][] = [
    [CHART, {}],
    ['/protected/iot/device/list', {}],
    ['/protected/iot/device/save', { name: 'X', code: 'DENIED-1' }],
    ['/protected/iot/device/delete', { confirm: true, id: 'x' }],
    ['/protected/iot/reading/add', { readings: [{ deviceId: 'x', takenAt: '2026-10-01T00:00:00Z', temperature: 1 }] }],
    ['/protected/iot/repair/list', {}],
    ['/protected/iot/repair/save', { deviceId: 'x', fault: 'x' }],
    ['/protected/iot/repair/fix', { id: 'x' }],
    ['/protected/iot/settings/get', {}],
    ['/protected/iot/settings/save', { temperatureOffset: 3 }],
  ];

  it('turns away anonymous callers and outsiders on every call', async () => {
    for (const [url, body] of calls) {
      expect((await t.post(url, { projectId, ...body })).status, url).toBe(401);
      const r = await post(url, body, outsider);
      expect([r.status, r.body.errorCode], url).toEqual([403, 401]);
    }
  });

  it('a default member sees charts and reports repairs, but may not manage devices, ingest or set the offset', async () => {
    const a = await device();
    expect((await post(CHART, {}, member)).body.errorCode).toBe(200);
    expect((await post('/protected/iot/repair/save', { deviceId: a, fault: 'x' }, member)).body.errorCode).toBe(200);
    for (const url of ['/protected/iot/device/save', '/protected/iot/device/delete', '/protected/iot/reading/add', '/protected/iot/settings/save']) {
      const [, body] = calls.find(([u]) => u === url)!;
      expect((await post(url, body, member)).body.errorCode, url).toBe(4030);
    }
  });

  it('a member whose role lacks every iot action is refused everywhere; granted ingest, can post readings', async () => {
    const { riverside } = await demoProjects(t.deps.db);
    const role = await builtInRoleId(t.deps.db, { enterpriseId: riverside.enterpriseId, projectId: riversideId }, 'project_member');
    await setRolePermissions(
      t.deps.db,
      role,
      ['enter', 'edit', 'ingest', 'repair'].map((action) => ({ module: 'iot', action, allowed: false })),
    );
    for (const [url, body] of calls) {
      expect((await t.post(url, { projectId: riversideId, ...body }, member)).body.errorCode, url).toBe(4030);
    }
    const a = await device({}, riversideId);
    await setRolePermissions(t.deps.db, role, [{ module: 'iot', action: 'ingest', allowed: true }]);
    expect((await readings([{ deviceId: a, takenAt: '2026-10-01T00:00:00Z', temperature: 1 }], member, riversideId)).body.data).toEqual({ accepted: 1 });
    expect((await t.post(CHART, { projectId: riversideId }, member)).body.errorCode).toBe(4030);
    await setRolePermissions(t.deps.db, role, [
      { module: 'iot', action: 'enter', allowed: true },
      { module: 'iot', action: 'repair', allowed: true },
      { module: 'iot', action: 'ingest', allowed: false },
    ]);
  });

  it('migration 0012 grants the iot actions to the built-in roles of projects made before it', async () => {
    const fresh = await createTestApp();
    try {
      const { harbour } = await demoProjects(fresh.deps.db);
      const scope = { enterpriseId: harbour.enterpriseId, projectId: harbour.id };
      const admin = await builtInRoleId(fresh.deps.db, scope, 'project_admin');
      const mem = await builtInRoleId(fresh.deps.db, scope, 'project_member');
      const iotOf = async (roleId: string) =>
        (
          await fresh.deps.db
            .select()
            .from(rolePermissions)
            .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.module, 'iot')))
        )
          .map((g) => g.action)
          .sort();
      // As before the module existed: no iot grants at all.
      await fresh.deps.db.delete(rolePermissions).where(and(inArray(rolePermissions.roleId, [admin, mem]), eq(rolePermissions.module, 'iot')));
      const inserts = readFileSync(new URL('../../../drizzle/0012_iot.sql', import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((x) => x.trim())
        .filter((x) => /^(--.*\n)*INSERT INTO "role_permissions"/.test(x));
      expect(inserts).toHaveLength(2);
      for (const q of inserts) await fresh.deps.db.execute(sql.raw(q));
      expect(await iotOf(admin)).toEqual(['edit', 'enter', 'ingest', 'repair']);
      expect(await iotOf(mem)).toEqual(['enter', 'repair']);
    } finally {
      await fresh.close();
    }
  });

  it('never answers junk with a 500', async () => {
    const junk = [
      { deviceId: 5, from: [], to: {}, interval: 1, utcOffset: 'x' },
      { id: [], name: {}, code: 9, status: 'x', installedAt: 3 },
      { readings: 'x' },
      { readings: [null, 1, 'a'] },
      { readings: [{ deviceId: 'x', takenAt: 5, temperature: 'hot' }] },
      { temperatureOffset: 'cold' },
      { pageNum: 'x', pageSize: -1 },
    ];
    for (const [url] of calls) {
      for (const body of junk) {
        const r = await post(url, body);
        expect(r.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});

describe('demo data', () => {
  it('seeds the first demo project with devices, a week of readings shown with its -20 offset, and an open repair', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoIot(demo.deps);
      const token = await demo.login('padmin');
      const { harbour } = await demoProjects(demo.deps.db);
      const d = (await demo.post(CHART, { projectId: harbour.id }, token)).body.data;
      expect(d.temperatureOffset).toBe(-20);
      expect(d.tempDataYs.length).toBeGreaterThanOrEqual(7 * 24 - 1);
      expect(Math.min(...d.tempDataYs)).toBeGreaterThan(15);
      expect(Math.max(...d.tempDataYs)).toBeLessThan(30);
      expect(Object.values(d.air).every((v) => typeof v === 'number')).toBe(true);
      const devices = (await demo.post('/protected/iot/device/list', { projectId: harbour.id }, token)).body.data.list;
      expect(devices).toHaveLength(4);
      expect(devices.filter((x: { status: number }) => x.status === 2)).toHaveLength(1);
      expect((await demo.post('/protected/iot/repair/list', { projectId: harbour.id, status: 'open' }, token)).body.pageTotal).toBe(1);
    } finally {
      await demo.close();
    }
  });
});

describe('operation log', () => {
  const targets = async (route: string) => (await loggedRows(t.deps.db, route)).at(-1)!.targets;
  it('names the device, repair and project changed, with the edited fields before and after', async () => {
    const id = await device({ name: 'Crane cab', code: 'OPL-1' });
    expect(await targets('/protected/iot/device/save')).toEqual([{ targetId: id, targetName: 'Crane cab', after: { code: 'OPL-1' } }]);
    expect((await post('/protected/iot/device/save', { id, name: 'Crane cab 2', code: 'OPL-1' })).body.success).toBe(true);
    expect(await targets('/protected/iot/device/save')).toEqual([
      { targetId: id, targetName: 'Crane cab 2', before: { name: 'Crane cab' }, after: { name: 'Crane cab 2' } },
    ]);
    expect((await readings([{ deviceId: id, takenAt: '2026-03-01T10:00:00Z', temperature: 20 }])).body.success).toBe(true);
    expect(await targets('/protected/iot/reading/add')).toEqual([{ targetId: id, targetName: 'Crane cab 2', after: { readings: 1 } }]);
    const repair = (await post('/protected/iot/repair/save', { deviceId: id, fault: 'No signal' })).body.data.id;
    expect(await targets('/protected/iot/repair/save')).toEqual([{ targetId: repair, targetName: 'Crane cab 2', after: { fault: 'No signal' } }]);
    expect((await post('/protected/iot/repair/fix', { id: repair })).body.success).toBe(true);
    expect(await targets('/protected/iot/repair/fix')).toEqual([
      { targetId: repair, targetName: 'Crane cab 2', before: { status: 'open' }, after: { status: 'fixed' } },
    ]);
    expect((await post('/protected/iot/settings/save', { temperatureOffset: 2 })).body.success).toBe(true);
    expect(await targets('/protected/iot/settings/save')).toEqual([{ targetId: projectId, before: { temperatureOffset: 0 }, after: { temperatureOffset: 2 } }]);
    expect((await post('/protected/iot/device/delete', { confirm: true, id })).body.success).toBe(true);
    expect(await targets('/protected/iot/device/delete')).toEqual([{ targetId: id, targetName: 'Crane cab 2' }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const id = await device();
    const before = (await loggedRows(t.deps.db)).length;
    expect((await post('/protected/iot/device/delete', { id }, outsider)).body.success).toBe(false);
    expect((await post('/protected/iot/device/save', { id, name: '', code: 'x' })).status).toBe(400);
    expect((await loggedRows(t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the IoT writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
