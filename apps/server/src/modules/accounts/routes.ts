import type { FastifyInstance } from 'fastify';
import {
  changePasswordBody,
  configTimeBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  saveLangBody,
  setPasswordBody,
  updateUserBody,
} from '@trestle/shared';
import type { Deps } from '../../http/context';
import { withMsg } from '../../http/envelope';
import { AppError, Errors } from '../../http/errors';
import { defineRoute } from '../../http/route';
import * as accounts from './service';
import { accountUser, configTime, currentUser, signIn } from '@trestle/shared/account-responses';
import { noData } from '@trestle/shared/common-responses';

export function accountRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/user/login',
    access: { kind: 'public' },
    summary: 'Sign in with login name and password',
    input: loginBody,
    output: signIn,
    handler: (ctx, input) => accounts.login(ctx.deps, input, ctx.ip),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/user/register',
    access: { kind: 'public' },
    summary: 'Create an individual account (when registration is allowed)',
    input: registerBody,
    output: accountUser,
    handler: async (ctx, input) => withMsg(await accounts.register(ctx.deps, input, ctx.lang, ctx.ip), 'auth.registered'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/user/forgot-password',
    access: { kind: 'public' },
    summary: 'Mail a set-password link',
    input: forgotPasswordBody,
    output: noData,
    handler: async (ctx, input) => {
      try {
        await accounts.forgotPassword(ctx.deps, input.loginName, ctx.lang, ctx.ip);
      } catch (err) {
        if (err instanceof AppError && err.status === 503) ctx.req.log.error({ err: err.cause, reqId: ctx.req.id }, 'set-password mail not sent');
        throw err;
      }
      return withMsg(null, 'auth.resetMailSent');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/user/set-password',
    access: { kind: 'public' },
    summary: 'Set a password from a mailed code',
    input: setPasswordBody,
    output: noData,
    handler: (ctx, input) => accounts.setPasswordFromCode(ctx.deps, input.code, input.password),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/logout',
    access: { kind: 'user' },
    summary: 'Sign out; the token stops working at once',
    output: noData,
    handler: (ctx) => accounts.logout(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/get-current-user',
    access: { kind: 'user' },
    summary: 'The signed-in user, flags and enterprises',
    output: currentUser,
    handler: (ctx) => accounts.currentUser(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/save-lang',
    access: { kind: 'user' },
    summary: 'Save the interface language',
    input: saveLangBody,
    output: noData,
    handler: async (ctx, input) => {
      // userId is sent by the spec's client; a caller may only change their own language.
      if (input.userId && input.userId !== ctx.actor.userId) throw Errors.forbidden();
      await accounts.saveLang(ctx.deps, ctx.actor, input.lang);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/get-user-config-time',
    access: { kind: 'user' },
    summary: 'The auto-logout setting',
    output: configTime,
    handler: (ctx) => accounts.getConfigTime(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/update-user-config-time',
    access: { kind: 'user' },
    summary: 'Change the auto-logout setting',
    input: configTimeBody,
    output: noData,
    handler: (ctx, input) => accounts.updateConfigTime(ctx.deps, ctx.actor, input.autoLogoutMinutes),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/update',
    access: { kind: 'user' },
    summary: 'Update the own profile',
    input: updateUserBody,
    output: accountUser,
    handler: (ctx, input) => accounts.updateProfile(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/user/change-password',
    access: { kind: 'user' },
    summary: 'Change the own password (old password required)',
    input: changePasswordBody,
    output: noData,
    handler: (ctx, input) => accounts.changePassword(ctx.deps, ctx.actor, input.oldPassword, input.password),
  });
}
