/**
 * The proxy's bench row (issue #31 item 2): a lookup of one ingest sent five ways, measured by turns in one run
 * (autocannon-run.ts), so that a slow spell of the machine lowers them all:
 *
 * - direct to the mock;
 * - through a plain relay on the proxy's own libraries, node:http and undici, which judges nothing (plain-relay.ts);
 * - through `ingest-kit proxy`, every exchange judged by the rules and printed;
 * - through Prism 5's `prism proxy openapi.yaml <target> --errors`, which validates each exchange (what users would
 *   pick instead);
 * - through a bare TCP relay (serve.ts relay), as context: the floor of any proxy that is a process of its own, two
 *   more socket hops an exchange and a third busy process on the cores.
 *
 * Goals, reported here and never asserted in a test: at least 0.8× the plain relay's requests/s, at least 5× Prism
 * proxy's, and p50 within +1 ms of direct.
 */
import os from 'node:os';
import { operationsById } from '../../generated/contract.js';
import { demoReleasePath } from '../../mock-server/src/samples/routes.js';
import { type Figure, type LoadShape, measureByTurns, type TurnShape } from './autocannon-run.js';
import { createIngest } from './ingest.js';
import { benchApiKey, lookupPath } from './protocol.js';
import { startPlainRelay, startPrismProxy, startProxyProcess } from './proxy-targets.js';
import { spliceSection } from './sections.js';
import { startServed, type Target } from './targets.js';

export const proxyTargets = { p50DeltaMs: 1, ofPlainRelay: 0.8, ofPrism: 5 } as const;

export const proxyHeading = '## Proxy: a lookup through `ingest-kit proxy`';

type Measured = Figure & { startCommand: string };

export interface ProxyResults {
  direct: Measured;
  plainRelay: Measured;
  proxied: Measured;
  prism: Measured;
  bareRelay: Measured;
  load: LoadShape;
  turns: TurnShape;
  loadAverage: { start: number; end: number };
}

/** Starts each of `starts` in order, runs `use` with them, and stops them all, the last started first. */
async function withTargets<T>(starts: (() => Promise<Target>)[], use: (targets: Target[]) => Promise<T>): Promise<T> {
  const started: Target[] = [];
  try {
    for (const start of starts) started.push(await start());
    return await use(started);
  } finally {
    for (const target of started.reverse()) await target.stop();
  }
}

