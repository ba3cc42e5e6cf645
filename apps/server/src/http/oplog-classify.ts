// Which routes the operation log records (docs/operation-log.md "Which calls are logged"): a GET
// never writes; otherwise the first word of the path's last segment says read or write
// (get-…, list, query… read; add-…, update-…, delete… write, each named by its action).
// A route whose path says neither declares `log` in its RouteDef; the route walk
// (oplog-classify.test.ts) fails for a route that cannot be classified.

/** A write route's log entry: the module (default: the server module defining the route) and action. */
export interface LogSpec {
  module?: string;
  action: string;
}

/** First words that only read. */
const READ_WORDS = new Set([
  'get',
  'list',
  'lists',
  'query',
  'search',
  'find',
  'check',
  'count',
  'view',
  'download',
  'export',
  'preview',
  'summary',
  'statistics',
]);

/** First words that write, and the action the log names them by. */
const WRITE_WORDS: Record<string, string> = {
  add: 'create',
  create: 'create',
  new: 'create',
  insert: 'create',
  generate: 'create',
  update: 'update',
  updata: 'update',
  save: 'update',
  set: 'update',
  edit: 'update',
  change: 'update',
  modify: 'update',
  sort: 'update',
  fix: 'update',
  delete: 'delete',
  remove: 'delete',
  purge: 'delete',
  revoke: 'delete',
  move: 'move',
  rename: 'rename',
  copy: 'copy',
  upload: 'upload',
  import: 'import',
  invite: 'invite',
  join: 'join',
  reply: 'reply',
  approve: 'review',
  reject: 'review',
  resubmit: 'review',
  restore: 'restore',
  cancel: 'cancel',
  retry: 'retry',
  login: 'login',
  logout: 'logout',
  register: 'register',
  forgot: 'update',
};

/** Every action a log row can name (what the list's action filter offers, besides explicit `log` actions). */
export const LOG_ACTIONS = [...new Set(Object.values(WRITE_WORDS))];

/** The first word of the path's last literal segment: '/x/get-file-list' → 'get', '/task/block/moveByUser' → 'move', '/x/jm-get-staff' → 'get'. */
export function firstWord(url: string): string {
  const segments = url
    .split('?')[0]
    .split('/')
    .filter((s) => s && !s.startsWith(':') && s !== '*');
  // The JM area's alternates (jm-get-staff, …) behave like the call without the prefix.
  const last = (segments[segments.length - 1] ?? '').replace(/^jm-/, '');
  return (last.split('-')[0].match(/^[a-z]+/)?.[0] ?? '').toLowerCase();
}

/**
 * What the log does with a route: 'read' (nothing), a write with its action, or null when the
 * path does not say (the route must then declare `log`).
 */
export function classifyRoute(method: string, url: string, log?: LogSpec | false): 'read' | LogSpec | null {
  if (log === false) return 'read';
  if (log) return log;
  if (method === 'GET') return 'read';
  const word = firstWord(url);
  if (READ_WORDS.has(word)) return 'read';
  if (WRITE_WORDS[word]) return { action: WRITE_WORDS[word] };
  // REST-style paths (/task/block/:id): the method is the verb.
  if (method === 'PUT') return { action: 'update' };
  if (method === 'DELETE') return { action: 'delete' };
  return null;
}

/** The server module a route is defined in, from the defining call's stack ('files', 'issues', …). */
export function definingModule(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const m = /[\\/]modules[\\/]([a-z0-9-]+)[\\/]/.exec(line);
    if (m) return m[1];
  }
  return 'platform';
}
