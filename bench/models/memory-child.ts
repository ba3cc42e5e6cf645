// One run in a fresh process, for its peak memory (see peakRss in conversion.ts). Linux keeps a
// resettable RSS high-water mark per process (VmHWM; writing 5 to /proc/self/clear_refs sets it
// to the current RSS), so the peak is exact, not sampled. Prints RSS before the run and the
// high-water mark after it (bytes) as one JSON line.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { convertOnce, loadSamples, parseOnce } from './conversion';

const [mode, file] = process.argv.slice(2);
const [sample] = (await loadSamples(path.dirname(file))).filter((s) => s.name === path.basename(file));
if (!sample) throw new Error(`no sample ${file}`);
const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;
const before = kB('VmRSS');
writeFileSync('/proc/self/clear_refs', '5');
if (mode === 'convert') await convertOnce(sample);
else await parseOnce(sample);
console.log(JSON.stringify({ before, after: kB('VmHWM') }));
