import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fileNodes } from './tables';

/**
 * The cabinets module tells which files are (still) in a cabinet; covering those is refused
 * (spec 2 §4). Called inside the cabinet change's transaction.
 */
export async function setInCabinet(tx: DbOrTx, on: string[], off: string[]) {
  if (on.length) await tx.update(fileNodes).set({ isInCabinet: true }).where(inArray(fileNodes.id, on));
  if (off.length) await tx.update(fileNodes).set({ isInCabinet: false }).where(inArray(fileNodes.id, off));
}
