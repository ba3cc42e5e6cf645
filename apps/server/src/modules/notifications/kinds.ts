import type { NoticeTarget } from '@trestle/shared/notify-schemas';
import type { DbOrTx } from '../../db/client';

/** What one notice is about, as its kind resolves it for one recipient. */
export interface NoticeAbout {
  /** The target's subject (a task's title, an issue's code and description, an approval's
   *  title); null when the target is gone or does not belong to the project the notice names. */
  subject: string | null;
  /** The recipient is one of the target's people, who sees the subject without being a project member. */
  person: boolean;
}

/**
 * A kind of notice (its targetType): the module that sends such notices says how their targets
 * are resolved. Registered by the composition root (modules/index.ts), not by the module itself.
 */
export interface NoticeKind {
  /** One answer per target, in order, for the recipient `userId`. */
  about(db: DbOrTx, userId: string, targets: NoticeTarget[]): Promise<NoticeAbout[]>;
}

const kinds = new Map<string, NoticeKind>();

/** Registers how notices of one targetType are resolved (the composition root calls this). */
export function registerNoticeKind(targetType: string, kind: NoticeKind) {
  kinds.set(targetType, kind);
}

const nothing: NoticeAbout = { subject: null, person: false };

/** What each notice is about for `userId`; a kind nobody registered resolves to nothing. */
export async function resolveNotices(db: DbOrTx, userId: string, rows: { targetType: string }[], targets: NoticeTarget[]): Promise<NoticeAbout[]> {
  const out: NoticeAbout[] = rows.map(() => nothing);
  const byType = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const idx = byType.get(r.targetType);
    if (idx) idx.push(i);
    else byType.set(r.targetType, [i]);
  });
  for (const [type, idx] of byType) {
    const kind = kinds.get(type);
    if (!kind) continue;
    const answers = await kind.about(
      db,
      userId,
      idx.map((i) => targets[i]),
    );
    idx.forEach((i, j) => (out[i] = answers[j] ?? nothing));
  }
  return out;
}