export async function measureProxy(
  load: LoadShape,
  turns: TurnShape,
  progress: (step: string, seconds: number) => void,
): Promise<ProxyResults> {
  const start = os.loadavg()[0] ?? 0;
  progress('proxy: a lookup direct, through a plain relay, ingest-kit proxy, Prism\'s proxy and a bare relay, by turns', 5 * (load.warmupS + turns.rounds * turns.seconds) + 15);
  const mock = await startServed('mock');
  try {
    const { ingestId } = await createIngest(mock.url, `${mock.url}${demoReleasePath}`);
    const path = lookupPath(ingestId);
    return await withTargets([
      () => startPlainRelay(mock.url),
      () => startProxyProcess(mock.url),
      () => startPrismProxy(mock.url, path),
      () => startServed('relay', undefined, ['--target', mock.url]),
    ], async ([plainRelay, proxy, prism, bareRelay]) => {
      const request = (base: string) => ({ url: `${base}${path}`, method: 'GET' as const, headers: { 'X-API-Key': benchApiKey } });
      const servers = [mock, plainRelay!, proxy!, prism!, bareRelay!];
      const figures = await measureByTurns([
        { label: 'lookup on the mock', request: request(mock.url) },
        { label: 'lookup through a plain relay (node:http + undici)', request: request(plainRelay!.url) },
        { label: 'lookup through the proxy', request: request(proxy!.url) },
        { label: 'lookup through Prism\'s proxy', request: request(prism!.url) },
        { label: 'lookup through a bare TCP relay', request: request(bareRelay!.url) },
      ], load, turns);
      const [direct, plain, proxied, prismed, bare] = figures.map((figure, i) => ({ ...figure, startCommand: servers[i]!.command }));
      return {
        direct: direct!, plainRelay: plain!, proxied: proxied!, prism: prismed!, bareRelay: bare!,
        load, turns, loadAverage: { start, end: os.loadavg()[0] ?? 0 },
      };
    });
  } finally {
    await mock.stop();
  }
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface ProxyVerdicts { p50DeltaMs: number; ofPlainRelay: number; ofPrism: number; ofDirect: number; ofBareRelay: number }

export function proxyVerdicts(results: ProxyResults): ProxyVerdicts {
  const rate = results.proxied.requestsPerSec;
  return {
    p50DeltaMs: results.proxied.p50Ms - results.direct.p50Ms,
    ofPlainRelay: rate / results.plainRelay.requestsPerSec,
    ofPrism: rate / results.prism.requestsPerSec,
    ofDirect: rate / results.direct.requestsPerSec,
    ofBareRelay: rate / results.bareRelay.requestsPerSec,
  };
}

export function proxySection(results: ProxyResults, command: string, date: string): string {
  const { p50DeltaMs, ofPlainRelay, ofPrism, ofDirect, ofBareRelay } = proxyVerdicts(results);
  const met = (yes: boolean) => (yes ? 'yes' : '**no**');
  const times = (ratio: number) => `${ratio.toFixed(2)}×`;
  const row = (label: string, figure: Figure) => {
    const turns = figure.perTurn ?? [];
    const spread = turns.length === 0 ? '' : `${integer.format(Math.min(...turns))}–${integer.format(Math.max(...turns))}`;
    return `| ${label} | ${integer.format(figure.requestsPerSec)} | ${spread} | ${figure.p50Ms.toFixed(2)} | ${figure.p99Ms.toFixed(2)} | ${figure.non2xx} | ${figure.errors} |`;
  };
  return [
    proxyHeading,
    '',
    `Measured ${date}. \`GET ${operationsById.getIngest.path}\` of one ingest, sent five ways by turns: `
    + `${results.load.warmupS} s warm-up each, then ${results.turns.rounds} rounds of ${results.turns.seconds} s each, ${results.load.connections} connections. `
    + 'Each relay and proxy is a process of its own in front of the mock; `ingest-kit proxy` is the compiled one, judging every exchange '
    + `by the rules and writing its console line to a file. Load average ${results.loadAverage.start.toFixed(1)} at the start, `
    + `${results.loadAverage.end.toFixed(1)} at the end, on ${os.cpus().length} cores: the proxies, the mock and autocannon share them, so the ratios are the figures to read.`,
    '',
    '| goal (issue #31) | measured | met |',
    '|---|---:|---|',
    `| requests/s ≥ ${proxyTargets.ofPlainRelay}× the plain relay's (node:http + undici, judging nothing) | ${times(ofPlainRelay)} | ${met(ofPlainRelay >= proxyTargets.ofPlainRelay)} |`,
    `| requests/s ≥ ${proxyTargets.ofPrism}× Prism's proxy (\`--errors\`) | ${times(ofPrism)} | ${met(ofPrism >= proxyTargets.ofPrism)} |`,
    `| p50 within +${proxyTargets.p50DeltaMs} ms of direct | ${p50DeltaMs >= 0 ? '+' : ''}${p50DeltaMs.toFixed(2)} ms | ${met(p50DeltaMs <= proxyTargets.p50DeltaMs)} |`,
    '',
    `As context, the proxy got ${times(ofDirect)} the direct requests/s and ${times(ofBareRelay)} a bare TCP relay's (node:net piped both ways, `
    + 'nothing parsed): the relay is the floor of any proxy that runs as a process of its own.',
    '',
    '| lookup | requests/s | turns (min–max) | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('direct to the mock', results.direct),
    row('through a plain relay (node:http + undici)', results.plainRelay),
    row('through `ingest-kit proxy`', results.proxied),
    row('through Prism\'s proxy (`--errors`)', results.prism),
    row('through a bare TCP relay', results.bareRelay),
    '',
    `Command: \`${command}\`. The proxy: \`${results.proxied.startCommand}\`. The plain relay: \`${results.plainRelay.startCommand}\`. `
    + `Prism: \`${results.prism.startCommand}\`. The bare relay: \`${results.bareRelay.startCommand}\`.`,
    '',
  ].join('\n');
}

/** Measures, prints the figures, and returns `report` with the proxy section of this run. */
export async function spliceProxyRun(report: string, run: {
  load: LoadShape;
  turns: TurnShape;
  command: string;
  progress: (step: string, seconds: number) => void;
}): Promise<string> {
  const results = await measureProxy(run.load, run.turns, run.progress);
  const { p50DeltaMs, ofPlainRelay, ofPrism, ofDirect, ofBareRelay } = proxyVerdicts(results);
  const figure = (what: string, measured: Figure) => `${what} ${Math.round(measured.requestsPerSec)}/s p50 ${measured.p50Ms.toFixed(2)} ms`;
  console.log(`proxy: ${figure('direct', results.direct)}; ${figure('plain relay', results.plainRelay)}; ${figure('the proxy', results.proxied)}; `
    + `${figure('Prism proxy', results.prism)}; ${figure('bare relay', results.bareRelay)}. The proxy: ${ofPlainRelay.toFixed(2)}× the plain relay, `
    + `${ofPrism.toFixed(2)}× Prism, p50 ${p50DeltaMs >= 0 ? '+' : ''}${p50DeltaMs.toFixed(2)} ms of direct (${ofDirect.toFixed(2)}× direct, ${ofBareRelay.toFixed(2)}× the bare relay)`);
  return spliceSection(report, proxyHeading, proxySection(results, run.command, new Date().toISOString().slice(0, 10)));
}
