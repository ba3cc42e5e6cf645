// The public entry of the iot module: what other modules and the platform code may use.
export { iotDevices, iotRepairs, iotSettings } from './tables';
export { seedDemoIot } from './demo';
