import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

/**
 * A self-signed X.509 certificate for `localhost` and 127.0.0.1, made with node:crypto alone.
 *
 * node:crypto can make keys and sign bytes but has no certificate builder, so the certificate's DER is
 * written here by hand: a minimal v3 TBSCertificate (RFC 5280 section 4.1) with a subjectAltName extension,
 * signed with ECDSA P-256 / SHA-256. Enough for a TLS server in a test, nothing more.
 */
export interface SelfSignedCertificate {
  /** PEM certificate, for `https.createServer({ cert })` and as the CA a client must trust. */
  cert: string;
  /** PEM PKCS#8 private key, for `https.createServer({ key })`. */
  key: string;
}

export function createSelfSignedCertificate(commonName = 'localhost'): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8String(commonName))));
  const now = Date.now();
  const subjectAltName = sequence(
    tagged(0x82, Buffer.from('localhost', 'ascii')), // dNSName
    tagged(0x87, Buffer.from([127, 0, 0, 1])), // iPAddress
  );
  const extensions = sequence(sequence(oid('2.5.29.17'), tagged(0x04, subjectAltName)));
  const tbsCertificate = sequence(
    tagged(0xa0, integer(Buffer.from([2]))), // version v3
    integer(Buffer.concat([Buffer.from([1]), randomBytes(8)])), // positive serial number
    ecdsaWithSha256,
    name, // issuer = subject: self-signed
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
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
