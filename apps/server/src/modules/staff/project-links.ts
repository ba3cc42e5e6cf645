import type { DbOrTx } from '../../db/client';

/**
 * What removing a staff member needs from the projects module, which sits above staff (staff
 * cannot import it): the enterprise's projects the person manages (they block the removal) and
 * leaving every project of the enterprise. The composition root (modules/index.ts) registers it.
 */
export interface StaffProjectLinks {
  managedProjects(db: DbOrTx, enterpriseId: string, userId: string): Promise<{ id: string; name: string }[]>;
  leaveProjects(tx: DbOrTx, enterpriseId: string, userId: string): Promise<void>;
}

let links: StaffProjectLinks | null = null;

export function registerStaffProjectLinks(l: StaffProjectLinks) {
  links = l;
}

export function staffProjectLinks(): StaffProjectLinks {
  if (!links) throw new Error('staff project links are not registered (modules/index.ts registers them)');
  return links;
}
