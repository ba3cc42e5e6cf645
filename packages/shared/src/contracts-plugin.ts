import type { z } from 'zod';
import { defineContract } from './route-contract';
import { noData } from './common-responses';
import { addPluginBody, deletePluginBody, pluginActionListBody, pluginIdParams, pluginPageBody, relyOnPluginBody, updatePluginBody } from './plugin-schemas';
import { pluginActionList, pluginLatest, pluginPage, pluginRow, relyOnPlugins } from './plugin-responses';

// Plugin version management's JSON calls, at the spec's paths (endpoints.tsv area plugin: no base
// path shown). The package upload and download move bytes: no contract (docs/plugins.md).
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const pluginContracts = {
  getPluginPage: post('/get-plugin-page', pluginPageBody, pluginPage),
  getRelyOnPlug: post('/get-rely-on-plug', relyOnPluginBody, relyOnPlugins),
  getPluginActionList: post('/get-plugin-action-list', pluginActionListBody, pluginActionList),
  addPlugin: post('/add-plugin', addPluginBody, pluginRow),
  updatePlugin: post('/update-plugin', updatePluginBody, pluginRow),
  deletePlugin: post('/delete-plugin', deletePluginBody, noData),
  pluginLatest: defineContract({ method: 'GET', url: '/protected/plugin/latest/:pluginId', input: pluginIdParams, output: pluginLatest }),
};
