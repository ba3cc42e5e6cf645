// Timing and printing helpers of the documents bench.
import { createHash } from 'node:crypto';

export const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const fmt = (n: number, digits = 1) => n.toFixed(digits);
export const md5Hex = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

export function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  for (const [k, r] of cells.entries()) {
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   '));
    if (k === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  }
}
