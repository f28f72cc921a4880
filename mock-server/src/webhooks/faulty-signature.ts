/**
 * The signature as a faulty implementation would make it (--fault), for the conformance suite to
 * catch. Kept apart from signature.ts, which stays exactly spec 6.3.
 */
import { createHmac } from 'node:crypto';
import type { FaultSwitch } from '../implementation-faults.js';
import { signatureHeader } from './signature.js';

export function signatureWithFaults(
  faults: FaultSwitch,
  nowMs: number,
  t: number,
  body: string,
  secrets: readonly string[],
  extraV1?: string,
): string {
  const time = faults.has('timestamp-milliseconds') ? nowMs : t;
  const keys = faults.has('signature-wrong-secret') ? secrets.map((s) => `${s}-wrong`) : secrets;
  if (!faults.has('hmac-without-timestamp') && !faults.has('signature-base64')) return signatureHeader(time, body, keys, extraV1);
  const encoding = faults.has('signature-base64') ? 'base64' : 'hex';
  const signed = faults.has('hmac-without-timestamp') ? body : `${time}.${body}`;
  return [`t=${time}`, ...keys.map((k) => `v1=${createHmac('sha256', k).update(signed).digest(encoding)}`)].join(',');
}
