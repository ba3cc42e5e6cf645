import dayjs from 'dayjs';

/** A post or topic time as the app's tables write times: 2026-03-10 14:05 (the same in every language). */
export const stamp = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
