import { defineContract } from './route-contract';
import { iotData, iotDeviceList, iotReadingsAdded, iotRepairFixed, iotRepairList, iotSaved, iotSettingsInfo, iotSettingsSaved } from './iot-responses';
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
} from './iot-schemas';
import { compositeLinks, compositeLinkSet, compositeLinkView } from './linked-drawing-responses';
import { compositeGetBody, compositeLinkBody, compositePicBody } from './linked-drawing-schemas';
import { conversionRetried, elementPropsList, forgeData, modelInfo, modelLayers, modelTree, viewableList } from './model-responses';
import { modelPropertyBody, protectedModelBody, publicModelBody, publicPropertyBody, retryModelBody } from './model-schemas';

/** The model routes that take and answer JSON (contracts.ts gathers every area). */
export const modelContracts = {
  protectedModelForgeGetForge3dData: defineContract({
    method: 'POST',
    url: '/api/protected/model/forge/get-forge-3d-data',
    input: protectedModelBody,
    output: forgeData,
  }),
  publicModelForgeGetForge3dData: defineContract({
    method: 'POST',
    url: '/api/public/model/forge/get-forge-3d-data',
    input: publicModelBody,
    output: forgeData,
  }),
  deviceDelete: defineContract({ method: 'POST', url: '/protected/iot/device/delete', input: deviceDeleteBody, output: iotSaved }),
  deviceList: defineContract({ method: 'POST', url: '/protected/iot/device/list', input: deviceListBody, output: iotDeviceList }),
  deviceSave: defineContract({ method: 'POST', url: '/protected/iot/device/save', input: saveDeviceBody, output: iotSaved }),
  readingAdd: defineContract({ method: 'POST', url: '/protected/iot/reading/add', input: addReadingsBody, output: iotReadingsAdded }),
  fix: defineContract({ method: 'POST', url: '/protected/iot/repair/fix', input: fixRepairBody, output: iotRepairFixed }),
  repairList: defineContract({ method: 'POST', url: '/protected/iot/repair/list', input: repairListBody, output: iotRepairList }),
  repairSave: defineContract({ method: 'POST', url: '/protected/iot/repair/save', input: saveRepairBody, output: iotSaved }),
  settingsGet: defineContract({ method: 'POST', url: '/protected/iot/settings/get', input: iotSettingsBody, output: iotSettingsInfo }),
  settingsSave: defineContract({ method: 'POST', url: '/protected/iot/settings/save', input: saveIotSettingsBody, output: iotSettingsSaved }),
  protectedModelForgeGetViewables: defineContract({
    method: 'POST',
    url: '/protected/model/forge/get-viewables',
    input: protectedModelBody,
    output: viewableList,
  }),
  protectedModelGet3dFilesTree: defineContract({ method: 'POST', url: '/protected/model/get-3d-files-tree', input: protectedModelBody, output: modelTree }),
  protectedModelGet3dJarvisData: defineContract({ method: 'POST', url: '/protected/model/get-3d-jarvis-data', input: protectedModelBody, output: modelInfo }),
  protectedModelGet3dJarvisDataProperty: defineContract({
    method: 'POST',
    url: '/protected/model/get-3d-jarvis-data-property',
    input: modelPropertyBody,
    output: elementPropsList,
  }),
  getModeTreeLayer: defineContract({ method: 'POST', url: '/protected/model/get-mode-tree-layer', input: protectedModelBody, output: modelLayers }),
  retryModelConvertTask: defineContract({ method: 'POST', url: '/protected/model/retry-model-convert-task', input: retryModelBody, output: conversionRetried }),
  publicGet3dJarvisData: defineContract({ method: 'POST', url: '/public/get-3d-jarvis-data', input: publicModelBody, output: modelInfo }),
  getIotTempHumidityData: defineContract({ method: 'POST', url: '/public/get-iot-temp-humidity-data', input: iotDataBody, output: iotData }),
  publicModelForgeGetViewables: defineContract({ method: 'POST', url: '/public/model/forge/get-viewables', input: publicModelBody, output: viewableList }),
  linkCompositeGet: defineContract({ method: 'POST', url: '/public/model/forge/link-composite/get', input: compositeGetBody, output: compositeLinks }),
  link: defineContract({ method: 'POST', url: '/public/model/forge/link-composite/link', input: compositeLinkBody, output: compositeLinkSet }),
  setDrawingPic: defineContract({
    method: 'POST',
    url: '/public/model/forge/link-composite/set-drawing-pic',
    input: compositePicBody,
    output: compositeLinkView,
  }),
  publicModelGet3dFilesTree: defineContract({ method: 'POST', url: '/public/model/get-3d-files-tree', input: publicModelBody, output: modelTree }),
  publicModelGet3dJarvisDataProperty: defineContract({
    method: 'POST',
    url: '/public/model/get-3d-jarvis-data-property',
    input: publicPropertyBody,
    output: elementPropsList,
  }),
};
