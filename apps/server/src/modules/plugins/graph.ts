import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pluginDependencies } from './tables';

// The dependency graph's rules (docs/plugins.md "Dependencies"): no plugin depends on itself,
// no cycle. Changes to the graph run under one advisory lock, so two edits cannot each add half
// of a cycle.

export async function lockGraph(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plugins:graph'))`);
}

/** Every edge (plugin → what it depends on); catalogues are small. */
export async function edges(tx: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await tx.select().from(pluginDependencies);
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.pluginId, [...(out.get(r.pluginId) ?? []), r.dependsOnId]);
  return out;
}

/** A path from `from` to `to` following dependencies, or null. */
export function pathBetween(graph: Map<string, string[]>, from: string, to: string): string[] | null {
  const prev = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) {
      const path: string[] = [];
      for (let n: string | null = at; n !== null; n = prev.get(n) ?? null) path.unshift(n);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!prev.has(next)) {
        prev.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Plugins that depend on `id`, directly or not (they cannot become its dependencies). */
export function dependentsOf(graph: Map<string, string[]>, id: string): Set<string> {
  const reverse = new Map<string, string[]>();
  for (const [from, tos] of graph) for (const to of tos) reverse.set(to, [...(reverse.get(to) ?? []), from]);
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    for (const n of reverse.get(queue.shift()!) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}
