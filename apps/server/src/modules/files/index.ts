// The public entry of the files module: what other modules and the platform code may use.
export { fileContacts, fileMetaExtensions, fileMetaFields, fileMetaTemplates, fileMetaValues } from './meta/tables';
export { blobs, downloadHistory, downloadTickets, fileLabels, fileNodes, filePacks, fileVersions, uploadSessions } from './tables';
export { dmsAccess, type DmsAccess, dmsAdapter } from './access';
export { setInCabinet } from './cabinet-link';
export { seedDemoDocuments } from './demo/demo';
export { canPreview, canView, disposition, issueTicket, openWayOf, remember, sendBlob, versionFor } from './download/download';
export { type Packer } from './download/packs';
export {
  holderScope,
  mintTicket,
  pictureTickets,
  redeemTicket,
  registerTicketCheck,
  scopeGrant,
  type TicketCheck,
  type TicketDeps,
  type TicketGrant,
} from './download/tickets';
export { findLibreOffice } from './office/libreoffice';
export { filesProjectData } from './project-data';
export {
  type BlobReferenceSource,
  onContentStored,
  onFilesDeleted,
  onVersionsDeleted,
  registerBlobReferences,
  registerFileJob,
  registerListingFields,
  registerSharePacker,
  registerStorageSize,
  registerStorageUse,
  type SharePackInput,
} from './registries';
export { presentNode } from './service';
export {
  assertRoomFor,
  enterpriseUsage,
  usageByProject,
  usageOfProjects,
  type Node,
  orphanAllUnreferenced,
  orphanIfUnreferenced,
  readBlob,
  registerBlob,
  storeBlob,
} from './storage/content';
export { fileHousekeeping, fileJobs } from './storage/housekeeping';
export { cancelSession } from './upload/resumable';
export { noteStored } from './upload/upload';
