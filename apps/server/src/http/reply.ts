import type { FastifyReply } from 'fastify';
import { translate, translateIfKey, type Lang } from '@trestle/shared';
import { Paged, WithMsg, type Envelope } from './envelope';
import { AppError } from './errors';

export function replyEnvelope(reply: FastifyReply, lang: Lang, result: unknown) {
  let body: Envelope;
  if (result instanceof Paged) {
    body = {
      success: true,
      data: { list: result.list, total: result.total, ...result.extra },
      msg: translate('ok', lang),
      errorCode: 200,
      pageTotal: result.total,
    };
  } else if (result instanceof WithMsg) {
    body = { success: true, data: result.data ?? null, msg: translate(result.messageKey, lang, result.params), errorCode: 200 };
  } else {
    body = { success: true, data: result ?? null, msg: translate('ok', lang), errorCode: 200 };
  }
  return reply.code(200).send(body);
}

export function replyError(reply: FastifyReply, lang: Lang, err: AppError) {
  const body: Envelope = { success: false, data: err.data ?? null, msg: translateIfKey(err.messageKey, lang, err.params), errorCode: err.errorCode };
  return reply.code(err.status).send(body);
}
