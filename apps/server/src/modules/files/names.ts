import { cleanName, nameProblem, shownName } from '@trestle/shared';
import { Errors } from '../../http/errors';

/**
 * A file or folder name as the shared rule cleans and checks it (packages/shared names.ts),
 * for every call that names an item: upload (all paths), rename, new folders.
 */
export function checkedName(raw: string): string {
  const name = cleanName(raw);
  const problem = nameProblem(name);
  if (problem === 'required') throw Errors.badInput('file.nameRequired');
  // Quoted with its direction controls made visible, so they cannot reorder the message.
  if (problem === 'forbidden') throw Errors.badInput('file.nameForbidden', { name: shownName(name) });
  if (problem === 'tooLong') throw Errors.badInput('v.tooLong', { max: 200 });
  return name;
}
