import type { FastifyInstance } from 'fastify';
import {
  addReadingsBody,
  deviceDeleteBody,
  deviceListBody,
  fixRepairBody,
  iotDataBody,
  iotSettingsBody,
  repairListBody,
  saveDeviceBody,
  saveIotSettingsBody,
  saveRepairBody,
} from '@trestle/shared/iot-schemas';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute, type Access } from '../../http/route';
import { addReadings, chartData } from './readings';
import * as svc from './service';
import {
  iotData,
  iotDeviceList,
  iotReadingsAdded,
  iotRepairFixed,
  iotRepairList,
  iotSaved,
  iotSettingsInfo,
  iotSettingsSaved,
} from '@trestle/shared/iot-responses';

// IoT dashboards (docs/iot.md). Every call needs a project member holding an iot action.

const need = (action: 'enter' | 'edit' | 'ingest' | 'repair'): Access<'project'> => ({ kind: 'project', need: ['iot', action] });

export function iotRoutes(app: FastifyInstance, deps: Deps) {
  // The spec's path says "public", as the original product's did; it is not: the charts of a
  // project's building are for its members (docs/iot.md "Why /public").
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/get-iot-temp-humidity-data',
    access: need('enter'),
    summary: 'Temperature and humidity averaged per hour or day, and the latest air-quality values',
    input: iotDataBody,
    output: iotData,
    handler: (ctx, input) => chartData(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/device/list',
    access: need('enter'),
    summary: 'The devices of a project, with their last reading and open repairs',
    input: deviceListBody,
    output: iotDeviceList,
    handler: async (ctx, input) => {
      const r = await svc.listDevices(ctx.deps, ctx.project, input);
      return paged(r.list, r.total, { list: r.list, permissions: r.permissions });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/device/save',
    access: need('edit'),
    summary: 'Adds a device, or changes one (with id)',
    input: saveDeviceBody,
    output: iotSaved,
    handler: (ctx, input) => svc.saveDevice(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/device/delete',
    access: need('edit'),
    summary: 'Deletes a device with its readings and repairs; confirm: true',
    input: deviceDeleteBody,
    output: iotSaved,
    handler: (ctx, input) => svc.deleteDevice(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/reading/add',
    access: need('ingest'),
    summary: "Stores up to 1000 readings of the project's devices (a re-sent instant replaces the earlier one)",
    input: addReadingsBody,
    output: iotReadingsAdded,
    handler: (ctx, input) => addReadings(ctx.deps, ctx.project, input.readings),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/repair/list',
    access: need('enter'),
    summary: 'Repairs of a project (open first), optionally of one device or status',
    input: repairListBody,
    output: iotRepairList,
    handler: async (ctx, input) => {
      const r = await svc.listRepairs(ctx.deps, ctx.project, input);
      return paged(r.list, r.total, { list: r.list, permissions: r.permissions });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/repair/save',
    access: need('repair'),
    summary: 'Reports a fault on a device (or corrects an open report, with id)',
    input: saveRepairBody,
    output: iotSaved,
    handler: (ctx, input) => svc.saveRepair(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/repair/fix',
    access: need('repair'),
    summary: 'Marks a repair fixed',
    input: fixRepairBody,
    output: iotRepairFixed,
    handler: (ctx, input) => svc.fixRepair(ctx.deps, ctx.project, input.id, input.remark),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/settings/get',
    access: need('enter'),
    summary: "The project's IoT settings (temperature offset) and what the caller may do",
    input: iotSettingsBody,
    output: iotSettingsInfo,
    handler: (ctx) => svc.getSettings(ctx.deps, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/iot/settings/save',
    access: need('edit'),
    summary: 'Sets the temperature offset added to every temperature shown',
    input: saveIotSettingsBody,
    output: iotSettingsSaved,
    handler: (ctx, input) => svc.saveSettings(ctx.deps, ctx.project, input.temperatureOffset),
  });
}
