import { ANNOTATION_SNAPSHOT_MAX } from '@trestle/shared/annotation-schemas';

/** Decoded bytes of a base64 data URL. */
export const dataUrlBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/**
 * The server takes snapshots of at most 3 MB. A busy drawing can make a larger PNG; then the
 * image is halved and sent as JPEG until it fits (a snapshot is a picture of the view, not data).
 */
export async function fitSnapshot(url: string, max = ANNOTATION_SNAPSHOT_MAX): Promise<string> {
  let out = url;
  for (let scale = 1; dataUrlBytes(out) > max && scale > 1 / 16;) {
    scale /= 2;
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = Math.max(1, Math.round(img.naturalWidth * scale));
    c.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.drawImage(img, 0, 0, c.width, c.height);
    out = c.toDataURL('image/jpeg', 0.85);
  }
  return out;
}
