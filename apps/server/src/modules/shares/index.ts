// The public entry of the shares module: what other modules and the platform code may use.
export { shareLinks } from './tables';
export { sharesProjectData } from './project-data';
export { sharePacker } from './packs';
export { shareGrant, type ShareView, visit, within } from './visitor';
export { shareTicketCheck } from './visitor';
