import { downloadUrl } from './api';

// Downloads (docs/files-api.md "Download"): a file or a folder (as a zip) by its short-lived, one-use url.

/** Asks for the file's url and goes there; the reply is an attachment, so the page stays. */
export async function downloadFile(projectId: string, fileId: string, versionId?: string) {
  const { url } = await downloadUrl(projectId, fileId, { versionId });
  goTo(url);
}

export function goTo(url: string) {
  window.location.assign(url);
}

/**
 * A folder comes as a zip by the same kind of URL: a one-use ticket (the session token never
 * goes into a form or an address).
 */
export async function downloadFolder(projectId: string, folderId: string) {
  const { url } = await downloadUrl(projectId, folderId);
  goTo(url);
}
