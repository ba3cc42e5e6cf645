import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A real OpenLDAP server (Debian's slapd) on loopback for the directory sign-in tests: a temp
// dir with a generated slapd.conf (mdb backend, suffix dc=example,dc=org), a CA and a server
// certificate made with openssl (the tests trust the CA), seeded through slapadd, serving
// ldap:// (with StartTLS) and ldaps:// on free loopback ports. One per test file.

export const SLAPD_SUFFIX = 'dc=example,dc=org';
export const SLAPD_SERVICE = { dn: 'cn=trestle,ou=services,dc=example,dc=org', password: 'service-secret' };
export const SLAPD_PEOPLE = 'ou=people,dc=example,dc=org';
export const SLAPD_GROUPS = 'ou=groups,dc=example,dc=org';
/** Directory passwords of the seeded people. */
export const SLAPD_PASSWORDS = { alice: 'alice-pass', bob: 'bob-pass', dave: 'dave-pass', erin: 'erin-pass', frank: 'frank-pass' };

export interface Slapd {
  ldapUrl: string;
  ldapsUrl: string;
  /** The PEM of the CA that signed the server's certificate. */
  caPem: string;
  /** The PEM of another CA, which did not sign it (the wrong-CA case). */
  otherCaPem: string;
  stop(): Promise<void>;
}

const SEED = `dn: ${SLAPD_SUFFIX}
objectClass: dcObject
objectClass: organization
dc: example
o: Example

dn: ou=services,${SLAPD_SUFFIX}
objectClass: organizationalUnit
ou: services

dn: ${SLAPD_SERVICE.dn}
objectClass: person
cn: trestle
sn: service
userPassword: ${SLAPD_SERVICE.password}

dn: ${SLAPD_PEOPLE}
objectClass: organizationalUnit
ou: people

dn: uid=alice,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: alice
cn: Alice Liddell
sn: Liddell
displayName: Alice L.
mail: alice@dir.example.org
departmentNumber: Design
userPassword: ${SLAPD_PASSWORDS.alice}

dn: uid=bob,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: bob
cn: Bob Builder
sn: Builder
mail: bob@dir.example.org
departmentNumber: Site
userPassword: ${SLAPD_PASSWORDS.bob}

dn: uid=carol,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: carol
cn: Carol Locked
sn: Locked
mail: carol@dir.example.org

dn: uid=dave,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: dave
cn: Dave One
sn: One
mail: shared@dir.example.org
userPassword: ${SLAPD_PASSWORDS.dave}

dn: uid=dave2,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: dave2
cn: Dave Two
sn: Two
mail: shared@dir.example.org
userPassword: ${SLAPD_PASSWORDS.dave}

dn: uid=erin,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: erin
cn: Erin Nomail
sn: Nomail
userPassword: ${SLAPD_PASSWORDS.erin}

dn: uid=frank,${SLAPD_PEOPLE}
objectClass: inetOrgPerson
uid: frank
cn: Frank Manager
sn: Manager
mail: emanager@demo.trestle.local
userPassword: ${SLAPD_PASSWORDS.frank}

dn: ${SLAPD_GROUPS}
objectClass: organizationalUnit
ou: groups

dn: cn=engineers,${SLAPD_GROUPS}
objectClass: groupOfNames
cn: engineers
member: uid=bob,${SLAPD_PEOPLE}
member: uid=frank,${SLAPD_PEOPLE}

dn: cn=managers,${SLAPD_GROUPS}
objectClass: groupOfNames
cn: managers
member: uid=dave,${SLAPD_PEOPLE}
`;

/** A loopback port nothing listens on at the moment (the OS picks it). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const p = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return p;
}

function makeCa(dir: string, name: string) {
  const key = path.join(dir, `${name}.key`);
  const pem = path.join(dir, `${name}.pem`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', pem, '-days', '2', '-subj', `/CN=${name}`],
    { stdio: 'ignore' },
  );
  return { key, pem };
}

function makeServerCert(dir: string, ca: { key: string; pem: string }) {
  const key = path.join(dir, 'server.key');
  const csr = path.join(dir, 'server.csr');
  const pem = path.join(dir, 'server.pem');
  const ext = path.join(dir, 'server.ext');
  writeFileSync(ext, 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  execFileSync(
    'openssl',
    ['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', csr, '-subj', '/CN=localhost'],
    { stdio: 'ignore' },
  );
  execFileSync('openssl', ['x509', '-req', '-in', csr, '-CA', ca.pem, '-CAkey', ca.key, '-CAcreateserial', '-out', pem, '-days', '2', '-extfile', ext], {
    stdio: 'ignore',
  });
  return { key, pem };
}

/** Resolves once the port accepts a connection; polls until `deadline` (slapd opens its listeners after reading the database). */
async function waitForPort(port: number, child: ChildProcess, output: () => string, deadlineMs = 20_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}): ${output()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`slapd did not listen on ${port}: ${output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function startSlapd(): Promise<Slapd> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-slapd-'));
  const db = path.join(dir, 'db');
  mkdirSync(db);
  const ca = makeCa(dir, 'ca');
  const other = makeCa(dir, 'other-ca');
  const cert = makeServerCert(dir, ca);
  const conf = path.join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      `argsfile ${path.join(dir, 'slapd.args')}`,
      `TLSCACertificateFile ${ca.pem}`,
      `TLSCertificateFile ${cert.pem}`,
      `TLSCertificateKeyFile ${cert.key}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${SLAPD_SUFFIX}"`,
      `rootdn "cn=admin,${SLAPD_SUFFIX}"`,
      'rootpw admin-secret',
      `directory ${db}`,
      // Passwords are only compared by a bind; signed-in callers read the rest.
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  const ldif = path.join(dir, 'seed.ldif');
  writeFileSync(ldif, SEED);
  execFileSync('/usr/sbin/slapadd', ['-f', conf, '-l', ldif], { stdio: 'pipe' });
  const [ldapPort, ldapsPort] = [await freePort(), await freePort()];
  let output = '';
  // -d 0 keeps slapd in the foreground (a child we can stop), logging nothing but fatal errors.
  const child = spawn('/usr/sbin/slapd', ['-f', conf, '-h', `ldap://127.0.0.1:${ldapPort}/ ldaps://127.0.0.1:${ldapsPort}/`, '-d', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  try {
    await waitForPort(ldapPort, child, () => output);
    await waitForPort(ldapsPort, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    ldapUrl: `ldap://127.0.0.1:${ldapPort}`,
    ldapsUrl: `ldaps://127.0.0.1:${ldapsPort}`,
    caPem: readFileSync(ca.pem, 'utf8'),
    otherCaPem: readFileSync(other.pem, 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
