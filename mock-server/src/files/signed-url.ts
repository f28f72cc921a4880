/**
 * What both kinds of signed file URL share (a single file, presign.ts; a folder, scope.ts): the answer of a
 * check, the form of the expiry and the signature, the expiry taken from the caller's milliseconds, and the
 * `expired` answer (spec 4.1, 8: pre-signed and time-limited). Pure: time comes in as `now`.
 */

export type PresignCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'tampered'; message: string };

export type PresignFailure = Extract<PresignCheck, { ok: false }>;

// Twelve digits reach the year 33658; the bound keeps `expires * 1000` an exact integer.
export const EXPIRES_PATTERN = /^(?:0|[1-9][0-9]{0,11})$/;
const MAX_EXPIRES = 999_999_999_999;
/** A hex HMAC-SHA256. */
export const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;

/**
 * The expiry a URL carries, in Unix seconds, from `expiresAt` in milliseconds (rounded down to a second).
 * @throws RangeError for an expiry that is not a time or too far ahead, or an empty secret: misuse.
 */
export function expiresOf(o: { expiresAt: number; secret: string }): number {
  if (!Number.isFinite(o.expiresAt) || o.expiresAt < 0) {
    throw new RangeError(`Cannot presign: expiresAt must be milliseconds since the Unix epoch, got ${o.expiresAt}.`);
  }
  if (o.secret === '') throw new RangeError('Cannot presign: the secret is empty; pass the secret the files routes use.');
  const expires = Math.floor(o.expiresAt / 1000);
  if (expires > MAX_EXPIRES) throw new RangeError(`Cannot presign: expiresAt ${o.expiresAt} is too far in the future.`);
  return expires;
}

/** `expired` once `now` (milliseconds) reaches `expires` (seconds); `kind` names the URL in the message. */
export function expiredFailure(kind: string, expires: number, now: number): PresignFailure | null {
  if (now < expires * 1000) return null;
  const ago = Math.floor((now - expires * 1000) / 1000);
  return {
    ok: false,
    reason: 'expired',
    message: `This ${kind} expired at ${new Date(expires * 1000).toISOString()} (${ago} s ago). Request a new pre-signed URL.`,
  };
}
