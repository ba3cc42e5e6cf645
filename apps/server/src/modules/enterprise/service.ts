import { Errors } from '../../http/errors';
import { enterpriseUsage } from '../files';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterpriseMembers, enterprises } from './tables';
import { cleared, patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';

/** Enterprises a user belongs to, in the order they joined. */
export async function enterprisesOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ e: enterprises, m: enterpriseMembers })
    .from(enterpriseMembers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMembers.enterpriseId))
    .where(eq(enterpriseMembers.userId, userId))
    .orderBy(asc(enterpriseMembers.sort), asc(enterpriseMembers.joinedAt));
  return rows.map((r) => ({ id: r.e.id, co_name_cn: r.e.nameCn, co_name_en: r.e.nameEn, co_domain: r.e.domain, roleId: r.m.roleId }));
}

export async function isEnterpriseMember(db: DbOrTx, enterpriseId: string, userId: string) {
  const [row] = await db
    .select({ u: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  return !!row;
}

/** Adds a membership; `sort` keeps the order enterprises were joined in (the first is the default). */
export async function addEnterpriseMember(db: DbOrTx, enterpriseId: string, userId: string, roleId: string | null) {
  const [{ n }] = await db.select({ n: count() }).from(enterpriseMembers).where(eq(enterpriseMembers.userId, userId));
  await db.insert(enterpriseMembers).values({ enterpriseId, userId, roleId, sort: n }).onConflictDoNothing();
}

export async function getEnterpriseRow(db: DbOrTx, enterpriseId: string) {
  const [e] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!e) throw Errors.notFound();
  return e;
}

/** Bytes the enterprise stores: its projects' documents, task attachments and reply images (files module), and the logo. */
export async function enterpriseStorageUsed(db: DbOrTx, enterpriseId: string): Promise<number> {
  const e = await getEnterpriseRow(db, enterpriseId);
  const logo = e.logo ? Buffer.byteLength(e.logo, 'base64') : 0;
  return logo + (await enterpriseUsage(db, enterpriseId)).used;
}

export async function enterpriseInformation(db: DbOrTx, enterpriseId: string) {
  const e = await getEnterpriseRow(db, enterpriseId);
  return {
    id: e.id,
    _id: e.id,
    co_name_cn: e.nameCn,
    co_name_en: e.nameEn,
    co_domain: e.domain,
    rules: e.rules,
    storageSize: e.storageSize,
    storageUsed: await enterpriseStorageUsed(db, enterpriseId),
    hasLogo: !!e.logo,
  };
}

export async function updateEnterpriseInformation(
  db: DbOrTx,
  enterpriseId: string,
  v: { co_name_cn: string; co_name_en?: string | null; co_domain?: string | null; rules?: string | null },
) {
  // Omitted fields keep their value; null or "" clears them.
  const patch = { nameCn: v.co_name_cn, nameEn: cleared(v.co_name_en), domain: cleared(v.co_domain), rules: cleared(v.rules) };
  const was = await getEnterpriseRow(db, enterpriseId);
  describeOperation({ targetId: enterpriseId, targetName: v.co_name_cn, ...changedFields(was, patch) });
  await db.update(enterprises).set(patchOf(patch)).where(eq(enterprises.id, enterpriseId));
  return enterpriseInformation(db, enterpriseId);
}

export async function logoUrl(db: DbOrTx, enterpriseId: string) {
  const e = await getEnterpriseRow(db, enterpriseId);
  return { logoUrl: e.logo ? `/public/enterprise/logo/${e.id}?v=${Buffer.byteLength(e.logo, 'base64')}` : null };
}

export async function logoImage(db: DbOrTx, enterpriseId: string) {
  const [e] = await db.select({ logo: enterprises.logo, type: enterprises.logoType }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!e?.logo || !e.type) throw Errors.notFound();
  return { bytes: Buffer.from(e.logo, 'base64'), type: e.type };
}

/** Detects the image type from its first bytes; SVG and anything else are refused. */
export function sniffImage(buf: Buffer): string | null {
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length > 6 && (buf.subarray(0, 6).toString('ascii') === 'GIF87a' || buf.subarray(0, 6).toString('ascii') === 'GIF89a')) return 'image/gif';
  if (buf.length > 12 && buf.subarray(0, 4).toString('ascii') === 'RIFF' && buf.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return null;
}

export async function saveLogo(db: DbOrTx, enterpriseId: string, bytes: Buffer, maxBytes: number) {
  if (bytes.length >= maxBytes) throw Errors.badInput('enterprise.logoTooLarge');
  const type = sniffImage(bytes);
  if (!type) throw Errors.badInput('err.fileFormat');
  const e = await getEnterpriseRow(db, enterpriseId);
  // The logo itself is content, not history: only its type and size.
  describeOperation({ targetId: enterpriseId, targetName: e.nameCn, after: { logoType: type, logoBytes: bytes.length } });
  await db
    .update(enterprises)
    .set({ logo: bytes.toString('base64'), logoType: type })
    .where(eq(enterprises.id, enterpriseId));
  return logoUrl(db, enterpriseId);
}
