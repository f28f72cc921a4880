/**
 * Certificates for the suite's own HTTPS servers (fixture server and webhook receiver), made with
 * node:crypto alone. node:crypto can make keys and sign bytes but has no certificate builder, so the DER is
 * written here by hand: minimal v3 TBSCertificates (RFC 5280 section 4.1), signed with ECDSA P-256 / SHA-256.
 *
 * What `--tls-self-signed` serves (ca-dir.ts): {@link createCertificateAuthority} makes a CA certificate
 * (basicConstraints CA:true, keyUsage keyCertSign), the file the implementation under test is told to trust,
 * and {@link issueServerCertificate} a one-day server certificate signed by it, with the host names in its
 * subjectAltName. Keeping the two apart satisfies clients that refuse a certificate that is both CA and
 * server (rustls/webpki), and lets one CA outlive many runs.
 *
 * {@link createSelfSignedCertificate} makes the simpler kind, its own issuer with a subjectAltName, which
 * OpenSSL, Node, Go and Java accept when told to trust it as a CA (tests use it as an untrusted stranger).
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { bitString, boolean, contentStart, elementEnd, integer, namedBits, oid, sequence, set, tagged, time, utcTime, utf8String } from './der.js';

export interface SelfSignedCertificate {
  /** PEM certificate, for `https.createServer({ cert })` and as the CA a client must trust. */
  cert: string;
  /** PEM PKCS#8 private key, for `https.createServer({ key })`. */
  key: string;
}

/** The PEM files {@link writeSelfSignedFiles} wrote, and their contents. */
export interface SelfSignedFiles extends SelfSignedCertificate {
  /** Path of the certificate: the CA file to give the implementation under test. */
  certFile: string;
  /** Path of the private key, readable by its owner only (0600). */
  keyFile: string;
}

const VALID_BEFORE_NOW_MS = 3_600_000; // tolerates a client clock an hour behind
const VALID_AFTER_NOW_MS = 86_400_000; // one day: a certificate is made per run
/** Ten years: a CA kept in a --tls-ca-dir is trusted once by the implementation, then reused run after run. */
export const CA_VALID_AFTER_NOW_MS = 10 * 365 * 86_400_000;

/** A CA certificate and its key, both PEM (PKCS#8 for the key). */
export interface CertificateAuthority {
  cert: string;
  key: string;
}

// RFC 5280 section 4.2.1: the extensions the CA and server certificates carry.
const EXT = {
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
} as const;
const SERVER_AUTH = '1.3.6.1.5.5.7.3.1';
const KEY_USAGE = { digitalSignature: 0x80, keyCertSign: 0x04, cRLSign: 0x02 } as const;

/**
 * A certificate valid for one day around `now` for `localhost`, 127.0.0.1, ::1 and `commonName` (as a DNS name
 * or an IP address), with a fresh P-256 key. `now` is the real time by default, as for the CA and the server
 * certificate: TLS peers check the validity window against their own wall clock.
 */
