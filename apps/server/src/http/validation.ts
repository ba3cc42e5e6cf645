import type { z } from 'zod';
import { isMessageKey, translate, type Lang } from '@trestle/shared';
import type { LocalizedText } from './errors';

/** Turns the first zod issue into one clear sentence in the caller's language. */
export function zodMessage(error: z.ZodError, lang: Lang): LocalizedText {
  const issue = error.issues[0];
  const field = issue.path.join('.') || 'body';
  if (isMessageKey(issue.message)) {
    const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
    const text = translate(issue.message, lang, max !== undefined ? { max } : {});
    return (issue.message.startsWith('v.') && !issue.message.startsWith('v.required') ? text : `${field}: ${text}`) as LocalizedText;
  }
  const missing = issue.code === 'invalid_type' && /undefined/.test(issue.message);
  return (translate(missing ? 'err.fieldRequired' : 'err.fieldInvalid', lang, { field }) + (missing ? '' : ` (${issue.message})`)) as LocalizedText;
}
