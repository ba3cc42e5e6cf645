import { useEffect, useEffectEvent, useRef } from 'react';
import { useUploadSnapshot } from './store';
import { useUploadStarter } from './useUploadStarter';

/**
 * Uploads into the listed folder: the picker, drops, the same-name question; the list refreshes
 * as files arrive.
 */
export function useFileUploads(projectId: string, folderId: string | null, canUpdate: boolean, mayCover: (fileId: string) => boolean, refresh: () => void) {
  const uploads = useUploadStarter(projectId, folderId, canUpdate, mayCover);
  const picker = useRef<HTMLInputElement>(null);
  const snap = useUploadSnapshot();
  const lastDone = useRef(snap.done);
  const refreshLater = useEffectEvent(() => refresh());
  useEffect(() => {
    if (snap.done > lastDone.current) {
      const h = setTimeout(refreshLater, 400);
      lastDone.current = snap.done;
      return () => clearTimeout(h);
    }
    lastDone.current = snap.done;
  }, [snap.done]);

  const pickerInput = (
    <input
      ref={picker}
      type="file"
      multiple
      hidden
      data-testid="upload-input"
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        if (files.length) void uploads.pick(files);
      }}
    />
  );
  return { ...uploads, pickerInput, openPicker: () => picker.current?.click() };
}
