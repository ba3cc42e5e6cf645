// Formatters shared by server and client (spec 1 §9).

export function truncateName(name: string | null | undefined, max = 10): string {
  const s = name ?? '';
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join('') + '...' : s;
}

/** Bytes shown in GB with 2 decimals (spec 3 §9: bytes / 1073741824). */
export function bytesToGB(bytes: number): string {
  return (bytes / 1073741824).toFixed(2);
}

/** File size in B, KB, MB, GB, TB at steps of 1024 with 2 decimals (spec 1 §9, the 2-decimal reading). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(2)} ${units[i]}`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

export function formatDateTime(d: Date): string {
  return `${formatDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

export type RelativeTime = { kind: 'justNow' } | { kind: 'minutes'; n: number } | { kind: 'hours'; n: number } | { kind: 'date'; text: string };

/**
 * Relative time, reading (b) of spec 1 §9 merged with 2 §9/3 §9: under one minute or in the
 * future "just now"; minutes under an hour; hours under 24 h; then 'MM-DD HH:mm' in the same
 * year, else 'YYYY-MM-DD HH:mm'. See docs/decisions.md.
 */
export function relativeTime(then: Date, now: Date = new Date()): RelativeTime {
  const diff = now.getTime() - then.getTime();
  if (diff < 60_000) return { kind: 'justNow' };
  if (diff < 3_600_000) return { kind: 'minutes', n: Math.floor(diff / 60_000) };
  if (diff < 86_400_000) return { kind: 'hours', n: Math.floor(diff / 3_600_000) };
  const hm = `${pad2(then.getHours())}:${pad2(then.getMinutes())}`;
  const md = `${pad2(then.getMonth() + 1)}-${pad2(then.getDate())}`;
  if (then.getFullYear() === now.getFullYear()) return { kind: 'date', text: `${md} ${hm}` };
  return { kind: 'date', text: `${then.getFullYear()}-${md} ${hm}` };
}
