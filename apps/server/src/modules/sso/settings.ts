import { and, eq, isNull } from 'drizzle-orm';
import type { SsoSaveInput } from '@trestle/shared/sso-schemas';
import type { SsoSettings, SsoSettingsView } from '@trestle/shared/sso-responses';
import type { DbOrTx } from '../../db/client';
import { changedFields, describeOperation } from '../../db/operation';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { roles } from '../roles';
import { departments } from '../staff';
import { assertCurrent, certificatesOfUpload, makeSpKeyPair, normalizePem, summarize } from './certs';
import { spUrls } from './identifiers';
import { parseMetadata } from './metadata';
import { ssoSettings } from './tables';

// The enterprise's single sign-on settings (docs/sso.md "Settings"): read, save, delete, and the
// metadata import that fills the form. Enterprise managers only (routes.ts checks).

export type SsoRow = typeof ssoSettings.$inferSelect;

export async function settingsRow(db: DbOrTx, enterpriseId: string): Promise<SsoRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.enterpriseId, enterpriseId));
  return row;
}

function safeSummary(pem: string) {
  try {
    return summarize(pem);
  } catch {
    return null;
  }
}

function view(row: SsoRow): SsoSettingsView {
  return {
    buttonName: row.buttonName,
    loginUrl: row.loginUrl,
    idpEntityId: row.idpEntityId,
    certFileName: row.certFileName,
    certificates: row.idpCerts.map(safeSummary).filter((s) => s !== null),
    signatureAlgorithm: row.signatureAlgorithm as SsoSettingsView['signatureAlgorithm'],
    allowSha1: row.allowSha1,
    allowIdpInitiated: row.allowIdpInitiated,
    clockSkewSeconds: row.clockSkewSeconds,
    jitMode: row.jitMode as SsoSettingsView['jitMode'],
    jitDepartmentId: row.jitDepartmentId,
    jitRoleId: row.jitRoleId,
    attrEmail: row.attrEmail,
    attrName: row.attrName,
    attrDepartment: row.attrDepartment,
    sloUrl: row.sloUrl,
    enforceSso: row.enforceSso,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function answer(deps: Deps, enterpriseId: string, row: SsoRow | undefined): SsoSettings {
  const urls = spUrls(deps.config, enterpriseId);
  return {
    settings: row ? view(row) : null,
    spEntityId: urls.spEntityId,
    acsUrl: urls.acsUrl,
    sloUrl: urls.sloUrl,
    metadataUrl: urls.metadataUrl,
    spCertificate: row ? safeSummary(row.spCertificate) : null,
  };
}

export async function getSettings(deps: Deps, enterpriseId: string): Promise<SsoSettings> {
  return answer(deps, enterpriseId, await settingsRow(deps.db, enterpriseId));
}

/** The IdP certificates a save ends with: the uploaded file's, else the imported ones, else the stored ones. */
function certificatesOf(v: SsoSaveInput, was: SsoRow | undefined, now: Date): { pems: string[]; fileName: string | null } {
  let pems: string[];
  let fileName = was?.certFileName ?? null;
  if (v.certificate) {
    pems = certificatesOfUpload(v.certificate.fileName, Buffer.from(v.certificate.contentBase64, 'base64'));
    fileName = v.certificate.fileName;
  } else if (v.certificates?.length) {
    pems = v.certificates.map((c) => {
      const pem = normalizePem(c);
      if (!pem) throw Errors.badInput('sso.notCertificate');
      return pem;
    });
    fileName = null;
  } else if (was) {
    return { pems: was.idpCerts, fileName };
  } else {
    throw Errors.badInput('sso.certificateRequired');
  }
  // During a rollover metadata may list the old certificate beside the new one: refused only
  // when none is current.
  const current = pems.filter((p) => {
    try {
      assertCurrent(p, now);
      return true;
    } catch {
      return false;
    }
  });
  if (!current.length) assertCurrent(pems[0], now);
  return { pems: current, fileName };
}

async function assertJitTargets(tx: DbOrTx, enterpriseId: string, v: SsoSaveInput) {
  if (v.jitDepartmentId) {
    const [d] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, v.jitDepartmentId), eq(departments.enterpriseId, enterpriseId)));
    if (!d) throw Errors.badInput('sso.departmentUnknown');
  }
  if (v.jitRoleId) {
    const [r] = await tx
      .select({ id: roles.id, builtIn: roles.builtIn })
      .from(roles)
      .where(and(eq(roles.id, v.jitRoleId), eq(roles.enterpriseId, enterpriseId), isNull(roles.projectId)));
    // A sign-in never makes an enterprise manager.
    if (!r || r.builtIn === 'enterprise_manager') throw Errors.badInput('sso.roleUnknown');
  }
}

