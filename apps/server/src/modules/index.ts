import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';

/** Feature modules register their routes here. */
export function moduleRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
