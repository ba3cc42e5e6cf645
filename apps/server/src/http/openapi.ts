import { z } from 'zod';
import type { routeRegistry } from './route';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return { type: 'object' };
  }
}

/** A plain OpenAPI 3.1 document built from the route registry (served at /api/docs). */
export function openApiDocument(routes: typeof routeRegistry) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = r.url.replace(/:(\w+)/g, '{$1}');
    const schema = r.input ? jsonSchema(r.input, 'input') : undefined;
    const envelope = r.output
      ? {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { type: 'boolean' },
                  data: jsonSchema(r.output, 'output'),
                  msg: { type: 'string' },
                  errorCode: { type: 'integer' },
                  pageTotal: { type: 'integer' },
                },
                required: ['success', 'data', 'msg', 'errorCode'],
              },
            },
          },
        }
      : {};
    paths[p] ??= {};
    paths[p][r.method.toLowerCase()] = {
      summary: r.summary,
      'x-access': r.access,
      security: r.access.kind === 'public' ? [] : [{ bearer: [] }],
      ...(schema && r.method !== 'GET' ? { requestBody: { content: { 'application/json': { schema } } } } : {}),
      ...(schema && r.method === 'GET' ? { parameters: [{ in: 'query', name: 'query', schema }] } : {}),
      responses: { '200': { description: 'Envelope { success, data, msg, errorCode, pageTotal? }', ...envelope } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Trestle API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
