import { z } from 'zod';

// Partial updates (docs/decisions.md "Partial updates"): a field the caller leaves out keeps its
// stored value; an explicit null or "" clears it where clearing is allowed. Update schemas use
// these instead of `.optional().nullable()` with a transform or a default, which cannot tell an
// omitted field from a cleared one.

/** An optional, clearable field of an update: omitted → undefined (unchanged), null or "" → null (cleared). */
export function clearable<T extends z.ZodType>(schema: T) {
  return z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((v): Exclude<z.output<T>, ''> | null | undefined =>
      v === undefined ? undefined : v === '' || v === null ? null : (v as Exclude<z.output<T>, ''>),
    );
}
