import type { z } from 'zod';
import type { RouteContract } from '@trestle/shared/contracts';
import { send, type Envelope, type RequestOptions } from './client';

/** Fills the `:name` parts of a contract's path from the input; the rest is the body or query. */
function place(url: string, input: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, rest };
}

/**
 * Calls the route a shared contract describes (packages/shared/src/contracts.ts): `:name` parts
 * of its path come from the input, the rest goes as the body (POST, PUT) or the query (GET,
 * DELETE). Resolves to the answer typed by the contract's output schema, the one the server is
 * checked against. This is the one way feature code calls a JSON route.
 */
export async function callRoute<I extends z.ZodType, O extends z.ZodType>(
  contract: RouteContract<I, O>,
  input: z.input<I>,
  opts?: RequestOptions,
): Promise<z.infer<O>> {
  return (await callRouteEnvelope(contract, input, opts)).data;
}

/** Like callRoute, resolving to the whole envelope (a success's msg, pageTotal). */
export function callRouteEnvelope<I extends z.ZodType, O extends z.ZodType>(
  contract: RouteContract<I, O>,
  input: z.input<I>,
  opts?: RequestOptions,
): Promise<Envelope<z.infer<O>>> {
  const { path, rest } = place(contract.url, input as object);
  return send<z.infer<O>>(contract.method, path, rest, opts);
}
