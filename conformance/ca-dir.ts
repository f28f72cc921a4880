/**
 * `--tls-self-signed` (with or without `--tls-ca-dir`): the CA an implementation is told to trust, and the
 * certificate the suite's fixture server and webhook receiver serve, issued by it for the run.
 *
 * - With a CA folder, the CA lives there: `ca.pem` (the file to trust) and `ca-key.pem` (0600). The first
 *   run creates them, later runs reuse them, so the implementation can be told to trust `ca.pem` once, before
 *   any run. Each run issues a fresh one-day server certificate naming the hosts the suite is reached by.
 * - Without one, the CA is made for the run and only its certificate is written, to a new temporary folder;
 *   no private key ever touches the disk (the CA's and the server's stay in memory).
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { OptionError } from './option-error.js';
import { closeSync, existsSync, linkSync, mkdirSync, mkdtempSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CertificateAuthority, createCertificateAuthority, issueServerCertificate, type SelfSignedCertificate } from './tls.js';

/** What `--tls-self-signed` serves, and the CA file to trust. */
export interface SelfSignedTls {
  /** The server certificate and key of this run (issued by the CA; in memory only). */
  tls: SelfSignedCertificate;
  /** The CA certificate file the implementation must trust. */
  caFile: string;
  /** SHA-256 fingerprint of the CA certificate (`AB:CD:…`), to compare with what the implementation trusts. */
  fingerprint: string;
  /** true when this run made the CA (always without a CA folder); false when it reused the folder's. */
  created: boolean;
}

export const CA_FILE = 'ca.pem';
export const CA_KEY_FILE = 'ca-key.pem';

/** A CA kept in a folder must outlive the server certificate of a run (one day) by this margin. */
const MIN_REMAINING_MS = 2 * 86_400_000;

/**
 * The CA of `caDir` (created there on first use) or a new one, and a server certificate it issues for
 * `hostNames` (besides localhost, 127.0.0.1 and ::1).
 * @throws Error naming the file and what to do, when the folder holds an unusable CA.
 */
export function prepareSelfSignedTls(options: { caDir?: string; hostNames?: readonly string[]; now?: number }): SelfSignedTls {
  const now = options.now ?? Date.now();
  let ca: CertificateAuthority;
  let caFile: string;
  let created: boolean;
  if (options.caDir === undefined) {
    ca = createCertificateAuthority(now);
    caFile = path.join(mkdtempSync(path.join(tmpdir(), 'ingest-kit-tls-')), CA_FILE);
    writeFileSync(caFile, ca.cert, { mode: 0o644 });
    created = true;
  } else {
    ({ ca, created } = loadOrCreateCa(options.caDir, now));
    caFile = path.resolve(options.caDir, CA_FILE);
  }
  return {
    tls: issueServerCertificate(ca, options.hostNames ?? [], now),
    caFile,
    fingerprint: new X509Certificate(ca.cert).fingerprint256,
    created,
  };
}

/**
 * Reads the CA of `dir`, or creates it. Creation is safe against a concurrent run: each file is written whole
 * under a temporary name and hard-linked into place, which fails when the name exists; the run that loses
 * the race reads the winner's CA.
 */
export function loadOrCreateCa(dir: string, now = Date.now()): { ca: CertificateAuthority; created: boolean } {
  const certFile = path.join(dir, CA_FILE);
  const keyFile = path.join(dir, CA_KEY_FILE);
  const existing = readCa(certFile, keyFile, now);
  if (existing !== null) return { ca: existing, created: false };

  makeFolder(dir);
  const ca = createCertificateAuthority(now);
  const suffix = `.${process.pid}.${Math.floor(now).toString(36)}.tmp`;
  const placed = placeFile(keyFile, keyFile + suffix, ca.key, 0o600) && placeFile(certFile, certFile + suffix, ca.cert, 0o644);
  if (placed) return { ca, created: true };
  // Another run placed its key first: its certificate follows within moments.
  let winner = readCa(certFile, keyFile, now);
  for (let tries = 0; winner === null && tries < 40; tries++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    winner = readCa(certFile, keyFile, now);
  }
  if (winner === null) throw new OptionError(`${dir} holds ${CA_KEY_FILE} without ${CA_FILE}; delete both to make a new CA (and trust the new ${CA_FILE})`);
  return { ca: winner, created: false };
}

/**
 * `dir` and the folders above it that are missing, each 0700. Not Node's recursive mkdir: where a folder cannot be made
 * inside one that exists (ENOENT under /proc), it retries forever at full CPU (issue #30, from a review).
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode: 0o700 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      throw new OptionError(`--tls-ca-dir ${dir}: the folder ${folder} cannot be made (${code ?? String(error)}); give a folder that can`, { cause: error });
    }
  }
}

/** The CA of the two files, null when the certificate file does not exist; throws when it is unusable. */
function readCa(certFile: string, keyFile: string, now: number): CertificateAuthority | null {
  let cert: string;
  try {
    cert = readFileSync(certFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new OptionError(`${certFile} cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
  }
  const fix = `delete ${certFile} and ${keyFile} to make a new CA (and trust the new ${path.basename(certFile)})`;
  let key: string;
  try {
    key = readFileSync(keyFile, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new OptionError(`${keyFile} cannot be read (${code}): the CA's key is needed to issue this run's certificate; ${fix}`, { cause: error });
  }
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new OptionError(`${certFile} is not a PEM certificate; ${fix}`);
  }
  if (!x509.ca) throw new OptionError(`${certFile} is not a CA certificate (basicConstraints CA:true); ${fix}`);
  let matches: boolean;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    matches = false;
  }
  if (!matches) throw new OptionError(`${keyFile} is not the private key of ${certFile}; ${fix}`);
  if (new Date(x509.validTo).getTime() - now < MIN_REMAINING_MS) throw new OptionError(`${certFile} expires ${x509.validTo}; ${fix}`);
  return { cert, key };
}

/** Writes `text` to `temp` (with `mode` from the first byte) and links it to `file`; false when `file` exists. */
function placeFile(file: string, temp: string, text: string, mode: number): boolean {
  const fd = openSync(temp, 'wx', mode);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}
