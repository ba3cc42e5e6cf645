import { useSyncExternalStore } from 'react';
import { cancelResumable } from './api';
import { workerCount } from './limits';
import { UploadQueue, type QueueSnapshot } from './queue';
import { runUpload } from './transport';

// One upload queue for the tab: uploads go on while the user browses other folders.

let queue: UploadQueue<File> | null = null;

export function uploadQueue(): UploadQueue<File> {
  if (!queue) {
    const q = new UploadQueue<File>({ run: runUpload, workers: workerCount(navigator.userAgent), online: navigator.onLine });
    // Offline pauses the uploads; online resumes them (resumable ones from the server's offset).
    window.addEventListener('offline', () => q.setOnline(false));
    window.addEventListener('online', () => q.setOnline(true));
    queue = q;
  }
  return queue;
}

/** Closing the window: everything stops, and unfinished resumable sessions are given up on the server. */
export function abortAllUploads() {
  const q = uploadQueue();
  const open = q.snapshot().items.flatMap((i) => (i.resumeId && i.status !== 'success' ? [i.resumeId] : []));
  q.abortAll();
  for (const uploadId of open) void cancelResumable(uploadId).catch(() => undefined);
}

const subscribe = (fn: () => void) => uploadQueue().subscribe(fn);
const snapshot = () => uploadQueue().snapshot();

export function useUploadSnapshot(): QueueSnapshot<File> {
  return useSyncExternalStore(subscribe, snapshot);
}

/** A random id, also where crypto.randomUUID is missing (plain http). */
export function newUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}
