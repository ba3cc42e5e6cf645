import { createRequire } from 'node:module';
import type { NoticeSocketMessage } from '@trestle/shared/notify-schemas';

// A WebSocket client for tests (the `ws` package @fastify/websocket brings; Node 20 has no
// global WebSocket). Typed here because @types/ws is not installed.

interface WsLike {
  readyState: number;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'close', cb: (code: number, reason: unknown) => void): void;
  on(event: 'open' | 'error', cb: (arg?: unknown) => void): void;
  send(text: string): void;
  close(): void;
}
const WebSocketCtor = createRequire(import.meta.url)('ws') as new (url: string, opts?: { headers?: Record<string, string> }) => WsLike;

export interface TestSocket {
  /** Every message received, parsed. */
  messages: NoticeSocketMessage[];
  /** The first message (already received or coming) that matches, or a rejection after `ms`. */
  next<T extends NoticeSocketMessage>(match: (m: NoticeSocketMessage) => m is T, ms?: number): Promise<T>;
  next(match: (m: NoticeSocketMessage) => boolean, ms?: number): Promise<NoticeSocketMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(value: unknown): void;
  close(): void;
}

/** Opens a socket; resolves once open, or rejects with the HTTP status of a refused upgrade. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocketCtor(url, { headers });
  const messages: NoticeSocketMessage[] = [];
  const waiters: { match: (m: NoticeSocketMessage) => boolean; resolve: (m: NoticeSocketMessage) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as NoticeSocketMessage;
    messages.push(m);
    for (const w of [...waiters])
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: TestSocket = {
    messages,
    closed,
    next(match: (m: NoticeSocketMessage) => boolean, ms = 5000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<NoticeSocketMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    // A refused upgrade is an error "Unexpected server response: 401".
    ws.on('error', (err) => reject(Object.assign(err as Error, { status: Number(/response: (\d+)/.exec(String((err as Error)?.message))?.[1]) || undefined })));
  });
}
