import { useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanName, formatFileSize, nameProblem, shownName } from '@trestle/shared';
import { errorText } from '../../../api/client';
import { useWebConfig } from '../../../app/config';
import { checkFileNames, checkFileSize, type NameCheck } from './api';
import { checkSelection, limitsFrom } from './limits';
import { UPLOAD_DEFAULTS, type UploadInput } from './queue';
import { SameNameModal, type SameNameChoice, type SameNameQuestion } from './SameNameModal';
import { newUuid, uploadQueue } from './store';

/**
 * From chosen files to queued uploads (spec 2 §4, §5): system files skipped, the configured count and
 * size limits, the server's size check, names cleaned and checked, then the same-name question.
 */
/**
 * `canUpdate`: the caller may add versions here (else same names can only be uploaded as new);
 * `mayCover(fileId)`: the caller may cover that file (the default mode's owner rule).
 */
export function useUploadStarter(projectId: string, parentId: string | null, canUpdate = true, mayCover?: (fileId: string) => boolean) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const limits = limitsFrom(useWebConfig());
  const [question, setQuestion] = useState<SameNameQuestion | null>(null);
  const [checking, setChecking] = useState(false);
  const answer = useRef<((c: SameNameChoice, all: boolean) => void) | null>(null);

  const ask = (q: SameNameQuestion) =>
    new Promise<{ choice: SameNameChoice; all: boolean }>((resolve) => {
      answer.current = (choice, all) => resolve({ choice, all });
      setQuestion(q);
    });

  const pick = async (chosen: File[]) => {
    const queue = uploadQueue();
    const { files, problem } = checkSelection(chosen, queue.snapshot().items.length, limits);
    if (problem?.kind === 'count') return void message.warning(t('upload.tooMany', { limit: problem.limit }));
    if (problem?.kind === 'size') return void message.warning(t('upload.tooBig', { name: problem.name, size: formatFileSize(problem.limit) }));
    if (!files.length) return;

    const named: { uuid: string; file: File; name: string }[] = [];
    for (const file of files) {
      const name = cleanName(file.name);
      if (nameProblem(name)) message.warning(t('upload.badName', { name: shownName(file.name) }));
      else named.push({ uuid: newUuid(), file, name });
    }
    if (!named.length) return;

    setChecking(true);
    const checks = new Map<string, NameCheck>();
    try {
      await checkFileSize(
        projectId,
        named.map((n) => n.file.size),
      );
      for (let i = 0; i < named.length; i += UPLOAD_DEFAULTS.batchSize) {
        const part = named.slice(i, i + UPLOAD_DEFAULTS.batchSize);
        const r = await checkFileNames(
          projectId,
          parentId || undefined,
          part.map((n) => ({ uuid: n.uuid, fileName: n.name })),
        );
        // The server echoes each row's uuid (always sent here).
        for (const c of r.fileArr) if (c.uuid) checks.set(c.uuid, c);
      }
    } catch (e) {
      // The server's size check (or name check) refused: its msg as a warning.
      message.warning(errorText(e));
      return;
    } finally {
      setChecking(false);
    }

    const inputs: UploadInput<File>[] = [];
    const sameNames = named.filter((n) => checks.get(n.uuid)?.haveSameName);
    let forAll: SameNameChoice | null = null;
    let asked = 0;
    for (const n of named) {
      const c = checks.get(n.uuid);
      const base = { uuid: n.uuid, source: n.file, name: n.name, projectId, parentId };
      if (!c?.haveSameName) {
        inputs.push({ ...base, uploadType: 'upload' });
        continue;
      }
      asked++;
      let choice: SameNameChoice = forAll ?? { kind: 'cancel' };
      if (!forAll) {
        const r = await ask({
          fileName: n.name,
          isInCabinet: !!c.isInCabinet,
          canCover: !c.projectFileId || (c.canCover ?? (!mayCover || mayCover(c.projectFileId))),
          remaining: sameNames.length - asked,
        });
        choice = r.choice;
        if (r.all) forAll = r.choice;
      }
      if (choice.kind === 'cancel') continue;
      if (choice.kind === 'cover' && c.isInCabinet) {
        message.warning(t('upload.coverInCabinetSkip', { name: n.name }));
        continue;
      }
      if (choice.kind === 'cover' && c.projectFileId && (c.canCover === false || (mayCover && !mayCover(c.projectFileId)))) {
        message.warning(t('upload.coverNotOwnerSkip', { name: n.name }));
        continue;
      }
      if (choice.kind === 'upload') inputs.push({ ...base, uploadType: 'upload' });
      else
        inputs.push({
          ...base,
          uploadType: choice.kind,
          projectFileId: c.projectFileId ?? undefined,
          versionDesc: choice.kind === 'update' ? choice.versionDesc : undefined,
          isInCabinet: c.isInCabinet,
        });
    }
    if (inputs.length) queue.add(inputs);
  };

  const dialog = (
    <SameNameModal
      question={question}
      canUpdate={canUpdate}
      onAnswer={(c, all) => {
        setQuestion(null);
        answer.current?.(c, all);
        answer.current = null;
      }}
    />
  );
  return { pick, checking, dialog };
}
