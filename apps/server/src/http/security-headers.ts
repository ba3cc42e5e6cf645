import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Security headers on every answer: the web app, its built assets, the JSON API, downloads and
 * error replies (docs/decisions.md "Security headers").
 *
 * helmet sends the fixed ones (nosniff, Referrer-Policy, COOP/CORP, …); the Content-Security-
 * Policy and X-Frame-Options are set here because they depend on the request: the app page
 * itself may not be framed at all, everything else only by the app (the PDF preview and the
 * hidden download frames are same-origin frames). Routes that send stored bytes replace the
 * policy with a sandbox (files/download.ts).
 *
 * One policy serves documents and workers alike: a dedicated worker started from a script URL
 * runs under the policy its script was sent with, so the assets carry the app's policy too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
    // TLS ends at the reverse proxy, which decides about HSTS for its host name.
    strictTransportSecurity: false,
    // The viewers load same-origin workers and wasm only; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
  });
  const imageOrigins = configuredImageOrigins(config);
  app.addHook('onRequest', async (req, reply) => {
    const shell = isAppShell(req);
    reply.header('content-security-policy', appPolicy({ host: socketHost(req), frameAncestors: shell ? "'none'" : "'self'", imageOrigins }));
    reply.header('x-frame-options', shell ? 'DENY' : 'SAMEORIGIN');
  });
}

/** The one HTML page of the app; nothing, not even the app, frames it. */
const isAppShell = (req: FastifyRequest) => req.method === 'GET' && (req.url === '/' || req.url.startsWith('/?'));

/** Host (and port) of the request for the notice socket's ws(s) source; anything odd is left out. */
function socketHost(req: FastifyRequest): string | null {
  const host = req.host;
  return typeof host === 'string' && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : null;
}

/** Origins of images that config.json points at (WEB_CONFIG_JSON may set FAVICON to another host). */
function configuredImageOrigins(config: Config): string[] {
  const favicon = config.web.overrides.FAVICON;
  if (typeof favicon !== 'string') return [];
  try {
    const u = new URL(favicon);
    return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
  } catch {
    return []; // a path on this server
  }
}

/**
 * The app's Content-Security-Policy. What each source is for:
 * - script-src 'self' 'wasm-unsafe-eval': the built bundle only, no inline script and no eval;
 *   WebAssembly (hash-wasm's md5 in the upload worker, pdf.js's image decoders) compiles.
 * - worker-src 'self' blob:: the pdf.js, dxf-viewer, edges and md5 workers are built assets;
 *   That Open's fragments worker is started from a blob URL of its script.
 * - style-src 'unsafe-inline': antd writes its CSS-in-JS into style elements at run time and
 *   components set style attributes. Styles cannot run code; scripts stay strict.
 * - img-src data: blob:: icons as data URLs, drawings, snapshots and thumbnails as blob URLs.
 * - connect-src 'self' blob: ws(s)://host: the API, blob URLs the viewers fetch (DXF), and the
 *   notice socket (spelled out for browsers that do not count ws: under 'self').
 */
export function appPolicy(p: { host: string | null; frameAncestors: "'none'" | "'self'"; imageOrigins?: string[] }): string {
  const sockets = p.host ? [`ws://${p.host}`, `wss://${p.host}`] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(p.imageOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:', ...sockets],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [p.frameAncestors],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Answers written before routing (a bad URL, Node's client errors): JSON only, never framed. */
export const FRAMEWORK_REPLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** For replies that carry stored bytes: nothing in them may run, and only the app may frame them. */
export const SANDBOX_POLICY = "sandbox; default-src 'none'; frame-ancestors 'self'";

/**
 * An inline PDF (the preview frame): Chromium's viewer refuses a sandboxed document and shows
 * the PDF through a plugin embedded in it, so objects from this origin stay allowed; no script.
 */
export const INLINE_PDF_POLICY =
  "default-src 'none'; script-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'self'";
