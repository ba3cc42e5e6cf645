import type { DirectorySettings } from './api';

/**
 * Whether the form's address, bind DN or CA differ from the saved ones. The saved service password
 * serves only the directory it was saved for (docs/directory.md), so the form then asks for it again.
 */
export function targetChanged(saved: DirectorySettings, v: { url?: string | null; bindDn?: string | null; caCert?: string | null }): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();
  return !same(v.url, saved.url) || !same(v.bindDn, saved.bindDn) || !same(v.caCert, saved.caCert);
}
