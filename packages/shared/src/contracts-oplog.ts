import type { z } from 'zod';
import { defineContract } from './route-contract';
import { oplogFilterBody, oplogListBody } from './oplog-schemas';
import { oplogPage, oplogStatistics } from './oplog-responses';

// The operation log (docs/operation-log.md): a project's and the enterprise's list and
// statistics. The exports answer a file: no contract (the web's byte routes).
const OL = '/protected/operation-log';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const oplogContracts = {
  projectOplogList: post(`${OL}/project/list`, oplogListBody, oplogPage),
  projectOplogStatistics: post(`${OL}/project/statistics`, oplogFilterBody, oplogStatistics),
  enterpriseOplogList: post(`${OL}/enterprise/list`, oplogListBody, oplogPage),
  enterpriseOplogStatistics: post(`${OL}/enterprise/statistics`, oplogFilterBody, oplogStatistics),
};
