import type { FileItem } from '../types';

// Links between files (docs/files-api.md "Links between files (contacts)").

/** A linked file: the other file's item, with _id/id the link's id and fileId the other file's. */
export interface Contact extends FileItem {
  id: string;
  /** Its folder, '/Drawings/Level 1'; '/' for the root. */
  path: string;
  /** 'out' when added from this file, 'in' otherwise; a link is the same from both sides. */
  direction: 'in' | 'out';
  createUserName: string;
  fileCreateTime: string;
}

export interface ContactList {
  list: Contact[];
  canEdit: boolean;
}
