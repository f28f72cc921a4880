/** The proxy's live console: one line per exchange, never with a query string (keys hide there). */

export interface ConsoleExchange {
  method: string;
  path: string;
  status: number | null;
  ms: number;
  broken: readonly string[];
}

/** `GET /ddex/ingests/1700000042  200  3 ms  ✓` or `… ✗ create.processing extensions.problem-json`. */
export function exchangeLine(exchange: ConsoleExchange): string {
  const status = exchange.status === null ? 'no answer' : String(exchange.status);
  const verdict = exchange.broken.length === 0 ? '✓' : `✗ ${[...new Set(exchange.broken)].join(' ')}`;
  return `${exchange.method} ${exchange.path}  ${status}  ${Math.round(exchange.ms)} ms  ${verdict}`;
}
