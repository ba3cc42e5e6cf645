import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterprises } from './tables';

/** An enterprise's storage size in bytes (0 for an unknown one); the files module measures uploads against it. */
export async function enterpriseStorageSize(db: DbOrTx, enterpriseId: string): Promise<number> {
  const [e] = await db.select({ storageSize: enterprises.storageSize }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return e?.storageSize ?? 0;
}
