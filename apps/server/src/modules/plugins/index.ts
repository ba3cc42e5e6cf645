// The public entry of the plugins module (plugin version management): what other modules and
// the platform code may use.
export { pluginVersions, plugins } from './tables';
export { pluginPackageBlobs } from './files-contributions';
