import { useState } from 'react';
import type { DocTarget } from './docpreview/DocPreviewModal';
import type { PreviewTarget } from './PreviewModal';
import type { FileItem } from './types';

/** What each dialog or drawer of the file manager shows; null or false when it is closed. */
export interface DialogState {
  newFolder: boolean;
  renaming: FileItem | null;
  picking: { mode: 'move' | 'copy'; items: FileItem[] } | null;
  labelling: FileItem[] | null;
  managingMarks: boolean;
  versionsOf: FileItem | null;
  infoOf: FileItem | null;
  bcfOf: FileItem | null;
  history: boolean;
  preview: PreviewTarget | null;
  docPreview: DocTarget | null;
  templatesOpen: boolean;
  metaSearch: boolean;
  sharing: FileItem[] | null;
  sharesOpen: boolean;
  toCabinet: FileItem[] | null;
  permsOf: { id: string; name: string } | null;
}

const closed: DialogState = {
  newFolder: false,
  renaming: null,
  picking: null,
  labelling: null,
  managingMarks: false,
  versionsOf: null,
  infoOf: null,
  bcfOf: null,
  history: false,
  preview: null,
  docPreview: null,
  templatesOpen: false,
  metaSearch: false,
  sharing: null,
  sharesOpen: false,
  toCabinet: null,
  permsOf: null,
};

/** The file manager's dialogs and drawers: which are open, and on what. */
export function useFileDialogs() {
  const [state, setState] = useState<DialogState>(closed);
  const show = <K extends keyof DialogState>(key: K, value: DialogState[K]) => setState((s) => ({ ...s, [key]: value }));
  const close = (key: keyof DialogState) => setState((s) => ({ ...s, [key]: closed[key] }));
  return { state, show, close };
}

export type FileDialogs = ReturnType<typeof useFileDialogs>;
