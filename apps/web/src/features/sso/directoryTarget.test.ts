import { describe, expect, it } from 'vitest';
import type { DirectorySettings } from './api';
import { targetChanged } from './directoryTarget';

const saved = {
  url: 'ldaps://dc1.example.org:636',
  bindDn: 'cn=trestle,ou=services,dc=example,dc=org',
  caCert: null,
  hasBindPassword: true,
} as DirectorySettings;

describe('the saved directory password and a changed target', () => {
  it('keeps the saved password while the address, bind DN and CA are the saved ones', () => {
    expect(targetChanged(saved, { url: ' ldaps://dc1.example.org:636', bindDn: saved.bindDn, caCert: '' })).toBe(false);
  });
  it('asks for it again when any of them changed', () => {
    expect(targetChanged(saved, { url: 'ldaps://evil.example.org:636', bindDn: saved.bindDn, caCert: null })).toBe(true);
    expect(targetChanged(saved, { url: saved.url, bindDn: 'cn=admin,dc=example,dc=org', caCert: null })).toBe(true);
    expect(targetChanged(saved, { url: saved.url, bindDn: saved.bindDn, caCert: '-----BEGIN CERTIFICATE-----x-----END CERTIFICATE-----' })).toBe(true);
  });
});
