// 4. The file list of one folder holding LIST_ROWS files: autocannon on the product's list next to
// a bare route running one indexed query, then why (statements alone, EXPLAIN, event-loop stalls).
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { fileNodes } from '../../apps/server/src/modules/files/tables';
import { fmt, md5Hex, median, ms, table } from './report';
import { CONNECTIONS, DEEP_PAGE, LIST_ROWS, PAGE_SIZE, SECONDS } from './settings';
import { postForm, uploadForm, type Envelope, type Stack } from './stack';

export async function fileList(stack: Stack) {
  const { database, db, appUrl, bareUrl, auth, projectId, padmin, quiet, call, folder, listIn } = stack;
  interface Figure {
    name: string;
    rps: number;
    p99: number;
    p50: number;
    requests: number;
  }

  async function load(name: string, opts: autocannon.Options): Promise<Figure> {
    await quiet();
    const r = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
    if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
    return { name, rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, requests: r.requests.total };
  }

  /** The list query as listFiles builds it for browsing a folder (default sort: createTime desc). */
  function productListQuery(parentId: string, pageNum: number, opts: { windowCount?: boolean; foldersFirst?: boolean } = {}) {
    const { windowCount = true, foldersFirst = true } = opts;
    const conds: SQL[] = [eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt), eq(fileNodes.parentId, parentId)];
    const order = [...(foldersFirst ? [sql`case when ${fileNodes.kind} = 'folder' then 0 else 1 end`] : []), desc(fileNodes.createdAt), asc(fileNodes.id)];
    const total = windowCount ? sql<number>`count(*) over ()` : sql<number>`0`;
    return db
      .select({ n: fileNodes, total })
      .from(fileNodes)
      .where(and(...conds))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((pageNum - 1) * PAGE_SIZE);
  }

  function bareListQuery(parentId: string, pageNum: number) {
    return db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, parentId)))
      .orderBy(desc(fileNodes.createdAt))
      .limit(PAGE_SIZE)
      .offset((pageNum - 1) * PAGE_SIZE);
  }

  /** The statement with its parameters written in (for EXPLAIN). */
  function inline(q: { toSQL(): { sql: string; params: unknown[] } }): string {
    const { sql: text, params } = q.toSQL();
    return text.replace(/\$(\d+)/g, (_, i) => {
      const v = params[Number(i) - 1];
      return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    });
  }

  async function explain(label: string, q: { toSQL(): { sql: string; params: unknown[] } }) {
    const r = (await db.execute(sql.raw(`explain (analyze, buffers) ${inline(q)}`))) as unknown as { rows: Record<string, string>[] };
    console.log(`\n  EXPLAIN ANALYZE ${label}:`);
    for (const row of r.rows) console.log(`    ${Object.values(row)[0]}`);
  }

  async function timeQuery(run: () => Promise<unknown>, times = 10) {
    await quiet();
    await run();
    const xs: number[] = [];
    for (let i = 0; i < times; i++) {
      const t0 = process.hrtime.bigint();
      await run();
      xs.push(ms(t0));
    }
    return median(xs);
  }
  const deep = Math.min(DEEP_PAGE, Math.max(1, Math.ceil(LIST_ROWS / PAGE_SIZE)));
  console.log(`\n4. File list of one folder holding ${LIST_ROWS} files (page 1 and page ${deep}, ${PAGE_SIZE} a page)`);
  const listFolderId = await folder(`Bench list ${randomUUID().slice(0, 8)}`);
  listIn(listFolderId);
  const base = Date.now() - LIST_ROWS * 1000;
  const i0 = process.hrtime.bigint();
  for (let from = 0; from < LIST_ROWS; from += 5000) {
    const rows = [];
    for (let i = from; i < Math.min(LIST_ROWS, from + 5000); i++) {
      const at = new Date(base + i * 1000);
      rows.push({
        id: randomUUID(),
        projectId,
        parentId: listFolderId,
        kind: 'file',
        name: `drawing-${String(i).padStart(6, '0')}.pdf`,
        fileType: 'pdf',
        size: 1000 + i,
        createdBy: padmin.id,
        updatedBy: padmin.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    await db.insert(fileNodes).values(rows);
  }
  console.log(`  inserted ${LIST_ROWS} rows in ${fmt(ms(i0) / 1000, 1)} s (batches of 5,000)`);
  await db.execute(sql`analyze file_nodes`);

  // Both answer the same page before the load.
  const check = async (pageNum: number) => {
    const r = await fetch(`${appUrl}/protected/get-project-file-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ projectId, parentId: listFolderId, pageNum, pageSize: PAGE_SIZE }),
    });
    const env = (await r.json()) as Envelope<{ projectFileList: { name: string }[] }>;
    const b = (await (await fetch(`${bareUrl}/list?page=${pageNum}`)).json()) as Envelope<{ name: string }[]>;
    if (!env.success) throw new Error(`file list: ${env.msg}`);
    const same = env.data.projectFileList.map((f) => f.name).join() === b.data.map((f) => f.name).join();
    console.log(
      `  page ${pageNum}: product ${env.data.projectFileList.length} items (${env.data.projectFileList[0]?.name} …), pageTotal ${env.pageTotal}; bare ${b.data.length} items; same items: ${same}`,
    );
  };
  await check(1);
  await check(deep);

  const listLoad = (pageNum: number) =>
    load(`POST get-project-file-list page ${pageNum}`, {
      url: `${appUrl}/protected/get-project-file-list`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ projectId, parentId: listFolderId, pageNum, pageSize: PAGE_SIZE }),
    });
  const bare1 = await load('bare route, one query, page 1', { url: `${bareUrl}/list?page=1` });
  const bareDeep = await load(`bare route, one query, page ${deep}`, { url: `${bareUrl}/list?page=${deep}` });
  const prod1 = await listLoad(1);
  const prodDeep = await listLoad(deep);
  const row = (f: Figure, b: Figure) => [f.name, f.requests, fmt(f.rps), f.p50, f.p99, `${fmt(f.rps / b.rps, 3)}x`, `${fmt(f.p99 / Math.max(b.p99, 1), 1)}x`];
  table(
    ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare'],
    [row(bare1, bare1), row(bareDeep, bareDeep), row(prod1, bare1), row(prodDeep, bareDeep)],
  );

  // Why: the product's statement against the bare one, piece by piece, straight on the database.
  console.log('\n  One statement at a time on the database (median of 10, ms):');
  const pieces: [string, () => Promise<unknown>][] = [
    ['bare: where project,parent order by created_at desc', () => bareListQuery(listFolderId, 1)],
    [`bare, page ${deep}`, () => bareListQuery(listFolderId, deep)],
    ['product statement (folders first, count(*) over ())', () => productListQuery(listFolderId, 1)],
    [`product statement, page ${deep}`, () => productListQuery(listFolderId, deep)],
    ['product without count(*) over ()', () => productListQuery(listFolderId, 1, { windowCount: false })],
    [`product without count(*) over (), page ${deep}`, () => productListQuery(listFolderId, deep, { windowCount: false })],
    ['product without count(*) over () nor folders-first', () => productListQuery(listFolderId, 1, { windowCount: false, foldersFirst: false })],
    [
      "check-file-name's read: every live file of the folder",
      () =>
        db
          .select()
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId), eq(fileNodes.kind, 'file'), isNull(fileNodes.recycledAt))),
    ],
    [
      "landing an upload's read: every live name of the folder",
      () =>
        db
          .select({ name: fileNodes.name })
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId), isNull(fileNodes.recycledAt))),
    ],
    [
      'separate count(*) of the folder',
      () =>
        db
          .select({ n: sql<number>`count(*)` })
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt), eq(fileNodes.parentId, listFolderId))),
    ],
  ];
  const timed: (string | number)[][] = [];
  for (const [name, run] of pieces) timed.push([name, fmt(await timeQuery(run), 2)]);
  table(['statement', 'ms'], timed);
  await explain('product statement, page 1', productListQuery(listFolderId, 1));
  await explain(`product statement, page ${deep}`, productListQuery(listFolderId, deep));
  await explain('bare statement, page 1', bareListQuery(listFolderId, 1));

  console.log('');
  // The embedded database works on the server's own thread: while one list call runs, the
  // process answers nothing else. A bare ping sent 20 ms into a deep-page list call:
  const stall = async (during: () => Promise<unknown>) => {
    await quiet();
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    await new Promise((r) => setTimeout(r, 50)); // the first tick only starts the clock
    await during();
    await new Promise((r) => setTimeout(r, 30));
    h.disable();
    return h.max / 1e6;
  };
  const idleStall = await stall(() => new Promise((r) => setTimeout(r, 1000)));
  const listStall = await stall(() => call('/protected/get-project-file-list', { projectId, parentId: listFolderId, pageNum: deep, pageSize: PAGE_SIZE }));
  const statementStall = await stall(() => productListQuery(listFolderId, deep));
  const checkStall = await stall(() =>
    call('/protected/file/check-file-name', { projectId, parentId: listFolderId, fileArr: [{ uuid: 'x', fileName: 'new.pdf' }] }),
  );
  console.log(
    `  Longest event-loop stall (nothing else, this bench's client included, runs meanwhile): idle 1 s ${fmt(idleStall, 0)} ms; one page-${deep} list call ${fmt(listStall, 0)} ms (its statement alone ${fmt(statementStall, 0)} ms); one check-file-name ${fmt(checkStall, 0)} ms (database: ${database.kind})`,
  );

  // Other calls that read the whole folder: the same-name check and landing an upload there.
  const dummy = randomBytes(1024);
  const held = md5Hex(dummy);
  await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, fileName: 'held.bin', md5: held }, dummy, 'held.bin'), auth);
  const empty = await folder(`Bench empty ${randomUUID().slice(0, 8)}`);
  const perCall = async (parentId: string) => ({
    check: await timeQuery(() => call('/protected/file/check-file-name', { projectId, parentId, fileArr: [{ uuid: 'x', fileName: 'new.pdf' }] }), 5),
    fast: await timeQuery(
      () => call('/protected/upload-fast', { md5: held, fileName: `held-${randomUUID().slice(0, 6)}.bin`, projectId, parentId, size: dummy.length }),
      5,
    ),
    list: await timeQuery(() => call('/protected/get-project-file-list', { projectId, parentId, pageNum: 1, pageSize: PAGE_SIZE }), 5),
  });
  const inEmpty = await perCall(empty);
  const inBig = await perCall(listFolderId);
  console.log(`\n  One call at a time over HTTP (median of 5, ms), empty folder vs the folder of ${LIST_ROWS}:`);
  table(
    ['call', 'empty folder', `${LIST_ROWS} files`],
    [
      ['check-file-name (1 name)', fmt(inEmpty.check, 2), fmt(inBig.check, 2)],
      ['upload-fast (content held, lands a file)', fmt(inEmpty.fast, 2), fmt(inBig.fast, 2)],
      ['get-project-file-list page 1', fmt(inEmpty.list, 2), fmt(inBig.list, 2)],
    ],
  );
}
