import type { NoticeSocketMessage } from '@trestle/shared/notify-schemas';
import type { Deps } from '../http/context';
import { sessionIsOpen } from '../modules/accounts';
import { copiesFor, presentNotices, unreadCount } from '../modules/notifications';
import { NOTICE_CHANNEL, parseSignal, type NoticeSignal } from './signal';

/** The part of a ws WebSocket the hub uses (kept small so tests can pass a fake). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping?(): void;
  terminate?(): void;
}

interface Client {
  socket: HubSocket;
  userId: string;
  sessionId: string;
  alive: boolean;
}

const OPEN = 1;
/** Close code for a session that ended while the socket was open (the client signs in again). */
export const CLOSE_SESSION_ENDED = 4003;

/**
 * The notification hub of one server process: the open sockets by user, and one LISTEN on
 * the `trestle_notices` channel. Any process that creates a notice or marks notices read
 * sends a pg_notify in its transaction (signal.ts); every process receives it after the
 * commit and pushes to the sockets it holds. PGlite implements the same LISTEN/NOTIFY inside
 * its single process, so the path is the same with the embedded database.
 */
export class NoticeHub {
  private byUser = new Map<string, Set<Client>>();
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly log: { error(obj: object, msg: string): void } = { error: () => {} },
  ) {}

  /** Starts listening (when the database can) and the keep-alive pings. */
  async start() {
    if (this.deps.listen && !this.unlisten) {
      this.unlisten = await this.deps.listen(NOTICE_CHANNEL, (payload) => {
        // One at a time, in arrival order: a count must not overtake the notice before it.
        this.queue = this.queue.then(() => this.handle(payload)).catch((err) => this.log.error({ err }, 'notice push failed'));
      });
    }
    // Sockets whose peer vanished without a close frame are found by unanswered pings.
    this.heartbeat = setInterval(() => this.ping(), 30_000);
    this.heartbeat.unref();
  }

  /** Registers an authenticated socket; returns its removal. */
  add(socket: HubSocket, userId: string, sessionId: string, onPong?: (listener: () => void) => void) {
    const client: Client = { socket, userId, sessionId, alive: true };
    onPong?.(() => (client.alive = true));
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** Open sockets (for tests and diagnostics). */
  get size() {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  /** Resolves when every signal received so far has been pushed. */
  settled() {
    return this.queue;
  }

  async stop() {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server stopping');
    this.byUser.clear();
    await this.queue;
  }

  private ping() {
    for (const set of this.byUser.values()) {
      for (const c of set) {
        if (!c.alive) {
          c.socket.terminate?.();
          continue;
        }
        c.alive = false;
        c.socket.ping?.();
      }
    }
  }

  private async handle(payload: string) {
    if (this.stopped) return;
    const signal = parseSignal(payload);
    if (!signal) return;
    const here = signal.u.filter((u) => this.byUser.has(u));
    if (here.length) await this.push(signal, here);
  }

  private async push(signal: NoticeSignal, userIds: string[]) {
    const db = this.deps.db;
    if (signal.k === 'c') {
      for (const u of userIds) await this.sendTo(u, { type: 'count', count: await unreadCount(db, u) });
      return;
    }
    for (const row of await copiesFor(db, signal.n, userIds)) {
      const { list, users } = await presentNotices(db, row.userId, [row]);
      await this.sendTo(row.userId, { type: 'notice', notice: list[0], users, count: await unreadCount(db, row.userId) });
    }
  }

  /** Sends to the user's sockets whose session is still open; others are closed. */
  private async sendTo(userId: string, msg: NoticeSocketMessage) {
    const text = JSON.stringify(msg);
    for (const c of [...(this.byUser.get(userId) ?? [])]) {
      if (c.socket.readyState !== OPEN) continue;
      if (!(await sessionIsOpen(this.deps, c.sessionId))) {
        c.socket.close(CLOSE_SESSION_ENDED, 'session ended');
        continue;
      }
      c.socket.send(text);
    }
  }
}
