import { translate, type Lang } from '@trestle/shared';
import type { DirectoryTestBody } from '@trestle/shared/directory-schemas';
import { DIRECTORY_TEST_STEPS, type DirectoryTestResult, type DirectoryTestStep } from '@trestle/shared/directory-responses';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { DirectoryFailure, DirectorySession, hostOf, mappedRole, type DirectoryTarget } from './ldap';
import { settingsRow, targetOf, targetOfInput } from './settings';

// The settings test (docs/directory.md "Testing the settings"): connect, StartTLS, the service
// bind and a search, each step reported with what to fix, so an administrator can get a
// configuration right before users depend on it. A failure is an answer (ok false), never an error.

type Step = DirectoryTestResult['steps'][number];

function failureMessage(f: DirectoryFailure, target: DirectoryTarget, lang: Lang): string {
  const host = hostOf(target.url);
  const detail = f.detail.slice(0, 200);
  if (f.kind === 'timeout') return translate('directory.step.timeout', lang, { host, ms: target.timeoutMs });
  if (f.kind === 'tls') return translate('directory.step.tlsFailed', lang, { host, detail });
  if (f.step === 'connect' || f.kind === 'unreachable') return translate('directory.step.connectFailed', lang, { host, detail });
  if (f.step === 'bind') return translate('directory.step.bindFailed', lang, { detail });
  return translate('directory.step.searchFailed', lang, { detail });
}

function okMessage(step: DirectoryTestStep, target: DirectoryTarget, lang: Lang): string {
  const host = hostOf(target.url);
  if (step === 'connect')
    return `${translate('directory.step.connectOk', lang, { host })}${target.startTls ? '' : `. ${translate('directory.step.tlsOk', lang)}`}`;
  if (step === 'starttls') return translate('directory.step.starttlsOk', lang);
  if (step === 'bind') return translate('directory.step.bindOk', lang);
  return translate('directory.step.baseOk', lang, { base: target.userBaseDn });
}

/** The steps a target goes through: StartTLS only on ldap://. */
const stepsOf = (target: DirectoryTarget) => DIRECTORY_TEST_STEPS.filter((s) => s !== 'starttls' || !target.url.toLowerCase().startsWith('ldaps://'));

export async function testSettings(deps: Deps, enterpriseId: string, input: DirectoryTestBody, lang: Lang): Promise<DirectoryTestResult> {
  const saved = await settingsRow(deps.db, enterpriseId);
  if (!input.settings && !saved) throw Errors.badInput('directory.notConfigured');
  const target = input.settings ? targetOfInput(deps.config, input.settings, saved) : targetOf(deps.config, saved!);
  if (!target.bindPassword) throw Errors.badInput('directory.bindPasswordRequired');
  const steps: Step[] = [];
  let user: DirectoryTestResult['user'];
  let session: DirectorySession | undefined;
  const passed = (s: DirectorySession) => {
    for (const d of s.done) if (!steps.some((x) => x.step === d.step)) steps.push({ step: d.step, ok: true, message: okMessage(d.step, target, lang) });
  };
  try {
    session = await DirectorySession.open(target);
    await session.bindService();
    passed(session);
    const login = input.loginName?.trim();
    if (!login) {
      await session.readBase();
      steps.push({ step: 'search', ok: true, message: okMessage('search', target, lang) });
    } else {
      const found = await session.findUsers(login);
      if (found.length === 1) {
        const p = await session.profile(found[0]);
        user = { ...p, roleId: mappedRole(target.groupMappings, p.groups) };
        steps.push({ step: 'search', ok: true, message: translate('directory.step.searchOk', lang, { dn: p.dn }) });
      } else if (found.length === 0) {
        steps.push({ step: 'search', ok: false, message: translate('directory.step.searchNone', lang, { base: target.userBaseDn, login }) });
      } else {
        steps.push({ step: 'search', ok: false, message: translate('directory.step.searchMany', lang, { count: found.length, login }) });
      }
    }
  } catch (err) {
    if (!(err instanceof DirectoryFailure)) throw err;
    if (session) passed(session);
    // A StartTLS failure comes from opening the session: the connection itself was made.
    if (err.step === 'starttls') steps.push({ step: 'connect', ok: true, message: okMessage('connect', target, lang) });
    steps.push({ step: err.step, ok: false, message: failureMessage(err, target, lang) });
  } finally {
    await session?.close();
  }
  // The steps not reached, so the form shows the whole path.
  for (const s of stepsOf(target)) {
    if (!steps.some((x) => x.step === s)) steps.push({ step: s, ok: false, message: translate('directory.step.skipped', lang) });
  }
  steps.sort((a, b) => DIRECTORY_TEST_STEPS.indexOf(a.step) - DIRECTORY_TEST_STEPS.indexOf(b.step));
  return { ok: steps.every((s) => s.ok), steps, ...(user ? { user } : {}) };
}
