// The public entry of the announcements module (platform and enterprise notices): what other
// modules and the platform code may use.
export { announcementReads, announcements } from './tables';
