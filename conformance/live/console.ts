/** The proxy's live console: one line per exchange, never with a query string (keys hide there). */
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import type { ProxyAnswer } from './types.js';

export interface ConsoleExchange {
  method: string;
  path: string;
  status: number | null;
  ms: number;
  broken: readonly string[];
  /** The proxy answered the client itself: the service gave no answer, and nothing was judged. */
  proxyAnswer?: ProxyAnswer | undefined;
}

/**
 * `GET /ddex/ingests/1700000042  200  3 ms  ✓` or `… ✗ create.processing extensions.problem-json`. An answer of the
 * proxy's own is never `✓` (issue #30 item 8): `GET /ddex/ingests/1  502 by the proxy: nothing listens at
 * http://127.0.0.1:4010 (ECONNREFUSED)  5 ms  ✗ not judged`. The method and path are the client's, shown escaped (a
 * target may hold bytes past 0x7f, read as latin1: the C1 controls among them).
 */
export function exchangeLine(exchange: ConsoleExchange): string {
  const { proxyAnswer } = exchange;
  const status = proxyAnswer !== undefined
    ? `${proxyAnswer.status} by the proxy: ${escapeControls(proxyAnswer.cause)}`
    : exchange.status === null ? 'no answer' : String(exchange.status);
  const verdict = proxyAnswer !== undefined ? '✗ not judged' : exchange.broken.length === 0 ? '✓' : `✗ ${[...new Set(exchange.broken)].join(' ')}`;
  return `${escapeControls(exchange.method)} ${escapeControls(exchange.path)}  ${status}  ${Math.round(exchange.ms)} ms  ${verdict}`;
}
