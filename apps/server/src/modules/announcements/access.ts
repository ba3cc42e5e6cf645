import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { Errors } from '../../http/errors';
import { enterpriseFacts } from '../roles';

// Who manages notices (docs/notices.md "Who"): the whole platform's are the system managers';
// an enterprise's are its managers' (userLevel 0 + enterprise:edit), and system managers'.

/** The scope a list or a new notice is for: null for the platform, else the enterprise. */
export function audienceScope(actor: Actor, audience: 'platform' | 'enterprise', enterpriseId?: string): string | null {
  if (audience === 'platform') return null;
  const id = enterpriseId ?? actor.enterpriseId;
  if (!id) throw Errors.badInput('notice.noEnterprise');
  return id;
}

export async function mayManageNotices(db: Db, actor: Actor, enterpriseId: string | null): Promise<boolean> {
  if (actor.isSystemManager) return true;
  if (enterpriseId === null) return false;
  return (await enterpriseFacts(db, actor, enterpriseId)).isEnterpriseManager;
}

export async function needManage(db: Db, actor: Actor, enterpriseId: string | null) {
  if (!(await mayManageNotices(db, actor, enterpriseId))) throw Errors.forbidden();
}
