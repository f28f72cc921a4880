/**
 * A self-signed certificate for the suite's own HTTPS servers (fixture server and webhook receiver), made
 * with node:crypto alone, and written as PEM files for `--tls-self-signed`: the certificate file is the CA
 * the implementation under test must be told to trust.
 *
 * node:crypto can make keys and sign bytes but has no certificate builder, so the certificate's DER is
 * written here by hand: a minimal v3 TBSCertificate (RFC 5280 section 4.1) with a subjectAltName extension,
 * signed with ECDSA P-256 / SHA-256. The certificate is its own issuer, so a client that trusts it as a CA
 * (OpenSSL, Node, Go, Java) accepts it as the server's certificate.
 */
import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

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

/**
 * A certificate valid for one day for `localhost`, 127.0.0.1, ::1 and `commonName` (as a DNS name or an IP
 * address), with a fresh P-256 key.
 */
export function createSelfSignedCertificate(commonName = 'localhost'): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8String(commonName))));
  // The real time on purpose: TLS peers check the validity window against their own wall clock.
  const now = Date.now();
  const extensions = sequence(sequence(oid('2.5.29.17'), tagged(0x04, subjectAltName(commonName))));
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

function subjectAltName(commonName: string): Buffer {
  const dnsNames = new Set(['localhost']);
  const ipAddresses = new Set(['127.0.0.1', '::1']);
  if (isIP(commonName) === 0) dnsNames.add(commonName.toLowerCase());
  else ipAddresses.add(commonName);
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

function tagged(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]), content]);
}

function sequence(...items: Buffer[]): Buffer {
  return tagged(0x30, Buffer.concat(items));
}

function set(...items: Buffer[]): Buffer {
  return tagged(0x31, Buffer.concat(items));
}

function integer(bigEndian: Buffer): Buffer {
  return tagged(0x02, bigEndian);
}

function utf8String(text: string): Buffer {
  return tagged(0x0c, Buffer.from(text, 'utf8'));
}

function bitString(bytes: Buffer): Buffer {
  return tagged(0x03, Buffer.concat([Buffer.from([0]), bytes])); // 0 unused bits
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2025-01-02T03:04:05.678Z → 250102030405Z
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tagged(0x17, Buffer.from(text, 'ascii'));
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      base128.unshift(0x80 | (value % 128));
    }
    bytes.push(...base128);
  }
  return tagged(0x06, Buffer.from(bytes));
}
