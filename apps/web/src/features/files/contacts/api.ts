import { del, post } from '../../../api/client';
import type { ContactList, ContactRemoved, ContactsAdded } from '@trestle/shared/meta-responses';

export const contactList = (projectId: string, fileId: string) => post<ContactList>('/protected/file/get-contact_project_file_list', { projectId, fileId });

export const addContacts = (projectId: string, fileId: string, contactFileIds: string[]) =>
  post<ContactsAdded>('/protected/file/add-contact_project_file', { projectId, fileId, contactFileIds });

/** Removes one link (its id), seen from both files. */
export const removeContact = (projectId: string, linkId: string) =>
  del<ContactRemoved>(`/protected/file/remove-contact_project_file/${encodeURIComponent(linkId)}`, { projectId });

/** Under the project's files key: any change of files (delete, restore, rename) refreshes the links shown. */
export const contactsKey = (projectId: string, fileId?: string) => ['files', projectId, 'contacts', ...(fileId === undefined ? [] : [fileId])];
