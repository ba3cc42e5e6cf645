// Partial updates (docs/decisions.md "Partial updates"): only the keys the caller sent reach
// the UPDATE; an omitted field keeps its stored value.

type Sent<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The columns of a partial update: the entries whose value is not undefined. */
export function patchOf<T extends Record<string, unknown>>(values: T): Sent<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Sent<T>;
}

/** A clearable text column: omitted stays omitted (undefined), "" or null clears (null). */
export function cleared<T>(v: T | '' | null | undefined): T | null | undefined {
  return v === undefined ? undefined : v === '' || v === null ? null : v;
}
