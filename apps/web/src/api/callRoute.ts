import type { z } from 'zod';
import type { RouteContract } from '@trestle/shared/contracts';
import { del, get, post, put, type RequestOptions } from './client';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Calls the route a shared contract describes: `:name` parts of its path come from the input,
 * the rest goes as the body (POST, PUT) or the query (GET, DELETE). Resolves to the answer typed
 * by the contract's output schema, the one the server is checked against.
 */
export function callRoute<I extends z.ZodType, O extends z.ZodType>(
  contract: RouteContract<I, O>,
  input: z.input<I>,
  opts?: RequestOptions,
): Promise<z.infer<O>> {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = contract.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  switch (contract.method) {
    case 'GET':
      return get<z.infer<O>>(path, rest as Query, opts);
    case 'DELETE':
      return del<z.infer<O>>(path, rest as Query, opts);
    case 'PUT':
      return put<z.infer<O>>(path, rest, opts);
    case 'POST':
      return post<z.infer<O>>(path, rest, opts);
  }
}
