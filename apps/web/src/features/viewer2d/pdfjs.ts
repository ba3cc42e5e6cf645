import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js, served by the app itself: the worker as a built asset, the character maps, standard
// fonts and wasm decoders from the folder vite.config.ts copies (no CDN).
declare const __PDFJS_RESOURCES__: string;

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const resources = new URL(__PDFJS_RESOURCES__, new URL(import.meta.env.BASE_URL, window.location.href)).href;

export function openPdf(data: Uint8Array) {
  return pdfjs.getDocument({
    data,
    cMapUrl: `${resources}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${resources}standard_fonts/`,
    wasmUrl: `${resources}wasm/`,
    iccUrl: `${resources}iccs/`,
  });
}

export type PdfDocument = pdfjs.PDFDocumentProxy;
export type PdfPage = pdfjs.PDFPageProxy;
