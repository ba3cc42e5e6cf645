import { downloadUrl } from '../files/api';
import { viewKindOf } from '../viewer2d/kinds';

// The picture of a link (set-drawing-pic): the linked PDF page or image, drawn small in the
// browser. DXF drawings get none (drawing one needs the whole 2D viewer).

const WIDTH = 360;

function toJpeg(draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void | Promise<void>, srcW: number, srcH: number): Promise<string> {
  const scale = Math.min(1, WIDTH / srcW);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(srcW * scale));
  canvas.height = Math.max(1, Math.round(srcH * scale));
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return Promise.resolve(draw(ctx, canvas.width, canvas.height)).then(() => canvas.toDataURL('image/jpeg', 0.85));
}

/** A JPEG data URL of the drawing (its page for a PDF), or null when the type has no picture. */
export async function drawingPicture(projectId: string, fileId: string, fileType: string, page: number | null): Promise<string | null> {
  const kind = viewKindOf(fileType);
  if (kind !== 'pdf' && kind !== 'image') return null;
  const { url } = await downloadUrl(projectId, fileId, { inline: true });
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  if (kind === 'image') {
    const bitmap = await createImageBitmap(await res.blob());
    return toJpeg((ctx, w, h) => ctx.drawImage(bitmap, 0, 0, w, h), bitmap.width, bitmap.height);
  }
  // pdf.js only loads when a PDF is linked (it stays out of the 3D viewer's bundle).
  const { openPdf } = await import('../viewer2d/pdfjs');
  const task = openPdf(new Uint8Array(await res.arrayBuffer()));
  const doc = await task.promise;
  try {
    const pdfPage = await doc.getPage(Math.min(Math.max(page ?? 1, 1), doc.numPages));
    const base = pdfPage.getViewport({ scale: 1 });
    return await toJpeg(
      async (ctx, w) => {
        const viewport = pdfPage.getViewport({ scale: w / base.width });
        await pdfPage.render({ canvasContext: ctx, canvas: ctx.canvas, viewport }).promise;
      },
      base.width,
      base.height,
    );
  } finally {
    void task.destroy();
  }
}
