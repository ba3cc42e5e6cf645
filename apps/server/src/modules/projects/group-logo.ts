import { and, eq } from 'drizzle-orm';
import { ENTERPRISE_LOGO_MAX_BYTES } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { describeOperation } from '../../db/operation';
import { sniffImage } from '../enterprise';
import { projectGroupLogos, projectGroups } from './tables';

// A project group's logo (the group home page, /#/enterpriseHome?id=…): the same limits and image
// types as the enterprise logo (< 521 KB; PNG, JPEG, GIF or WebP by their first bytes, never SVG).

/** The address a group row holds for its logo; `v` changes with every upload so caches follow. */
export const groupLogoAddress = (groupId: string, version: number) => `/protected/project/get-project-group-logo/${groupId}?v=${version}`;

async function groupIn(deps: Deps, enterpriseId: string, groupId: string) {
  const [g] = await deps.db
    .select({ id: projectGroups.id, name: projectGroups.name })
    .from(projectGroups)
    .where(and(eq(projectGroups.id, groupId), eq(projectGroups.enterpriseId, enterpriseId)));
  if (!g) throw Errors.notFound();
  return g;
}

export async function saveGroupLogo(deps: Deps, enterpriseId: string, groupId: string, bytes: Buffer) {
  if (bytes.length >= ENTERPRISE_LOGO_MAX_BYTES) throw Errors.badInput('enterprise.logoTooLarge');
  const type = sniffImage(bytes);
  if (!type) throw Errors.badInput('err.fileFormat');
  const g = await groupIn(deps, enterpriseId, groupId);
  // The image is content, not history: the log keeps its type and size.
  describeOperation({ targetId: g.id, targetName: g.name, after: { logoType: type, logoBytes: bytes.length } });
  const now = deps.now();
  const logo = groupLogoAddress(g.id, now.getTime());
  await deps.db.transaction(async (tx) => {
    const row = { image: bytes.toString('base64'), type, bytes: bytes.length, updatedAt: now };
    await tx
      .insert(projectGroupLogos)
      .values({ groupId: g.id, ...row })
      .onConflictDoUpdate({ target: projectGroupLogos.groupId, set: row });
    await tx.update(projectGroups).set({ logo }).where(eq(projectGroups.id, g.id));
  });
  return { logo };
}

export async function removeGroupLogo(deps: Deps, enterpriseId: string, groupId: string) {
  const g = await groupIn(deps, enterpriseId, groupId);
  describeOperation({ targetId: g.id, targetName: g.name, after: { logoRemoved: true } });
  await deps.db.transaction(async (tx) => {
    await tx.delete(projectGroupLogos).where(eq(projectGroupLogos.groupId, g.id));
    await tx.update(projectGroups).set({ logo: null }).where(eq(projectGroups.id, g.id));
  });
  return { logo: null };
}

/** The image of a group of the caller's enterprise (any of its staff may see a group's logo). */
export async function groupLogoImage(deps: Deps, enterpriseId: string, groupId: string) {
  await groupIn(deps, enterpriseId, groupId);
  const [l] = await deps.db.select().from(projectGroupLogos).where(eq(projectGroupLogos.groupId, groupId));
  if (!l) throw Errors.notFound();
  return { bytes: Buffer.from(l.image, 'base64'), type: l.type };
}
