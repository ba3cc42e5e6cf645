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

export interface Call {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Single calls, one at a time and taking turns (baseline, then each scenario, `rounds` times):
 * the median ms of each and its ratio to the baseline's. Steadier than a load run on a machine
 * busy with other work, since every scenario meets the same load.
 */
export async function singleCalls(title: string, baseline: Call, calls: Call[], rounds = Number(process.env.BENCH_ROUNDS ?? 7)) {
  const all = [baseline, ...calls];
  const times = all.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of all.entries()) {
      const t0 = performance.now();
      const res = await fetch(c.url, { method: c.method ?? 'GET', headers: c.headers, body: c.body });
      await res.arrayBuffer();
      if (!res.ok) console.warn(`  ${c.name}: HTTP ${res.status}`);
      times[i].push(performance.now() - t0);
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  const base = median(times[0]);
  console.log(`\n${title} (single calls taking turns, median of ${rounds})\n` + 'scenario'.padEnd(60) + 'ms'.padStart(10) + '  vs baseline');
  for (const [i, c] of all.entries()) {
    const m = median(times[i]);
    console.log(c.name.padEnd(60) + m.toFixed(1).padStart(10) + '  ' + `${(m / base).toFixed(2)}x`);
  }
}
