import type { Config } from '../../config';

// Our service provider's addresses for an enterprise (docs/sso.md "Service provider"): the
// public address (PUBLIC_URL), falling back as mail links do (mail/mailer.ts appLink).

export function baseUrl(config: Config): string {
  return config.publicUrl || `http://localhost:${config.port}`;
}

export function spUrls(config: Config, enterpriseId: string) {
  const root = `${baseUrl(config)}/public/sso/${encodeURIComponent(enterpriseId)}`;
  return {
    spEntityId: `${root}/metadata`,
    metadataUrl: `${root}/metadata`,
    acsUrl: `${root}/acs`,
    sloUrl: `${root}/slo`,
    startUrl: `${root}/login`,
  };
}

/** A page of the web app (hash route) on our public address. */
export const appPage = (config: Config, hashPath: string) => `${baseUrl(config)}/#${hashPath}`;
