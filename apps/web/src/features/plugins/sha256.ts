import { createSHA256 } from 'hash-wasm';

const CHUNK = 8 * 1024 * 1024;

/**
 * The sha256 of a file as 64 lowercase hex digits, read in 8 MB chunks (hash-wasm: works on
 * plain-http installations too, where Web Crypto's subtle is missing).
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const h = await createSHA256();
  h.init();
  for (let offset = 0; offset < file.size; offset += CHUNK) {
    h.update(new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer()));
  }
  return h.digest('hex');
}
