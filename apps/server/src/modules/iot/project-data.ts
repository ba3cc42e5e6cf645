import type { ProjectDataStep } from '../project-data';
import { iotDevices, iotRepairs, iotSettings } from './tables';

/** What the iot module holds of a project: deleted with it (modules/project-data.ts). */
export const iotProjectData: ProjectDataStep = { tables: [iotRepairs, iotDevices, iotSettings] };
