import type { NodeModule } from '@trestle/shared';
import type { NodeAdapter } from './service';

// The modules whose nodes carry permissions (files for 'dms' and 'annotation', cabinets for
// 'cabinet') build on this module, so it does not import them: each contributes its adapter,
// registered by the composition root (modules/index.ts; docs/architecture.md, "Registries").

const adapters = new Map<NodeModule, NodeAdapter>();

export function registerNodeAdapter(module: NodeModule, adapter: NodeAdapter) {
  adapters.set(module, adapter);
}

/** The adapter of a permission module; none registered is a wiring fault of the composition root. */
export function nodeAdapter(module: NodeModule): NodeAdapter {
  const adapter = adapters.get(module);
  if (!adapter) throw new Error(`permissions: no node adapter registered for '${module}' (modules/index.ts)`);
  return adapter;
}
