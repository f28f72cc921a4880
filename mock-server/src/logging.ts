/**
 * Structured logs (pino): one line per request and one per state change. Secrets never reach a log
 * line: requests are logged by path only (no query string: pre-signed signatures and misplaced keys
 * live there), headers are not logged, and the redaction list below is a second line of defence.
 */
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export const redactedPaths = [
  'req.headers["x-api-key"]',
  'req.headers["x-operator-token"]',
  'req.headers.authorization',
  'headers["x-api-key"]',
  'headers["x-operator-token"]',
  'apiKey',
  'apiKeys',
  'operatorToken',
  'signingSecret',
  'signature',
];

export interface LoggerOptions {
  level: string;
  /** Pretty, coloured lines for a person at a terminal; JSON lines otherwise (CI, files, pipes). */
  pretty: boolean;
  /** Where JSON lines go (tests pass a stream to read them back). Default stdout. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const base = { level: options.level, base: { service: 'partner-ingest-mock' }, redact: redactedPaths };
  if (options.pretty) {
    return pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname,service' } } });
  }
  return options.destination ? pino(base, options.destination) : pino(base);
}
