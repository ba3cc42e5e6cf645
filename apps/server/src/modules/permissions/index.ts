// The public entry of the permissions module: what other modules and the platform code may use.
export { nodeAcls } from './tables';
export { permissionsProjectData } from './project-data';
export { viewerPermission } from './annotation';
export { registerNodeAdapter } from './adapters';
export { cabinetFlags, copyAcls, dmsFlags, dropAcls, holdsAll, type NodeAdapter, NodeResolver, scopeForUser } from './service';
