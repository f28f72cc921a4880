/**
 * Structured logs (pino): one line per request and one per state change. Secrets never reach a log
 * line: requests are logged by path only (no query string: pre-signed signatures and misplaced keys
 * live there), headers are not logged, and every logged object passes the kit's one redaction (redact.ts)
 * as a second line of defence: a key under any member named for one, at any depth, and a URL's signature in
 * any string.
 */
import { type DestinationStream, type Logger, type LoggerOptions as PinoOptions, pino } from 'pino';
import { redactJson, redactText } from './redact.js';

export type { Logger } from 'pino';

/** An error as pino writes it (type, message, stack, its own fields such as a URL error's `input`), redacted. */
function redactedError(error: unknown): unknown {
  return error instanceof Error ? redactJson({ ...pino.stdSerializers.err(error) }) : redactJson(error);
}

/**
 * The pino options that redact every log line; the mock's logger and the tests' use them. Each part of a line: the
 * logged object, an error in it (serialized after the object's formatter runs, so it has its own) and the message
 * text. The mock makes no child logger with bindings of its own (fastify's carry a request id only).
 */
export const logRedaction = {
  formatters: {
    log: (object: Record<string, unknown>) => redactJson(object) as Record<string, unknown>,
  },
  serializers: { err: redactedError, error: redactedError },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
    },
  },
} satisfies PinoOptions;

export interface LoggerOptions {
  level: string;
  /** Pretty, coloured lines for a person at a terminal; JSON lines otherwise (CI, files, pipes). */
  pretty: boolean;
  /** Where JSON lines go (tests pass a stream to read them back). Default stdout. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const base = { level: options.level, base: { service: 'partner-ingest-mock' }, ...logRedaction };
  if (options.pretty) {
    return pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname,service' } } });
  }
  return options.destination ? pino(base, options.destination) : pino(base);
}
