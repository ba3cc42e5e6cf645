import type { FastifyReply } from 'fastify';
import { translate, translateIfKey, type Lang } from '@trestle/shared';
import { BesideData, Paged, WithMsg, type Envelope } from './envelope';
import { AppError } from './errors';

/** The `data` part of the envelope a handler's result becomes (what an output schema describes). */
export function envelopeData(result: unknown): unknown {
  if (result instanceof Paged) return { list: result.list, total: result.total, ...result.extra };
  if (result instanceof WithMsg || result instanceof BesideData) return result.data ?? null;
  return result ?? null;
}

export function replyEnvelope(reply: FastifyReply, lang: Lang, result: unknown) {
  const data = envelopeData(result);
  let body: Envelope;
  if (result instanceof Paged) {
    body = { success: true, data, msg: translate('ok', lang), errorCode: 200, pageTotal: result.total };
  } else if (result instanceof WithMsg) {
    body = { success: true, data, msg: translate(result.messageKey, lang, result.params), errorCode: 200 };
  } else if (result instanceof BesideData) {
    body = { success: true, data, msg: translate('ok', lang), errorCode: 200, ...result.extra };
  } else {
    body = { success: true, data, msg: translate('ok', lang), errorCode: 200 };
  }
  return reply.code(200).send(body);
}

export function replyError(reply: FastifyReply, lang: Lang, err: AppError) {
  const body: Envelope = { success: false, data: err.data ?? null, msg: translateIfKey(err.messageKey, lang, err.params), errorCode: err.errorCode };
  return reply.code(err.status).send(body);
}
