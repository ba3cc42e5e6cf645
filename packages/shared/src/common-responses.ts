import { z } from 'zod';

// Answer parts that many calls share (see file-responses.ts for how they are used).

/** A call that answers nothing: `data` is null. */
export const noData = z.null();

/** A time on the wire: ISO 8601 text. */
export const isoTime = z.string();

/** A person as pickers and lists show them. */
export const userRef = z.object({ id: z.string(), name: z.string(), loginName: z.string() });
