// The public entry of the iot module: what other modules and the platform code may use.
export { iotDevices, iotRepairs, iotSettings } from './tables';
export { iotProjectData } from './project-data';
export { seedDemoIot } from './demo';
