// The public entry of the linked-drawings module: what other modules and the platform code may use.
export { compositeLinks } from './tables';
export { linkedDrawingsProjectData } from './project-data';
export { linkPictures } from './files-contributions';
export { dropLinksOfFiles, dropLinksOfVersions } from './service';
