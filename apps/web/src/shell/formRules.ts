import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { translate, translateIfKey, type Lang } from '@trestle/shared';

/** An antd rule that checks a value with a shared zod rule and shows its message in `lang`. */
export function zodRule(schema: z.ZodType, lang: Lang): Rule {
  return {
    validator: async (_, value) => {
      const r = schema.safeParse(value ?? '');
      if (!r.success) throw new Error(translateIfKey(r.error.issues[0].message, lang));
    },
  };
}

/** The confirmation must equal `field` (spec: both new password entries must match). */
export function sameAsRule(field: string, lang: Lang): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_, value) => {
      if (value !== getFieldValue(field)) throw new Error(translate('auth.passwordMismatch', lang));
    },
  });
}
