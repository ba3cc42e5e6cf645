import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromAcceptLanguage, translate, type Lang, type MessageKey } from '@trestle/shared';
import { AppError, ErrorCode } from './errors';
import { replyError } from './reply';
import { FRAMEWORK_REPLY_POLICY } from './security-headers';

/**
 * The edge of the HTTP layer: requests refused before any route sees them, and the answers
 * Fastify and Node write themselves, all as the envelope `{ success: false, data: null, msg,
 * errorCode }` with a 4xx (docs/api-foundation.md "Refused at the edge").
 */

/** Where in the request a NUL character was found (body.name, query.q, params.id), or null. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${where}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return where;
    const hit = findNul(v, `${where}.${k}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** A path segment that is `.` or `..`, also percent-encoded: browsers never send one. */
export function hasDotSegment(url: string): boolean {
  const path = url.split('?')[0];
  return path.split('/').some((seg) => /^(\.|%2e){1,2}$/i.test(seg));
}

const hasMultipartWithoutBoundary = (contentType: string | undefined) =>
  !!contentType && /^\s*multipart\//i.test(contentType) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(contentType);

/** busboy's errors for a broken multipart body carry no status; they are the caller's fault. */
const isMultipartParseError = (err: { message?: string }) =>
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of form|Unexpected end of file|Part terminated early|Malformed urlencoded form)/.test(
    err.message ?? '',
  );

/** PostgreSQL refuses NUL in text (22021) and characters its encoding lacks (22P05). */
const isBadTextError = (err: { code?: string; cause?: { code?: string } }) => ['22021', '22P05'].includes(err.code ?? err.cause?.code ?? '');

export function registerEdge(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (hasDotSegment(req.url)) throw new AppError(400, ErrorCode.badInput, 'err.badPath');
    if (hasMultipartWithoutBoundary(req.headers['content-type'])) throw new AppError(400, ErrorCode.badInput, 'err.multipartBoundary');
  });
  // After parsing, before any route: one walk over everything the caller sent.
  app.addHook('preValidation', async (req) => {
    const at = findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? findNul(req.body, 'body');
    if (at) throw new AppError(400, ErrorCode.badInput, 'err.nulByte', { field: at.replace(/^(body|query|params)\./, '') });
  });
}

/** Errors without an AppError that the caller caused, as an AppError; null for real faults. */
export function callerError(err: FastifyError & { cause?: { code?: string } }): AppError | null {
  if (isBadTextError(err)) return new AppError(400, ErrorCode.badInput, 'err.nulByte', { field: 'request' });
  if (isMultipartParseError(err)) return new AppError(400, ErrorCode.badInput, 'err.multipartMalformed');
  const status = err.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT')
    return new AppError(413, 413, 'err.tooLarge');
  if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, ErrorCode.badInput, 'err.contentType');
  return new AppError(status, ErrorCode.badInput, 'err.fieldInvalid', { field: 'request' });
}

/** Fastify's own refusals before routing (frameworkErrors): a bad escape, an over-long parameter. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langFromAcceptLanguage(req.headers['accept-language']);
  reply.header('content-security-policy', FRAMEWORK_REPLY_POLICY).header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') replyError(reply, lang, new AppError(414, 414, 'err.pathTooLong'));
  else replyError(reply, lang, new AppError(400, ErrorCode.badInput, err.code === 'FST_ERR_BAD_URL' ? 'err.badPath' : 'err.badRequest'));
}

/**
 * Node's answer to a request it could not parse (clientError): headers too large, a timeout,
 * garbage. No header was read, so the language is English.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node counts the request line into its header limit; a request line that alone passes the
  // limit is a too-long URL rather than too many headers.
  const raw = (err as { rawPacket?: Buffer }).rawPacket;
  const lineEnd = raw ? raw.indexOf('\n') : -1;
  const requestLine = raw && /^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1')) ? (lineEnd < 0 ? raw.length : lineEnd) : 0;
  const urlTooLong = err.code === 'HPE_HEADER_OVERFLOW' && requestLine >= http.maxHeaderSize;
  const [status, key]: [number, MessageKey] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'err.requestTimeout']
      : urlTooLong
        ? [414, 'err.pathTooLong']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'err.headersTooLarge']
          : [400, 'err.badRequest'];
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const lang: Lang = 'en';
    const body = JSON.stringify({ success: false, data: null, msg: translate(key, lang), errorCode: status === 400 ? ErrorCode.badInput : status });
    const reason = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status];
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Security-Policy: ${FRAMEWORK_REPLY_POLICY}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
