/**
 * Structured logs (pino): one line per request and one per state change. Secrets never reach a log
 * line: requests are logged by path only (no query string: pre-signed signatures and misplaced keys
 * live there), headers are not logged, and every logged object passes the kit's one redaction (redact.ts)
 * as a second line of defence: a key under any member named for one, at any depth, and a URL's signature in
 * any string.
 */
import { type DestinationStream, type Logger, type LoggerOptions as PinoOptions, pino } from 'pino';
import { redactJson } from './redact.js';

export type { Logger } from 'pino';

/** The pino options that redact every log line; the mock's logger and the tests' use them. */
export const logRedaction = {
  formatters: { log: (object: Record<string, unknown>) => redactJson(object) as Record<string, unknown> },
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
