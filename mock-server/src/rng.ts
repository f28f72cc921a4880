/**
 * A seeded pseudo-random generator (sfc32): the same seed gives the same sequence, so simulated
 * durations and injected faults are reproducible (`--seed`).
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** A random alphanumeric id of `length` characters (Crockford base32). */
  id(length: number): string;
}

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162 ^ Math.imul(seed, 0xc2b2ae35);
  let d = 1;
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Mix the state before the first output.
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    id: (length) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
}
