import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { IotAbilities, IotData, IotDevice, IotRepair } from '@trestle/shared/iot-responses';

// Calls of the IoT dashboards (docs/iot.md).

export type { IotAbilities, IotData, IotDevice, IotRepair };

export interface DataQuery {
  deviceId?: string | null;
  from?: string;
  to?: string;
  interval: 'hour' | 'day';
  utcOffset: number;
}

export type DeviceForm = Pick<IotDevice, 'name' | 'code' | 'kind' | 'status'> & {
  id?: string;
  location?: string | null;
  installedAt?: string | null;
  remark?: string | null;
};

export const iotData = (projectId: string, q: DataQuery) => callRoute(contracts.getIotTempHumidityData, { projectId, ...q });

export async function deviceList(projectId: string) {
  const env = await callRouteEnvelope(contracts.deviceList, { projectId, pageSize: 200 });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}
export const saveDevice = (projectId: string, d: DeviceForm) => callRoute(contracts.deviceSave, { projectId, ...d });
/** Called after the screen's "are you sure": the server needs confirm: true. */
export const deleteDevice = (projectId: string, id: string) => callRoute(contracts.deviceDelete, { projectId, id, confirm: true });

export async function repairList(projectId: string, q: { status?: 'open' | 'fixed'; pageNum: number }) {
  const env = await callRouteEnvelope(contracts.repairList, { projectId, pageSize: 10, ...q });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}
export const saveRepair = (projectId: string, r: { deviceId: string; fault: string; reporter?: string }) =>
  callRoute(contracts.repairSave, { projectId, ...r });
export const fixRepair = (projectId: string, id: string, remark?: string) => callRoute(contracts.fix, { projectId, id, remark: remark || undefined });

export const iotSettings = (projectId: string) => callRoute(contracts.settingsGet, { projectId });
export const saveIotSettings = (projectId: string, temperatureOffset: number) => callRoute(contracts.settingsSave, { projectId, temperatureOffset });

export const iotKeys = {
  devices: (projectId: string) => ['iot-devices', projectId] as const,
  settings: (projectId: string) => ['iot-settings', projectId] as const,
  /** Every page of the repairs, whatever the filter. */
  repairsAll: (projectId: string) => ['iot-repairs', projectId] as const,
  repairs: (projectId: string, status: string, pageNum: number) => ['iot-repairs', projectId, status, pageNum] as const,
  /** Every chart, whatever the device and interval. */
  dataAll: (projectId: string) => ['iot-data', projectId] as const,
  data: (projectId: string, q: DataQuery) => ['iot-data', projectId, q] as const,
};
