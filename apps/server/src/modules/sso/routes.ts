import type { FastifyInstance } from 'fastify';
import { noData } from '@trestle/shared/common-responses';
import { signIn } from '@trestle/shared/account-responses';
import { ssoExchangeBody, ssoLoginOptionsBody, ssoMetadataBody, ssoSaveBody } from '@trestle/shared/sso-schemas';
import { ssoLoginOptions, ssoLogout, ssoParsedMetadata, ssoSettings } from '@trestle/shared/sso-responses';
import type { PermissionPair } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { withMsg } from '../../http/envelope';
import { Errors } from '../../http/errors';
import { defineRoute, RAW, type Access, type ScopedCtx } from '../../http/route';
import { requireManager } from '../staff';
import { logout, singleLogout } from './logout';
import { loginOptions } from './policy';
import { deleteSettings, getSettings, parseMetadata, saveSettings, settingsRow } from './settings';
import { consumeAssertion, exchangeCode, loginPage, loginRedirect, SsoRefusal } from './signin';
import { spMetadata } from './sp';

// Single sign-on (docs/sso.md). The JSON calls are the settings (enterprise managers), the
// sign-in page's options, the code exchange and the sign-out; the browser-facing SAML endpoints
// (metadata, login, acs, slo) answer XML or redirects and go through defineRoute as public
// routes too, so the route walk and the never-a-500 checks cover them.

const manager: Access<'enterprise'> = { kind: 'enterprise', need: ['enterprise', 'edit'] satisfies PermissionPair };
const P = '/protected/sso';
const S = '/public/sso/:enterpriseId';

const paramId = (ctx: ScopedCtx) => String((ctx.req.params as { enterpriseId?: unknown }).enterpriseId ?? '');
const formBody = (ctx: ScopedCtx) =>
  ctx.req.body && typeof ctx.req.body === 'object' && !Array.isArray(ctx.req.body) ? (ctx.req.body as Record<string, unknown>) : {};

export function ssoRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-settings`,
    access: manager,
    summary: "The enterprise's SAML settings (null before the first save) and our service provider's entity ID, ACS, SLO and metadata addresses",
    output: ssoSettings,
    handler: (ctx) => {
      requireManager(ctx.enterprise);
      return getSettings(ctx.deps, ctx.enterprise.enterpriseId);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/save-settings`,
    access: manager,
    summary: 'Saves the SAML settings (the certificate file is parsed here); "Added successfully" on the first save',
    input: ssoSaveBody,
    output: ssoSettings,
    handler: async (ctx, input) => {
      requireManager(ctx.enterprise);
      const r = await saveSettings(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId, input);
      return withMsg(r.answer, r.added ? 'sso.added' : 'sso.saved');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/parse-metadata`,
    access: manager,
    log: false,
    summary: "Reads an IdP's SAML metadata (entity ID, HTTP-Redirect sign-on address, logout address, signing certificates); saves nothing",
    input: ssoMetadataBody,
    output: ssoParsedMetadata,
    handler: async (ctx, input) => {
      requireManager(ctx.enterprise);
      return parseMetadata(input.xml);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/delete-settings`,
    access: manager,
    summary: "Removes the enterprise's single sign-on",
    output: noData,
    handler: async (ctx) => {
      requireManager(ctx.enterprise);
      return withMsg(await deleteSettings(ctx.deps, ctx.enterprise.enterpriseId), 'sso.deleted');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/logout`,
    access: { kind: 'user' },
    summary: "Signs out (ends this session); answers the IdP's single logout address with our LogoutRequest when the session came through SSO",
    output: ssoLogout,
    handler: (ctx) => logout(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/sso/login-options',
    access: { kind: 'public' },
    log: false,
    summary: "What /login/:enterpriseId offers: the enterprise's name, its SSO button, directory sign-in, the password form",
    input: ssoLoginOptionsBody,
    output: ssoLoginOptions,
    handler: (ctx, input) => loginOptions(ctx.deps, input.enterpriseId, ctx.lang),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/sso/exchange',
    access: { kind: 'public' },
    log: { action: 'login' },
    summary: "The ACS's one-time code for a session: the sign-in's answer (token, user), once, within 60 s",
    input: ssoExchangeBody,
    output: signIn,
    handler: (ctx, input) => exchangeCode(ctx.deps, input.code, ctx.ip),
  });

  // Browser-facing SAML endpoints.
  defineRoute(app, deps, {
    method: 'GET',
    url: `${S}/metadata`,
    access: { kind: 'public' },
    summary: "Our service provider's SAML metadata (XML download)",
    handler: async (ctx) => {
      const id = paramId(ctx);
      const row = id.length <= 64 ? await settingsRow(ctx.deps.db, id) : undefined;
      if (!row) throw Errors.notFound();
      ctx.reply
        .header('content-type', 'application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="trestle-sp-metadata.xml"`)
        .send(spMetadata(ctx.deps, row));
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: `${S}/login`,
    access: { kind: 'public' },
    summary: 'Starts SP-initiated sign-in: 302 to the IdP with our signed AuthnRequest (RelayState: the local page to land on)',
    handler: async (ctx) => {
      const id = paramId(ctx);
      const query = ctx.req.query as Record<string, unknown>;
      try {
        ctx.reply.redirect(await loginRedirect(ctx.deps, id, query.redirect), 302);
      } catch (err) {
        if (!(err instanceof SsoRefusal)) throw err;
        ctx.reply.redirect(loginPage(id, err.reason), 303);
      }
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${S}/acs`,
    access: { kind: 'public' },
    log: { action: 'login' },
    summary: 'Assertion consumer service (HTTP-POST SAMLResponse): 303 to /#/sso-complete with a one-time code, or to /#/login/:enterpriseId?ssoError=<reason>',
    handler: async (ctx) => {
      ctx.reply.redirect(await consumeAssertion(ctx, paramId(ctx), formBody(ctx)), 303);
      return RAW;
    },
  });
  for (const method of ['GET', 'POST'] as const) {
    defineRoute(app, deps, {
      method,
      url: `${S}/slo`,
      access: { kind: 'public' },
      log: { action: 'logout' },
      summary: "Single logout: the IdP's LogoutRequest (our sessions of that NameID end; answered with our LogoutResponse) or its LogoutResponse to ours",
      handler: async (ctx) => {
        const id = paramId(ctx);
        const original = ctx.req.url.split('?')[1] ?? '';
        try {
          ctx.reply.redirect(await singleLogout(ctx.deps, id, ctx.req.query as Record<string, unknown>, original, formBody(ctx)), 303);
        } catch (err) {
          if (!(err instanceof SsoRefusal)) throw err;
          ctx.req.log.warn({ enterpriseId: id, reason: err.reason, detail: err.detail }, 'single logout refused');
          ctx.reply.redirect(loginPage(id, err.reason), 303);
        }
        return RAW;
      },
    });
  }
}
