import type { FastifyRequest } from 'fastify';

// What the request log may hold (docs/security.md "What is logged"): no session token, ticket,
// share grant, key or signature, whether it came in a header, a query parameter or a path.

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: tokens, tickets (a model's `path`), keys, signatures. */
const SECRET_PARAM = /token|ticket|key|^path$|sig|signature|credential|secret|password|passwd|^code$|^share$|auth/i;

/** Path segments that are capabilities: download tickets, snapshot and link-picture keys. */
const SECRET_SEGMENT = /(\/(?:ticket|snapshot|pic)\/)[^/?#]+/gi;

/** The URL with every secret value replaced; the rest (path, harmless parameters) kept for the log's use. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* keep the raw name */
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Headers that carry credentials; pino replaces them wherever a logged object has them. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'share', 'proxy-authorization', 'x-api-key'];

/**
 * The logger options every server uses (main.ts passes its level, tests a stream): requests are
 * logged by method, redacted URL and caller address only, and credential headers are redacted
 * in anything else that gets logged.
 */
export function loggerOptions<T extends object>(opts: T) {
  return {
    ...opts,
    redact: {
      paths: SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]),
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
    },
  };
}
