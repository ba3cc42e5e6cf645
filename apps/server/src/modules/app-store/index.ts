// The public entry of the app-store module (web apps, enterprise and project home app choices; docs/app-store.md).
export { enterpriseAppChoices, projectHomeAppChoices, webApps } from './tables';
export { storeProjectApps } from './service';
export { appStoreProjectData } from './project-data';
