import { useEffect, useState } from 'react';
import { requestOfficePdf, type OfficePdf } from './api';

const POLL_MS = 1500;

export type OfficeState =
  | { status: 'asking' }
  | { status: 'converting' }
  | { status: 'fetching'; conv: OfficePdf }
  | { status: 'ready'; conv: OfficePdf; bytes: ArrayBuffer }
  | { status: 'error'; conv?: OfficePdf; reason: string; failure?: unknown }
  | { status: 'unavailable'; conv: OfficePdf }
  | { status: 'unsupported'; conv: OfficePdf };

/**
 * Asks the server for the document as PDF, polls while it converts, then fetches the PDF.
 * `attempt` above 0 asks again with retry (a failed conversion starts over).
 */
export function useOfficePdf(q: { projectId: string; fileId: string; versionId?: string }, attempt: number): OfficeState {
  const [state, setState] = useState<OfficeState>({ status: 'asking' });
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => !ctrl.signal.aborted;
    setState({ status: 'asking' });
    if (!q.projectId || !q.fileId) return;
    const ask = async (retry: boolean) => {
      let conv: OfficePdf;
      try {
        conv = await requestOfficePdf(q.projectId, q.fileId, { versionId: q.versionId, retry });
      } catch (failure) {
        if (alive()) setState({ status: 'error', reason: 'request', failure });
        return;
      }
      if (!alive()) return;
      if (conv.status === 'converting') {
        setState({ status: 'converting' });
        timer = setTimeout(() => void ask(false), POLL_MS);
      } else if (conv.status === 'complete' && conv.url) {
        setState({ status: 'fetching', conv });
        try {
          const res = await fetch(conv.url, { signal: ctrl.signal });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const bytes = await res.arrayBuffer();
          if (alive()) setState({ status: 'ready', conv, bytes });
        } catch (failure) {
          if (alive()) setState({ status: 'error', conv, reason: 'fetch', failure });
        }
      } else if (conv.status === 'unavailable' || (conv.status === 'error' && conv.error === 'unavailable')) setState({ status: 'unavailable', conv });
      else if (conv.status === 'unsupported') setState({ status: 'unsupported', conv });
      else setState({ status: 'error', conv, reason: conv.error ?? 'unknown' });
    };
    void ask(attempt > 0);
    return () => {
      ctrl.abort();
      if (timer) clearTimeout(timer);
    };
  }, [q.projectId, q.fileId, q.versionId, attempt]);
  return state;
}
