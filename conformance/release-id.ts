/**
 * The release ids the suite sends, made in one place: every one starts with the run's prefix (`--release-prefix`,
 * default `CONF-<run id>`), so that the ingests a run created at a real service can be found and cleaned up
 * (spec 4.1: "The album is created in production at the moment of the 201").
 */
import { randomBytes } from 'node:crypto';
import { OptionError } from './option-error.js';

/** A prefix the ERN message and the fixture paths carry as is: letters, digits, `.`, `_`, `-`. */
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Six random base-36 characters naming a run. */
export function randomRunId(bytes: (n: number) => Buffer = randomBytes): string {
  return bytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6).toUpperCase();
}

/** The prefix of a run: the one given (checked), else `CONF-<run id>`. Throws a message naming the flag. */
export function releasePrefix(given: string | undefined, runId: () => string = randomRunId): string {
  if (given === undefined) return `CONF-${runId()}`;
  if (!PREFIX.test(given)) {
    throw new OptionError(`--release-prefix must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit; got ${JSON.stringify(given)}`);
  }
  return given;
}

/** A release id under the prefix: `<prefix>-<label>`. */
export function releaseIdUnder(prefix: string, label: string): string {
  return `${prefix}-${label}`;
}
