import { SSO_CERT_EXTENSIONS, SSO_FILE_MAX_BYTES } from '@trestle/shared/sso-schemas';

// The checks the settings page makes on a chosen file before anything is sent (the server
// checks again: these only spare the upload of a file it would refuse).

export type FileProblem = 'empty' | 'extension' | 'tooLarge';

/** An identity provider's certificate: .der/.cer/.pem/.pfx, not empty, at most 1 MB. */
export function certificateFileProblem(file: { name: string; size: number }): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!SSO_CERT_EXTENSIONS.some((e) => name.endsWith(e))) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > SSO_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** An identity provider's metadata document: .xml, not empty, at most 1 MB. */
export function metadataFileProblem(file: { name: string; size: number }): FileProblem | null {
  if (!file.name.toLowerCase().endsWith('.xml')) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > SSO_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Base64 of bytes, in chunks (a spread of a 1 MB array would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The certificate as save-settings takes it; the caller has checked the file first. */
export async function certificateUpload(file: File): Promise<{ fileName: string; contentBase64: string }> {
  return { fileName: file.name, contentBase64: toBase64(new Uint8Array(await file.arrayBuffer())) };
}

const DAY = 24 * 60 * 60 * 1000;

/** A certificate's state on the page: expired, expiring within 30 days, or fine. */
export function certificateState(notAfter: string, now: number = Date.now()): 'expired' | 'expiring' | 'valid' {
  const end = Date.parse(notAfter);
  if (end <= now) return 'expired';
  return end - now <= 30 * DAY ? 'expiring' : 'valid';
}
