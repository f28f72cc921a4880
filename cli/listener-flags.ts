/**
 * The flags of the listener limits (conformance/listener-limits.ts) for the commands that listen: `proxy` (its
 * `--webhooks-port` too), `listen` and `conformance` (its receiver and fixture server). Declared once, with their
 * help and defaults from DEFAULT_LISTENER_LIMITS, and read and range-checked once.
 */
import { DEFAULT_LISTENER_LIMITS, listenerLimits, type LimitNames, type ListenerLimits } from '../conformance/listener-limits.js';
import { usageError } from './errors.js';
import { durationFlag, numberFlag } from './flag-values.js';
import type { OptionTable } from './options.js';

const seconds = (ms: number) => `${ms / 1000}s`;

export const listenerLimitOptions = {
  'max-connections': {
    type: 'string',
    value: '<n>',
    default: String(DEFAULT_LISTENER_LIMITS.maxConnections),
    description: ['the most connections open at once', 'past it: 503 with Retry-After, and closed (more may need a higher ulimit -n)'],
  },
  'headers-timeout': {
    type: 'string',
    value: '<duration>',
    default: seconds(DEFAULT_LISTENER_LIMITS.headersTimeoutMs),
    description: 'a request\'s head must arrive within this of its first byte, else 408',
  },
  'request-timeout': {
    type: 'string',
    value: '<duration>',
    default: seconds(DEFAULT_LISTENER_LIMITS.requestTimeoutMs),
    description: 'the whole request, body included, must arrive within this, else 408',
  },
  'keep-alive-timeout': {
    type: 'string',
    value: '<duration>',
    default: seconds(DEFAULT_LISTENER_LIMITS.keepAliveTimeoutMs),
    description: 'a kept-alive connection without a next request is closed after this',
  },
} as const satisfies OptionTable;

type LimitFlag = keyof typeof listenerLimitOptions;

const flagNames: LimitNames = {
  maxConnections: '--max-connections',
  headersTimeoutMs: '--headers-timeout',
  requestTimeoutMs: '--request-timeout',
  keepAliveTimeoutMs: '--keep-alive-timeout',
};

/**
 * The limits the flags set (a flag not given: its default).
 * @throws CommandError (a usage error, exit 2) naming the flag, for a value that is not a duration or a count, or one
 * out of range.
 */
export function listenerLimitsOf(values: Partial<Record<LimitFlag, string | boolean | undefined>>): ListenerLimits {
  const text = (flag: LimitFlag): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : undefined;
  };
  const duration = (flag: LimitFlag): number | undefined => {
    const value = text(flag);
    return value === undefined ? undefined : durationFlag(`--${flag}`, value);
  };
  const cap = text('max-connections');
  try {
    return listenerLimits({
      ...(cap === undefined ? {} : { maxConnections: numberFlag('--max-connections', cap, { what: 'a whole number of connections', integer: true, min: 1 }) }),
      headersTimeoutMs: duration('headers-timeout'),
      requestTimeoutMs: duration('request-timeout'),
      keepAliveTimeoutMs: duration('keep-alive-timeout'),
    }, flagNames);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw usageError(error.message, { cause: error });
  }
}
