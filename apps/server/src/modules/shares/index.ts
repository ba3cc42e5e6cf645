// The public entry of the shares module: what other modules and the platform code may use.
export { shareLinks } from './tables';
export { sharePacker } from './packs';
export { shareGrant, type ShareView, visit, within } from './visitor';
export { shareTicketCheck } from './visitor';
