import type { FastifyInstance } from 'fastify';
import { directoryEnterpriseBody, directoryLoginBody, directorySaveBody, directoryTestBody } from '@trestle/shared/directory-schemas';
import { signIn } from '@trestle/shared/account-responses';
import { directoryDeleted, directorySettings, directorySettingsOrNone, directoryTestResult } from '@trestle/shared/directory-responses';
import type { Deps } from '../../http/context';
import { withMsg } from '../../http/envelope';
import { defineRoute, type Access } from '../../http/route';
import { requireDirectoryManager } from './access';
import { testSettings } from './check';
import { deleteSettings, getSettings, saveSettings } from './settings';
import { directoryLogin } from './signin';
import { AppError } from '../../http/errors';

// The directory (AD/LDAP) settings calls (docs/directory.md "Calls"): enterprise managers of the
// payload's enterprise (default: the session's); and the public directory sign-in.

const D = '/protected/directory';
const member: Access<'enterprise'> = { kind: 'enterprise' };

/** The directory module's routes: the settings calls, then the sign-in. */
export function directoryRoutes(app: FastifyInstance, deps: Deps) {
  settingsRoutes(app, deps);
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/user/directory-login',
    access: { kind: 'public' },
    summary: "Sign in with the enterprise directory's (AD/LDAP) login name and password; the same answer as /public/user/login",
    input: directoryLoginBody,
    output: signIn,
    log: { action: 'login' },
    handler: async (ctx, input) => {
      try {
        return await directoryLogin(ctx.deps, input, ctx.ip);
      } catch (err) {
        // What the directory said goes to the request log, not to the caller.
        if (err instanceof AppError && err.status === 503) ctx.req.log.warn({ err: err.cause, reqId: ctx.req.id }, 'directory sign-in: directory unavailable');
        throw err;
      }
    },
  });
}

function settingsRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${D}/get-settings`,
    access: member,
    summary: "The enterprise's directory settings without the service password (hasBindPassword), or null; enterprise managers",
    input: directoryEnterpriseBody,
    output: directorySettingsOrNone,
    handler: async (ctx) => {
      requireDirectoryManager(ctx.enterprise);
      return getSettings(ctx.deps.db, ctx.enterprise.enterpriseId);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${D}/save-settings`,
    access: member,
    summary: 'Saves the directory settings whole (bindPassword absent keeps the saved one); ldaps:// or StartTLS only; enterprise managers',
    input: directorySaveBody,
    output: directorySettings,
    handler: async (ctx, input) => {
      requireDirectoryManager(ctx.enterprise);
      return withMsg(await saveSettings(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId, input), 'directory.saved');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${D}/test-settings`,
    access: member,
    summary:
      'Tries the saved (or the given unsaved) settings step by step: connect, StartTLS, service bind, search (loginName: that user); enterprise managers',
    input: directoryTestBody,
    output: directoryTestResult,
    // Tries a connection; changes nothing.
    log: false,
    handler: async (ctx, input) => {
      requireDirectoryManager(ctx.enterprise);
      return testSettings(ctx.deps, ctx.enterprise.enterpriseId, input, ctx.lang);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${D}/delete-settings`,
    access: member,
    summary: "Deletes the enterprise's directory settings (directory sign-in ends); enterprise managers",
    input: directoryEnterpriseBody,
    output: directoryDeleted,
    handler: async (ctx) => {
      requireDirectoryManager(ctx.enterprise);
      return withMsg(await deleteSettings(ctx.deps, ctx.enterprise.enterpriseId), 'directory.deleted');
    },
  });
}
