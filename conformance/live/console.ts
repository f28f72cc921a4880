/** The proxy's live console: one line per exchange, never with a query string (keys hide there). */
import { escapeControls } from '../../mock-server/src/escape-controls.js';

export interface ConsoleExchange {
  method: string;
  path: string;
  status: number | null;
  ms: number;
  broken: readonly string[];
}

/**
 * `GET /ddex/ingests/1700000042  200  3 ms  ✓` or `… ✗ create.processing extensions.problem-json`. The method and path
 * are the client's, shown escaped (a target may hold bytes past 0x7f, read as latin1: the C1 controls among them).
 */
export function exchangeLine(exchange: ConsoleExchange): string {
  const status = exchange.status === null ? 'no answer' : String(exchange.status);
  const verdict = exchange.broken.length === 0 ? '✓' : `✗ ${[...new Set(exchange.broken)].join(' ')}`;
  return `${escapeControls(exchange.method)} ${escapeControls(exchange.path)}  ${status}  ${Math.round(exchange.ms)} ms  ${verdict}`;
}
