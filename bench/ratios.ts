// Shared by the ratio benches (oplog, staff): one autocannon load and a table of figures, each as a
// ratio to a baseline measured in the same run. Figures only: nothing passes or fails on time.
import autocannon from 'autocannon';

export interface Figure {
  name: string;
  rps: number;
  p99: number;
}

export async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const r = await autocannon(opts);
  if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

export function print(title: string, baseline: Figure, figures: Figure[]) {
  console.log(`\n${title}\n` + 'scenario'.padEnd(60) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + '  vs baseline (req/s, p99)');
  for (const f of [baseline, ...figures]) {
    const ratio = `${(f.rps / baseline.rps).toFixed(3)}x, ${(f.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`;
    console.log(f.name.padEnd(60) + f.rps.toFixed(0).padStart(10) + String(f.p99).padStart(10) + '  ' + ratio);
  }
}
