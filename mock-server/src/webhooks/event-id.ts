/**
 * Event ids: `evt_` + 26 Crockford base32 characters, ULID-shaped (spec 6.2 shows `evt_` ids): 10 of
 * time, 16 of the store's event sequence. Unique for the life of a store (the sequence is never reused,
 * even across restarts and resets) and reproducible: the same clock and inputs give the same ids.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = `${alphabet[Number(rest % 32n)] ?? '0'}${out}`;
    rest /= 32n;
  }
  return out;
}

export function eventId(nowMs: number, seq: number): string {
  return `evt_${base32(BigInt(Math.max(0, Math.floor(nowMs))), 10)}${base32(BigInt(seq), 16)}`;
}
