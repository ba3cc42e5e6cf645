import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { Errors } from '../../http/errors';
import { canInEnterprise, enterpriseFacts, type EnterpriseScope } from '../roles';

// Who may do what with plugins (docs/plugins.md "Who"): the platform's catalogue is the system
// managers'; an enterprise's own plugins are managed with its plugin permission (enter, add,
// edit, delete); everybody signed in may see and download the platform's plugins, an
// enterprise's members its own.

export interface PluginCaller {
  actor: Actor;
  /** The caller's facts in the session's enterprise, when the session has one. */
  facts: EnterpriseScope | null;
}

export type PluginAction = 'enter' | 'add' | 'edit' | 'delete';

export async function pluginCaller(db: Db, actor: Actor): Promise<PluginCaller> {
  return { actor, facts: actor.enterpriseId ? await enterpriseFacts(db, actor, actor.enterpriseId) : null };
}

/** May the caller do `action` on plugins of this scope (null: the platform's)? */
export function mayManage(c: PluginCaller, enterpriseId: string | null, action: PluginAction): boolean {
  if (c.actor.isSystemManager) return true;
  if (enterpriseId === null || !c.facts || c.facts.enterpriseId !== enterpriseId) return false;
  return canInEnterprise(c.facts, 'plugin', action);
}

/** May the caller see (and download) a plugin of this scope? */
export function maySee(c: PluginCaller, enterpriseId: string | null): boolean {
  if (enterpriseId === null || c.actor.isSystemManager) return true;
  return !!c.facts && c.facts.enterpriseId === enterpriseId && c.facts.isEnterpriseMember;
}

/** The management page: system managers and holders of plugin:enter in the session's enterprise. */
export function mayOpenCatalogue(c: PluginCaller): boolean {
  return c.actor.isSystemManager || (!!c.facts && canInEnterprise(c.facts, 'plugin', 'enter'));
}

export function needCatalogue(c: PluginCaller) {
  if (!mayOpenCatalogue(c)) throw Errors.forbidden();
}

/** The scope a new plugin goes to: the platform, or the session's enterprise. */
export function scopeFor(c: PluginCaller, scope: 'platform' | 'enterprise'): string | null {
  if (scope === 'platform') return null;
  if (!c.actor.enterpriseId) throw Errors.badInput('plugin.scopeInvalid');
  return c.actor.enterpriseId;
}

/** Which scopes the caller may add plugins to (the page's add button). */
export function addableScopes(c: PluginCaller) {
  return { platform: mayManage(c, null, 'add'), enterprise: !!c.actor.enterpriseId && mayManage(c, c.actor.enterpriseId, 'add') };
}
