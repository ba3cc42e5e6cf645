import { z } from 'zod';
import type { routeRegistry } from './route';

/** A plain OpenAPI 3.1 document built from the route registry (served at /api/docs). */
export function openApiDocument(routes: typeof routeRegistry) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = r.url.replace(/:(\w+)/g, '{$1}');
    let schema: unknown;
    if (r.input) {
      try {
        schema = z.toJSONSchema(r.input, { io: 'input', unrepresentable: 'any' });
      } catch {
        schema = { type: 'object' };
      }
    }
    paths[p] ??= {};
    paths[p][r.method.toLowerCase()] = {
      summary: r.summary,
      'x-access': r.access,
      security: r.access.kind === 'public' ? [] : [{ bearer: [] }],
      ...(schema && r.method !== 'GET' ? { requestBody: { content: { 'application/json': { schema } } } } : {}),
      ...(schema && r.method === 'GET' ? { parameters: [{ in: 'query', name: 'query', schema }] } : {}),
      responses: { '200': { description: 'Envelope { success, data, msg, errorCode, pageTotal? }' } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Trestle API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
