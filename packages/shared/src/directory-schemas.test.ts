import { describe, expect, it } from 'vitest';
import { directorySaveBody, filterProblem, isDn, isLdapUrl } from './directory-schemas';

// The directory settings' syntax rules, shared by the server and the settings form.

describe('directory settings syntax', () => {
  it('accepts ldaps and ldap addresses of a host and port only', () => {
    for (const ok of ['ldaps://dc1.corp.example:636', 'ldap://127.0.0.1:389', 'ldaps://[::1]:636', 'ldaps://dir.example/'])
      expect(isLdapUrl(ok), ok).toBe(true);
    for (const bad of ['http://x', 'ldaps://', 'ldaps://x:0', 'ldaps://x:70000', 'ldaps://x/dc=example', 'ldaps://x y'])
      expect(isLdapUrl(bad), bad).toBe(false);
  });

  it('reads distinguished names by RFC 4514, escapes included', () => {
    for (const ok of ['cn=trestle,ou=services,dc=example,dc=org', 'CN=Smith\\, John,OU=Users,DC=corp', 'cn=a+uid=b,dc=x', '2.5.4.3=x'])
      expect(isDn(ok), ok).toBe(true);
    for (const bad of ['', 'not a dn', 'cn=,dc=x', 'cn=x,,dc=y', '=x']) expect(isDn(bad), bad).toBe(false);
  });

  it('wants one parenthesised filter with {login}', () => {
    expect(filterProblem('(uid={login})')).toBeNull();
    expect(filterProblem('(&(objectClass=person)(|(uid={login})(mail={login})))')).toBeNull();
    expect(filterProblem('(uid=alice)')).toBe('directory.filterLogin');
    expect(filterProblem('uid={login}')).toBe('directory.filterSyntax');
    expect(filterProblem('(uid={login}))(')).toBe('directory.filterSyntax');
    expect(filterProblem('(uid={login})(cn=x)')).toBe('directory.filterSyntax');
  });

  it('refuses plain ldap:// without StartTLS and JIT creation without its department and role', () => {
    const base = { url: 'ldap://dir:389', bindDn: 'cn=s,dc=x', userBaseDn: 'dc=x' };
    expect(directorySaveBody.safeParse(base).error?.issues[0].message).toBe('directory.plainRefused');
    expect(directorySaveBody.safeParse({ ...base, startTls: true }).success).toBe(true);
    expect(directorySaveBody.safeParse({ ...base, startTls: true, jitMode: 'create' }).error?.issues[0].message).toBe('directory.jitNeeds');
  });
});
