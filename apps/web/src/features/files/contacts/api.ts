import { callRoute } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

export const contactList = (projectId: string, fileId: string) => callRoute(contracts.getContactProjectFileList, { projectId, fileId });

export const addContacts = (projectId: string, fileId: string, contactFileIds: string[]) =>
  callRoute(contracts.addContactProjectFile, { projectId, fileId, contactFileIds });

/** Removes one link (its id), seen from both files. */
export const removeContact = (projectId: string, linkId: string) => callRoute(contracts.removeContactProjectFile, { projectId, id: linkId });

/** Under the project's files key: any change of files (delete, restore, rename) refreshes the links shown. */
export const contactsKey = (projectId: string, fileId?: string) => ['files', projectId, 'contacts', ...(fileId === undefined ? [] : [fileId])];
