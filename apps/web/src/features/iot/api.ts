import type { AirKey } from '@trestle/shared/iot-schemas';
import { post, postEnvelope } from '../../api/client';

// Calls of the IoT dashboards (docs/iot.md).

export interface IotAbilities {
  edit: boolean;
  ingest: boolean;
  repair: boolean;
}

export interface IotDevice {
  id: string;
  name: string;
  code: string;
  location: string | null;
  kind: 'temp_humidity' | 'air_quality' | 'combined';
  /** 1 normal (the default), 2 fault, 0 out of service. */
  status: 0 | 1 | 2;
  installedAt: string | null;
  remark: string | null;
  createTime: string;
  lastReadingAt: string | null;
  openRepairs: number;
}

export interface IotRepair {
  id: string;
  deviceId: string;
  deviceName: string;
  deviceCode: string;
  fault: string;
  reporter: string;
  status: 'open' | 'fixed';
  fixRemark: string | null;
  fixedByName: string | null;
  createTime: string;
  fixedAt: string | null;
}

/** The answer of POST /public/get-iot-temp-humidity-data (spec 2 §3 IoT data, plus the window). */
export interface IotData {
  tempDataXs: string[];
  tempDataYs: number[];
  humidityDataXs: string[];
  humidityDataYs: number[];
  air: Record<AirKey, number | null>;
  airAt: string | null;
  dataTimes: string[];
  from: string;
  to: string;
  interval: 'hour' | 'day';
  temperatureOffset: number;
  deviceCount: number;
}

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

export const iotData = (projectId: string, q: DataQuery) => post<IotData>('/public/get-iot-temp-humidity-data', { projectId, ...q });

export async function deviceList(projectId: string) {
  const env = await postEnvelope<{ list: IotDevice[]; permissions: IotAbilities }>('/protected/iot/device/list', { projectId, pageSize: 200 });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}
export const saveDevice = (projectId: string, d: DeviceForm) => post<{ id: string }>('/protected/iot/device/save', { projectId, ...d });
/** Called after the screen's "are you sure": the server needs confirm: true. */
export const deleteDevice = (projectId: string, id: string) => post('/protected/iot/device/delete', { projectId, id, confirm: true });

export async function repairList(projectId: string, q: { status?: 'open' | 'fixed'; pageNum: number }) {
  const env = await postEnvelope<{ list: IotRepair[]; permissions: IotAbilities }>('/protected/iot/repair/list', { projectId, pageSize: 10, ...q });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}
export const saveRepair = (projectId: string, r: { deviceId: string; fault: string; reporter?: string }) =>
  post<{ id: string }>('/protected/iot/repair/save', { projectId, ...r });
export const fixRepair = (projectId: string, id: string, remark?: string) => post('/protected/iot/repair/fix', { projectId, id, remark: remark || undefined });

export const iotSettings = (projectId: string) => post<{ temperatureOffset: number; permissions: IotAbilities }>('/protected/iot/settings/get', { projectId });
export const saveIotSettings = (projectId: string, temperatureOffset: number) => post('/protected/iot/settings/save', { projectId, temperatureOffset });

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
