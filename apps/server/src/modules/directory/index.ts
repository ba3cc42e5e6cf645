// The public entry of the directory module (directory AD/LDAP sign-in, docs/directory.md): only
// the composition root (modules/index.ts) and the table list (db/schema.ts) use it.
export { directorySettings } from './tables';
export { directoryRoutes } from './routes';
export { directoryOffered } from './settings';
