// 3. md5 as the browser computes it (hash-wasm, 20 MB chunks) vs node:crypto on the same buffer.
import { createHash, randomBytes } from 'node:crypto';
import { createMD5 } from 'hash-wasm';
import { fmt, median, ms, table } from './report';
import { HASH_MB, MB, MD5_CHUNK } from './settings';

export async function md5Speed() {
  console.log(`\n3. md5 of a ${HASH_MB} MB buffer fed in ${MD5_CHUNK / MB} MB chunks (median of 3)`);
  const buf = randomBytes(HASH_MB * MB);
  const wasm = await createMD5();
  const runWasm = () => {
    const t0 = process.hrtime.bigint();
    wasm.init();
    for (let o = 0; o < buf.length; o += MD5_CHUNK) wasm.update(buf.subarray(o, o + MD5_CHUNK));
    return { hex: wasm.digest('hex'), ms: ms(t0) };
  };
  const runNode = () => {
    const t0 = process.hrtime.bigint();
    const h = createHash('md5');
    for (let o = 0; o < buf.length; o += MD5_CHUNK) h.update(buf.subarray(o, o + MD5_CHUNK));
    return { hex: h.digest('hex'), ms: ms(t0) };
  };
  const w = [runWasm(), runWasm(), runWasm()];
  const n = [runNode(), runNode(), runNode()];
  if (w[0].hex !== n[0].hex) throw new Error(`md5 differs: hash-wasm ${w[0].hex}, node ${n[0].hex}`);
  const wRate = HASH_MB / (median(w.map((x) => x.ms)) / 1000);
  const nRate = HASH_MB / (median(n.map((x) => x.ms)) / 1000);
  table(
    ['hasher', 'ms', 'MB/s', 'vs node:crypto'],
    [
      ['node:crypto createHash(md5)', fmt(median(n.map((x) => x.ms)), 0), fmt(nRate), '1.00x'],
      ['hash-wasm createMD5 (the web md5 worker)', fmt(median(w.map((x) => x.ms)), 0), fmt(wRate), `${fmt(wRate / nRate, 2)}x`],
    ],
  );
}
