/**
 * One autocannon measurement: a warm-up, then the measured run. Requests/s is autocannon's mean of its
 * per-second samples; latencies come from the response times autocannon reports for each 2xx response,
 * kept in microseconds (autocannon's own histogram rounds them to whole milliseconds, which says nothing
 * about a server answering in 0.3 ms).
 */
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadShape {
  connections: number;
  /** Measured seconds. */
  durationS: number;
  warmupS: number;
}

export interface HttpRequestShape {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface Figure {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  responses: number;
  /** The autocannon CLI call that makes the same load. */
  command: string;
}

/** Above this share of failed requests a figure measures failures, not the server: the run is invalid. */
export const MAX_FAILURE_RATIO = 0.01;

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll('\'', '\'\\\'\'')}'`;
}

export function autocannonCommand(request: HttpRequestShape, load: LoadShape): string {
  const parts = ['npx', 'autocannon', '-c', String(load.connections), '-d', String(load.durationS)];
  parts.push('--warmup', '[', '-c', String(load.connections), '-d', String(load.warmupS), ']');
  if (request.method !== 'GET') parts.push('-m', request.method);
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('-b', shellQuote(request.body));
  parts.push(request.url);
  return parts.join(' ');
}

/** Runs the load and summarises it; throws when more than {@link MAX_FAILURE_RATIO} of it failed. */
export async function measure(label: string, request: HttpRequestShape, load: LoadShape): Promise<Figure> {
  const latencyUs = createHistogram();
  const instance = autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: load.connections,
    duration: load.durationS,
    warmup: { connections: load.connections, duration: load.warmupS },
  });
  // Only the measured run emits on this instance (the warm-up has its own tracker).
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode >= 200 && statusCode < 300) latencyUs.record(Math.max(1, Math.round(responseTimeMs * 1000)));
  });
  const result = await instance;
  const responses = result['2xx'] + result.non2xx;
  const failed = result.non2xx + result.errors;
  const attempted = responses + result.errors;
  if (attempted === 0 || failed / attempted > MAX_FAILURE_RATIO) {
    const statuses = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code}×${count}`).join(', ');
    throw new Error(
      `${label}: ${failed} of ${attempted} requests failed (statuses ${statuses || 'none'}, ${result.errors} socket errors or `
      + `timeouts), above ${MAX_FAILURE_RATIO * 100}%: the figure would measure failures. Check the target by hand with: `
      + autocannonCommand(request, load),
    );
  }
  return {
    requestsPerSec: result.requests.mean,
    p50Ms: latencyUs.percentile(50) / 1000,
    p99Ms: latencyUs.percentile(99) / 1000,
    non2xx: result.non2xx,
    errors: result.errors,
    responses,
    command: autocannonCommand(request, load),
  };
}
