import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** A digest computed chunk by chunk while a body streams past. */
export interface StreamingHash {
  update(chunk: Uint8Array): void;
  /** Lower-case hex. Call once, after the last chunk. */
  digestHex(): string;
}

/** The outcome of {@link createStreamingHash}. */
export type StreamingHashResult =
  | { ok: true; hash: StreamingHash; hexLength: number }
  | { ok: false; reason: string };

/**
 * DDEX HashSumAlgorithmType names (AVS: CRC32, MD5, RMD160, SHA1, SHA2, SHA-224, SHA-256, SHA3, SHA-384,
 * SHA-512, …) and common spellings, compared without case, '-', '_' or spaces, mapped to a Node algorithm
 * and the hex length of its digest.
 */
// Deliberately alike row for row: a table, one algorithm name a line.
const ALGORITHMS: ReadonlyMap<string, { node: string; hexLength: number }> = new Map([
  ['MD5', { node: 'md5', hexLength: 32 }],
  ['SHA1', { node: 'sha1', hexLength: 40 }],
  ['SHA224', { node: 'sha224', hexLength: 56 }],
  ['SHA256', { node: 'sha256', hexLength: 64 }],
  ['SHA384', { node: 'sha384', hexLength: 96 }],
  ['SHA512', { node: 'sha512', hexLength: 128 }],
  ['SHA3224', { node: 'sha3-224', hexLength: 56 }],
  ['SHA3256', { node: 'sha3-256', hexLength: 64 }],
  ['SHA3384', { node: 'sha3-384', hexLength: 96 }],
  ['SHA3512', { node: 'sha3-512', hexLength: 128 }],
  ['RMD160', { node: 'ripemd160', hexLength: 40 }],
  ['RIPEMD160', { node: 'ripemd160', hexLength: 40 }],
  ['CRC32', { node: 'crc32', hexLength: 8 }],
]);

/**
 * DDEX `SHA2` and `SHA3` name a family, not a digest size (ERN 4 may say the size in `HashSum/Version`,
 * which is not read); the length of the declared value picks the member.
 */
const FAMILIES: ReadonlyMap<string, string> = new Map([['SHA2', 'SHA'], ['SHA3', 'SHA3']]);
const FAMILY_SIZES: ReadonlyMap<number, string> = new Map([[56, '224'], [64, '256'], [96, '384'], [128, '512']]);

const SUPPORTED =
  'MD5, SHA1, SHA-224, SHA-256, SHA-384, SHA-512, SHA3-224 … SHA3-512, RMD160, CRC32, '
  + 'and SHA2 or SHA3 with a declared value whose length gives the digest size';

/**
 * Starts a digest for a DDEX HashSum algorithm name (case-insensitive, `SHA256` = `SHA-256` = `sha_256`).
 * An algorithm this Node cannot compute is a value with a reason, not an exception.
 *
 * @param expectedHex the declared HashSum value, used only to pick the size of `SHA2` / `SHA3`.
 */
export function createStreamingHash(algorithm: string, expectedHex?: string): StreamingHashResult {
  const key = normaliseAlgorithm(algorithm, expectedHex);
  const known = key === undefined ? undefined : ALGORITHMS.get(key);
  const unsupported = {
    ok: false as const,
    reason: `hash algorithm ${JSON.stringify(algorithm.slice(0, 40))} is not supported; supported: ${SUPPORTED}`,
  };
  if (known === undefined) return unsupported;
  if (known.node === 'crc32') return { ok: true, hash: crc32Hash(), hexLength: known.hexLength };
  try {
    const hash = createHash(known.node);
    return {
      ok: true,
      hash: { update: (chunk) => hash.update(chunk), digestHex: () => hash.digest('hex') },
      hexLength: known.hexLength,
    };
  } catch {
    // e.g. MD5 under an OpenSSL FIPS configuration
    return unsupported;
  }
}

/** Whether {@link createStreamingHash} can compute this algorithm (with this declared value, for SHA2/SHA3). */
export function isSupportedHashAlgorithm(algorithm: string, expectedHex?: string): boolean {
  return createStreamingHash(algorithm, expectedHex).ok;
}

function normaliseAlgorithm(algorithm: string, expectedHex: string | undefined): string | undefined {
  const key = algorithm.replace(/[\s_-]/g, '').toUpperCase();
  const family = FAMILIES.get(key);
  if (family === undefined) return key;
  const size = expectedHex === undefined ? undefined : FAMILY_SIZES.get(expectedHex.trim().length);
  return size === undefined ? undefined : `${family}${size}`;
}

function crc32Hash(): StreamingHash {
  let value = 0;
  return {
    update: (chunk) => {
      value = crc32(chunk, value);
    },
    digestHex: () => value.toString(16).padStart(8, '0'),
  };
}
