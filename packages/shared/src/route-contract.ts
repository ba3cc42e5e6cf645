import { z } from 'zod';

/**
 * One call of the API as both sides see it: where it is, what it takes, what it answers (the
 * envelope's `data`). The web calls it with `callRoute` (apps/web/src/api/callRoute.ts);
 * `http/contract.test.ts` proves the server has the route with the same input and output schemas.
 */
export interface RouteContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route's path; `:name` parts are filled from the input field of that name. */
  url: string;
  input: I;
  output: O;
}

export const defineContract = <I extends z.ZodType, O extends z.ZodType>(c: RouteContract<I, O>): RouteContract<I, O> => c;

/** The input of a route that reads none (the server declares no input schema). */
export const noInput = z.object({});
