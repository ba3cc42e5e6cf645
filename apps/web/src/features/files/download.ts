import { getToken } from '../../api/session';
import { downloadUrl } from './api';

// Downloads (docs/files-api.md "Download"): a file by its short-lived url, a folder by a form post.

/** Asks for the file's url and goes there; the reply is an attachment, so the page stays. */
export async function downloadFile(projectId: string, fileId: string, versionId?: string) {
  const { url } = await downloadUrl(projectId, fileId, { versionId });
  goTo(url);
}

export function goTo(url: string) {
  window.location.assign(url);
}

const FRAME = 'trestle-download';

/** The hidden frame form posts answer into, so an error reply never replaces the page. */
function downloadFrame(): string {
  if (!document.querySelector(`iframe[name="${FRAME}"]`)) {
    const frame = document.createElement('iframe');
    frame.name = FRAME;
    frame.style.display = 'none';
    document.body.appendChild(frame);
  }
  return FRAME;
}

/** A folder comes as a zip from a hidden form post (fileId, token, folder=1). */
export function downloadFolder(fileId: string, name?: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/protected/file/download';
  form.target = downloadFrame();
  form.style.display = 'none';
  const fields: Record<string, string> = { fileId, token: getToken() ?? '', folder: '1' };
  if (name) fields.name = name;
  for (const [k, v] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = k;
    input.value = v;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
