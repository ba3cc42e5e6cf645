import { z } from 'zod';

// Validation rules of spec 1 §5 and spec 3 §5, as zod schemas whose messages are keys of
// messages.ts: the server turns them into the caller's language, the web forms reuse them.

const SPECIAL = /[^A-Za-z0-9]/;

/** Account password (change in user settings, new accounts): 8-20, upper, lower, digit, special. */
export const accountPassword = z
  .string({ message: 'v.password.required' })
  .min(8, { message: 'v.password.account' })
  .max(20, { message: 'v.password.account' })
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p) && SPECIAL.test(p), {
    message: 'v.password.account',
  });

/** Password set from a mailed code: 6-20 characters. */
export const setPasswordRule = z.string({ message: 'v.password.required' }).min(6, { message: 'v.password.set' }).max(20, { message: 'v.password.set' });

/** Registration: username 3-30, password 6-18. */
export const registrationLoginName = z
  .string({ message: 'v.loginName.required' })
  .trim()
  .min(3, { message: 'v.loginName.length' })
  .max(30, { message: 'v.loginName.length' });
export const registrationPassword = z
  .string({ message: 'v.password.required' })
  .min(6, { message: 'v.password.register' })
  .max(18, { message: 'v.password.register' });

export const email = z.string({ message: 'v.email.required' }).trim().min(1, { message: 'v.email.required' }).email({ message: 'v.email.invalid' });

/** "a@x.com; b@y.com" → ['a@x.com', 'b@y.com'] (spec: lists are separated by semicolons). */
export function splitEmailList(value: string): string[] {
  return value
    .split(/[;；]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const emailList = z
  .string({ message: 'v.email.required' })
  .transform((s) => splitEmailList(s))
  .pipe(z.array(email).min(1, { message: 'v.email.required' }));

export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date.invalid' });

/** Project end date may not precede its start date. */
export function endNotBeforeStart(v: { startDate?: string | null; endDate?: string | null }): boolean {
  if (!v.startDate || !v.endDate) return true;
  return v.endDate >= v.startDate;
}

/**
 * The explicit confirmation an irreversible call needs (docs/decisions.md "Destructive calls"):
 * `confirm: true` in the body, or `?confirm=true` on a DELETE. Anything else is refused.
 */
export const confirmed = z.preprocess((v) => (v === 'true' ? true : v), z.literal(true, { message: 'v.confirmRequired' }));
