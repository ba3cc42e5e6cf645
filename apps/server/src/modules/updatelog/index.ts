// The public entry of the updatelog module: what other modules and the platform code may use.
export { updateLogs } from './tables';
