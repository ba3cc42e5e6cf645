// Small printing helpers for the models bench (figures only; nothing passes or fails on time).

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')}`;
export const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
export const msf = (n: number) => Math.round(n).toLocaleString('en');
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

export function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  for (const [k, r] of cells.entries()) {
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   '));
    if (k === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  }
}
