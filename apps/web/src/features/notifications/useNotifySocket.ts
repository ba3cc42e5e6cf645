import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '../../api/session';
import { notifyKeys, socketUrl, type Notice, type NoticeUser } from './api';
import { pushNotice, setCount } from './hooks';

type Push =
  | { type: 'ready'; count: number }
  | { type: 'count'; count: number }
  | { type: 'notice'; notice: Notice; count: number; users?: NoticeUser[] }
  | { type: 'pong' }
  | { type: 'error'; errorCode: number; msg: string };

const MAX_DELAY_MS = 30_000;
const PING_MS = 45_000;
/** Closes after which retrying is pointless: no valid session (4401), session ended (4003). */
const FINAL_CLOSES = new Set([4401, 4003]);

/**
 * Live badge and list (docs/notifications.md): the server pushes the count and each new
 * notice. A dropped connection is retried with a doubling delay (1 s … 30 s), and the lists are
 * reloaded on reconnecting (notices may have come meanwhile); the bell's 60 s poll keeps the
 * count while the socket is down.
 */
export function useNotifySocket(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let delay = 1000;
    let connectedBefore = false;
    let stopped = false;

    const connect = () => {
      const socket = new WebSocket(socketUrl(window.location));
      ws = socket;
      socket.onopen = () => {
        socket.send(JSON.stringify({ type: 'auth', token }));
        // Some proxies drop a socket that carries nothing for a minute.
        ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'ping' })), PING_MS);
      };
      socket.onmessage = (ev) => {
        let msg: Push;
        try {
          msg = JSON.parse(String(ev.data)) as Push;
        } catch {
          return;
        }
        if (msg?.type === 'ready') {
          delay = 1000;
          if (connectedBefore) void qc.invalidateQueries({ queryKey: notifyKeys.lists });
          connectedBefore = true;
        }
        if ((msg?.type === 'ready' || msg?.type === 'count' || msg?.type === 'notice') && typeof msg.count === 'number') setCount(qc, msg.count);
        if (msg?.type === 'notice' && msg.notice?.userNotifyId) pushNotice(qc, msg.notice, msg.users);
      };
      socket.onclose = (ev) => {
        clearInterval(ping);
        if (stopped || FINAL_CLOSES.has(ev.code)) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      ws?.close();
    };
  }, [enabled, qc]);
}
