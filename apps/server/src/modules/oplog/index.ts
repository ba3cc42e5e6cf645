// The public entry of the oplog module (the operation log; docs/operation-log.md). Services
// describe their changes with `describeOperation` from db/operation.ts, not through this module.
export { operationLogs } from './tables';
export { writeOperation } from './record';
export { sweepOperationLogs } from './retention';
