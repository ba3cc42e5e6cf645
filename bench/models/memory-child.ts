// One run in a fresh process, for its peak memory (see peakRss in conversion.ts). Prints the
// RSS high-water mark (KB) before and after the run as one JSON line.
import path from 'node:path';
import { convertOnce, loadSamples, parseOnce } from './conversion';

const [mode, file] = process.argv.slice(2);
const [sample] = (await loadSamples(path.dirname(file))).filter((s) => s.name === path.basename(file));
if (!sample) throw new Error(`no sample ${file}`);
const before = process.resourceUsage().maxRSS;
if (mode === 'convert') await convertOnce(sample);
else await parseOnce(sample);
console.log(JSON.stringify({ before, after: process.resourceUsage().maxRSS }));