export function createSelfSignedCertificate(commonName = 'localhost', now = Date.now()): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8String(commonName))));
  const extensions = sequence(sequence(oid('2.5.29.17'), tagged(0x04, subjectAltName([commonName]))));
  const tbsCertificate = sequence(
    tagged(0xa0, integer(Buffer.from([2]))), // version v3
    integer(Buffer.concat([Buffer.from([1]), randomBytes(8)])), // positive serial number
    ecdsaWithSha256,
    name, // issuer = subject: self-signed
    sequence(utcTime(new Date(now - VALID_BEFORE_NOW_MS)), utcTime(new Date(now + VALID_AFTER_NOW_MS))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tagged(0xa3, extensions),
  );
  const signature = sign('sha256', tbsCertificate, privateKey);
  const der = sequence(tbsCertificate, ecdsaWithSha256, bitString(signature));
  const cert = new X509Certificate(der);
  if (!cert.verify(publicKey)) throw new Error('self-signed certificate does not verify');
  return { cert: cert.toString(), key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/**
 * A CA certificate (basicConstraints CA:true, pathLen 0; keyUsage keyCertSign and cRLSign) valid for ten
 * years, with a fresh P-256 key. Its name carries a random suffix, so that two such CAs in one trust store
 * are told apart.
 */
export function createCertificateAuthority(now = Date.now()): CertificateAuthority {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = distinguishedName(`partner-ingest-kit conformance CA ${randomBytes(4).toString('hex')}`);
  const cert = certificate({
    subject: name,
    issuer: name,
    publicKey,
    signingKey: privateKey,
    notBefore: now - VALID_BEFORE_NOW_MS,
    notAfter: now + CA_VALID_AFTER_NOW_MS,
    extensions: [
      extension(EXT.basicConstraints, true, sequence(boolean(true), integer(Buffer.from([0])))),
      extension(EXT.keyUsage, true, namedBits(KEY_USAGE.keyCertSign | KEY_USAGE.cRLSign)),
      extension(EXT.subjectKeyIdentifier, false, tagged(0x04, keyIdentifier(publicKey))),
    ],
  });
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/**
 * A server certificate signed by `ca`, valid for one day, for `localhost`, 127.0.0.1, ::1 and each of
 * `hostNames` (DNS names or IP addresses), with a fresh P-256 key: a leaf (CA:false, keyUsage
 * digitalSignature, extKeyUsage serverAuth), as webpki-based clients require.
 */
export function issueServerCertificate(
  ca: CertificateAuthority,
  hostNames: readonly string[] = [],
  now = Date.now(),
): SelfSignedCertificate {
  const issuer = new X509Certificate(ca.cert);
  const issuerKey = createPrivateKey(ca.key);
  if (!issuer.ca || !issuer.checkPrivateKey(issuerKey)) throw new Error('issueServerCertificate: the CA certificate and key do not belong together');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const cert = certificate({
    subject: distinguishedName(hostNames[0] ?? 'localhost'),
    issuer: issuer.raw.subarray(...issuerNameRange(issuer.raw)),
    publicKey,
    signingKey: issuerKey,
    notBefore: now - VALID_BEFORE_NOW_MS,
    notAfter: Math.min(now + VALID_AFTER_NOW_MS, new Date(issuer.validTo).getTime()),
    extensions: [
      extension(EXT.basicConstraints, true, sequence()),
      extension(EXT.keyUsage, true, namedBits(KEY_USAGE.digitalSignature)),
      extension(EXT.extKeyUsage, false, sequence(oid(SERVER_AUTH))),
      extension(EXT.subjectAltName, false, subjectAltName(hostNames)),
      extension(EXT.authorityKeyIdentifier, false, sequence(tagged(0x80, keyIdentifier(issuer.publicKey)))),
    ],
  });
  if (!new X509Certificate(cert).checkIssued(issuer)) throw new Error('issueServerCertificate: the certificate is not issued by the CA');
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** The parts of a certificate, as {@link certificate} signs them. */
interface CertificateFields {
  subject: Buffer;
  issuer: Buffer;
  publicKey: KeyObject;
  signingKey: KeyObject;
  notBefore: number;
  notAfter: number;
  extensions: Buffer[];
}

/** A v3 certificate (RFC 5280 section 4.1) signed with ECDSA / SHA-256, as PEM; checked with node:crypto. */
function certificate(fields: CertificateFields): string {
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const tbsCertificate = sequence(
    tagged(0xa0, integer(Buffer.from([2]))), // version v3
    integer(Buffer.concat([Buffer.from([1]), randomBytes(8)])), // positive serial number
    ecdsaWithSha256,
    fields.issuer,
    sequence(time(new Date(fields.notBefore)), time(new Date(fields.notAfter))),
    fields.subject,
    fields.publicKey.export({ type: 'spki', format: 'der' }),
    tagged(0xa3, sequence(...fields.extensions)),
  );
  const signature = sign('sha256', tbsCertificate, fields.signingKey);
  const cert = new X509Certificate(sequence(tbsCertificate, ecdsaWithSha256, bitString(signature)));
  return cert.toString();
}

/** The issuer's subject Name, as DER bytes: the TBSCertificate's sixth field, read from the certificate. */
function issuerNameRange(der: Buffer): [number, number] {
  const tbs = contentStart(der, 0); // Certificate → TBSCertificate
  let at = contentStart(der, tbs); // first field of TBSCertificate
  for (let field = 0; field < 5; field++) at = elementEnd(der, at); // version, serial, signature, issuer, validity
  return [at, elementEnd(der, at)];
}

function distinguishedName(commonName: string): Buffer {
  return sequence(set(sequence(oid('2.5.4.3'), utf8String(commonName))));
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return sequence(oid(id), ...(critical ? [boolean(true)] : []), tagged(0x04, value));
}

/** RFC 5280 section 4.2.1.2, method (1): the SHA-1 of the public key's bits (the uncompressed EC point). */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')]);
  return createHash('sha1').update(point).digest();
}

/**
 * Makes a certificate with {@link createSelfSignedCertificate} and writes it to `dir` (created if needed)
 * as `cert.pem` and `key.pem`; the key file is replaced, never rewritten in place, so it is 0600 from its
 * first byte even when an older key file had looser permissions.
 */
export function writeSelfSignedFiles(dir: string, commonName = 'localhost'): SelfSignedFiles {
  const { cert, key } = createSelfSignedCertificate(commonName);
  mkdirSync(dir, { recursive: true });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, cert, { mode: 0o644 });
  rmSync(keyFile, { force: true });
  const fd = openSync(keyFile, 'wx', 0o600);
  try {
    writeSync(fd, key);
  } finally {
    closeSync(fd);
  }
  return { certFile, keyFile, cert, key };
}

function subjectAltName(hostNames: readonly string[]): Buffer {
  const dnsNames = new Set(['localhost']);
  const ipAddresses = new Set(['127.0.0.1', '::1']);
  for (const hostName of hostNames) {
    if (isIP(hostName) === 0) dnsNames.add(hostName.toLowerCase());
    else ipAddresses.add(hostName);
  }
  return sequence(
    ...[...dnsNames].map((dnsName) => tagged(0x82, Buffer.from(dnsName, 'ascii'))),
    ...[...ipAddresses].map((address) => tagged(0x87, ipAddressBytes(address))),
  );
}

function ipAddressBytes(address: string): Buffer {
  if (isIP(address) === 4) return Buffer.from(address.split('.').map(Number));
  // The URL parser writes IPv6 in hex groups only (`::ffff:1.2.3.4` → `::ffff:102:304`); then `::` is
  // expanded to the missing zero groups and the eight 16-bit groups are written big-endian.
  const hex = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = hex.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2));
  return bytes;
}
