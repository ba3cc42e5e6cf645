import type { OrgNode } from './api';

// The department tree as the screens need it: pickers and lookups.

export interface OrgOption {
  value: string;
  title: string;
  children: OrgOption[];
}

/**
 * The tree as picker options; `without` (a department being moved) is left out with its
 * sub-departments, since a department cannot move under itself.
 */
export function orgOptions(nodes: OrgNode[], without?: string): OrgOption[] {
  return nodes.filter((n) => n.id !== without).map((n) => ({ value: n.id, title: n.name, children: orgOptions(n.children, without) }));
}

export function findOrg(nodes: OrgNode[], id: string | null): OrgNode | null {
  if (!id) return null;
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findOrg(n.children, id);
    if (hit) return hit;
  }
  return null;
}

/** Every department id of the tree, parents first (the tree opens fully). */
export function orgIds(nodes: OrgNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...orgIds(n.children)]);
}
