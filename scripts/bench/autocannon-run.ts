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
  /** Measured by turns (measureByTurns): requests/s of each turn, in order. */
  perTurn?: number[];
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
  const result = await run(request, load, latencyUs);
  return summarise(label, request, load, [result], latencyUs);
}

/**
 * One load spread over several servers of one service (replicas), all at once: `load.connections` shared out among
 * them, one autocannon run each in this process. Requests/s is the sum of theirs; latencies are of all of them.
 */
export async function measureSpread(label: string, requests: HttpRequestShape[], load: LoadShape): Promise<Figure> {
  const latencyUs = createHistogram();
  const share = { ...load, connections: Math.max(1, Math.round(load.connections / requests.length)) };
  const results = await Promise.all(requests.map((request) => run(request, share, latencyUs)));
  const figure = summarise(label, requests[0]!, share, results, latencyUs);
  return {
    ...figure,
    requestsPerSec: figure.requestsPerSec * results.length,
    command: requests.map((request) => autocannonCommand(request, share)).join(' & '),
  };
}

/** How targets take turns: `rounds` rounds, each target measured for `seconds` in every round. */
export interface TurnShape {
  rounds: number;
  seconds: number;
}

/**
 * Measures targets by turns: after a warm-up of each (`load.warmupS`), rounds in which each target is
 * measured in turn. A slow spell of the machine then lowers every target's figure instead of one, so their
 * ratio holds. Requests/s is the mean over the rounds; latencies are of all of them.
 */
export async function measureByTurns(
  runs: { label: string; request: HttpRequestShape }[],
  load: LoadShape,
  { rounds, seconds }: TurnShape,
): Promise<Figure[]> {
  const turn = { ...load, durationS: seconds, warmupS: 0 };
  const histograms = runs.map(() => createHistogram());
  const results: autocannon.Result[][] = runs.map(() => []);
  for (const { request } of runs) await run(request, { ...load, durationS: load.warmupS, warmupS: 0 }, null);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { request }] of runs.entries()) results[i]!.push(await run(request, turn, histograms[i]!));
  }
  return runs.map(({ label, request }, i) => ({
    ...summarise(label, request, load, results[i]!, histograms[i]!),
    perTurn: results[i]!.map((result) => result.requests.mean),
    command: autocannonCommand(request, turn).replace(/ --warmup \[[^\]]*\]/, ''),
  }));
}

type Histogram = ReturnType<typeof createHistogram>;

function mergeStatusCounts(runs: autocannon.Result[]): autocannon.Result['statusCodeStats'] {
  const merged: autocannon.Result['statusCodeStats'] = {};
  for (const { statusCodeStats } of runs) {
    for (const [code, { count }] of Object.entries(statusCodeStats)) merged[code] = { count: (merged[code]?.count ?? 0) + count };
  }
  return merged;
}

async function run(request: HttpRequestShape, load: LoadShape, latencyUs: Histogram | null): Promise<autocannon.Result> {
  const instance = autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: load.connections,
    duration: load.durationS,
    ...(load.warmupS > 0 ? { warmup: { connections: load.connections, duration: load.warmupS } } : {}),
  });
  // Only the measured run emits on this instance (the warm-up has its own tracker).
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode >= 200 && statusCode < 300) latencyUs?.record(Math.max(1, Math.round(responseTimeMs * 1000)));
  });
  return instance;
}

function summarise(label: string, request: HttpRequestShape, load: LoadShape, runs: autocannon.Result[], latencyUs: Histogram): Figure {
  const sum = (of: (result: autocannon.Result) => number): number => runs.reduce((total, result) => total + of(result), 0);
  const result = {
    '2xx': sum((r) => r['2xx']),
    'non2xx': sum((r) => r.non2xx),
    'errors': sum((r) => r.errors),
    'statusCodeStats': mergeStatusCounts(runs),
  };
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
    requestsPerSec: sum((r) => r.requests.mean) / runs.length,
    p50Ms: latencyUs.percentile(50) / 1000,
    p99Ms: latencyUs.percentile(99) / 1000,
    non2xx: result.non2xx,
    errors: result.errors,
    responses,
    command: autocannonCommand(request, load),
  };
}