/** What the log shows of the settings: no key material, only the certificates' fingerprints. */
function logged(row: Partial<SsoRow>) {
  const { spPrivateKey: _k, spCertificate: _c, idpCerts, updatedAt: _u, updatedBy: _b, ...rest } = row;
  return { ...rest, ...(idpCerts ? { idpCertificates: idpCerts.map((p) => safeSummary(p)?.fingerprint256 ?? '?') } : {}) };
}

export async function saveSettings(deps: Deps, actor: Actor, enterpriseId: string, v: SsoSaveInput): Promise<{ answer: SsoSettings; added: boolean }> {
  if (v.signatureAlgorithm === 'rsa-sha1' && !v.allowSha1) throw Errors.badInput('sso.sha1NotAllowed');
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [was] = await tx.select().from(ssoSettings).where(eq(ssoSettings.enterpriseId, enterpriseId)).for('update');
    const certs = certificatesOf(v, was, now);
    await assertJitTargets(tx, enterpriseId, v);
    const fields = {
      buttonName: v.buttonName,
      loginUrl: v.loginUrl,
      idpEntityId: v.idpEntityId === undefined ? (was?.idpEntityId ?? null) : v.idpEntityId || null,
      idpCerts: certs.pems,
      certFileName: certs.fileName,
      signatureAlgorithm: v.signatureAlgorithm,
      allowSha1: v.allowSha1,
      allowIdpInitiated: v.allowIdpInitiated,
      clockSkewSeconds: v.clockSkewSeconds,
      jitMode: v.jitMode,
      jitDepartmentId: v.jitDepartmentId || null,
      jitRoleId: v.jitRoleId || null,
      attrEmail: v.attrEmail || null,
      attrName: v.attrName || null,
      attrDepartment: v.attrDepartment || null,
      sloUrl: v.sloUrl || null,
      enforceSso: v.enforceSso,
      enabled: v.enabled,
      updatedAt: now,
      updatedBy: actor.userId,
    };
    if (was) {
      describeOperation({ targetId: enterpriseId, targetName: v.buttonName, ...changedFields(logged(was), logged(fields)) });
      const [saved] = await tx.update(ssoSettings).set(fields).where(eq(ssoSettings.enterpriseId, enterpriseId)).returning();
      return { saved, added: false };
    }
    const sp = makeSpKeyPair(spUrls(deps.config, enterpriseId).spEntityId, now);
    describeOperation({ targetId: enterpriseId, targetName: v.buttonName, after: logged(fields) });
    const [saved] = await tx
      .insert(ssoSettings)
      .values({ enterpriseId, ...fields, spPrivateKey: sp.privateKey, spCertificate: sp.certificate })
      .returning();
    return { saved, added: true };
  });
  return { answer: answer(deps, enterpriseId, row.saved), added: row.added };
}

export async function deleteSettings(deps: Deps, enterpriseId: string) {
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(ssoSettings).where(eq(ssoSettings.enterpriseId, enterpriseId)).returning();
    if (!gone) throw Errors.notFound();
    describeOperation({ targetId: enterpriseId, targetName: gone.buttonName, before: logged(gone) });
  });
  return null;
}

export { parseMetadata };
