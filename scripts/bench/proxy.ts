/**
 * The proxy's overhead (issue #19, item 5): a lookup through `ingest-kit proxy`, every exchange judged by the
 * rules and printed, against the same lookup sent to the mock directly. The two are measured by turns
 * (autocannon-run.ts), so a slow spell of the machine lowers both. Targets, reported here and never asserted
 * in a test: p50 within +1 ms of the direct p50, and at least half the direct requests a second.
 *
 * A bare TCP relay (serve.ts relay) takes its turns beside them: the floor of any proxy that runs as a process of
 * its own, which adds two socket hops to every exchange and a third busy process to the machine's cores. The
 * proxy's share of the relay's requests/s is what its parsing and judging cost on top of that floor.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { operationsById } from '../../generated/contract.js';
import { mockNodeFlags } from '../../mock-server/src/node-flags.js';
import { demoReleasePath } from '../../mock-server/src/samples/routes.js';
import { type Figure, type LoadShape, measureByTurns, type TurnShape } from './autocannon-run.js';
import { createIngest } from './ingest.js';
import { exitOf, stopChild, tailOf, track, within } from './processes.js';
import { benchApiKey, lookupPath } from './protocol.js';
import { spliceSection } from './sections.js';
import { repoRoot, startServed, type Target } from './targets.js';

export const proxyTargets = { p50DeltaMs: 1, throughputRatio: 0.5 } as const;

export const proxyHeading = '## Proxy: a lookup through `ingest-kit proxy`';

export interface ProxyResults {
  direct: Figure & { startCommand: string };
  relay: Figure & { startCommand: string };
  proxied: Figure & { startCommand: string };
  load: LoadShape;
  turns: TurnShape;
  loadAverage: { start: number; end: number };
}

/**
 * `ingest-kit proxy` compiled (dist/, as a partner runs it: with the Node flags of the `ingest-kit` command's
 * shebang line), in front of `target`. Its console goes to a file, read only for the line that says where it
 * listens: the bench process is also autocannon's, and reading thousands of lines a second there (a pipe, as
 * before) took load-generating time from the proxied runs alone. The proxy still formats and writes every line.
 */
async function startProxyProcess(target: string): Promise<Target> {
  const args = [...mockNodeFlags, path.join('dist', 'cli', 'main.js'), 'proxy', '--target', target, '--port', '0'];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-proxy-'));
  const consoleFile = path.join(dir, 'console.log');
  const out = await open(consoleFile, 'w');
  const child = track(spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', out.fd, 'pipe'] }));
  await out.close();
  const stderr = tailOf(child.stderr);
  const waiting = { on: true };
  const ready = (async () => {
    while (waiting.on) {
      const text = await readFile(consoleFile, 'latin1');
      const match = /^Proxying (\S+) /m.exec(text.slice(0, 4096));
      if (match?.[1]) return match[1];
      await delay(50);
    }
    throw new Error('stopped waiting');
  })();
  const what = 'the proxy (dist/cli/main.js proxy)';
  const stop = async () => {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const url = await within(Promise.race([ready, exitOf(child, what, stderr)]), 30_000, what);
    return { url, command: ['node', ...args, '>', 'console.log'].join(' '), stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    waiting.on = false;
  }
}

export async function measureProxy(
  load: LoadShape,
  turns: TurnShape,
  progress: (step: string, seconds: number) => void,
): Promise<ProxyResults> {
  const start = os.loadavg()[0] ?? 0;
  progress('proxy: a lookup direct, through a bare relay and through ingest-kit proxy, by turns', 3 * (load.warmupS + turns.rounds * turns.seconds) + 5);
  const mock = await startServed('mock');
  try {
    const { ingestId } = await createIngest(mock.url, `${mock.url}${demoReleasePath}`);
    const relay = await startServed('relay', undefined, ['--target', mock.url]);
    try {
      const proxy = await startProxyProcess(mock.url);
      try {
        const request = (base: string) => ({ url: `${base}${lookupPath(ingestId)}`, method: 'GET' as const, headers: { 'X-API-Key': benchApiKey } });
        const [direct, relayed, proxied] = await measureByTurns([
          { label: 'lookup on the mock', request: request(mock.url) },
          { label: 'lookup through a bare relay', request: request(relay.url) },
          { label: 'lookup through the proxy', request: request(proxy.url) },
        ], load, turns);
        return {
          direct: { ...direct!, startCommand: mock.command },
          relay: { ...relayed!, startCommand: relay.command },
          proxied: { ...proxied!, startCommand: proxy.command },
          load,
          turns,
          loadAverage: { start, end: os.loadavg()[0] ?? 0 },
        };
      } finally {
        await proxy.stop();
      }
    } finally {
      await relay.stop();
    }
  } finally {
    await mock.stop();
  }
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function proxyVerdicts(results: ProxyResults): { p50DeltaMs: number; throughputRatio: number; relayRatio: number; ofRelay: number } {
  return {
    p50DeltaMs: results.proxied.p50Ms - results.direct.p50Ms,
    throughputRatio: results.proxied.requestsPerSec / results.direct.requestsPerSec,
    relayRatio: results.relay.requestsPerSec / results.direct.requestsPerSec,
    ofRelay: results.proxied.requestsPerSec / results.relay.requestsPerSec,
  };
}

export function proxySection(results: ProxyResults, command: string): string {
  const { p50DeltaMs, throughputRatio, relayRatio, ofRelay } = proxyVerdicts(results);
  const met = (yes: boolean) => (yes ? 'yes' : '**no**');
  const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
  const row = (label: string, figure: Figure) => {
    const turns = figure.perTurn ?? [];
    const spread = turns.length === 0 ? '' : `${integer.format(Math.min(...turns))}–${integer.format(Math.max(...turns))}`;
    return `| ${label} | ${integer.format(figure.requestsPerSec)} | ${spread} | ${figure.p50Ms.toFixed(2)} | ${figure.p99Ms.toFixed(2)} | ${figure.non2xx} | ${figure.errors} |`;
  };
  return [
    proxyHeading,
    '',
    `\`GET ${operationsById.getIngest.path}\` of one ingest, sent to the mock directly and through \`ingest-kit proxy\` in front of it (compiled, its own `
    + 'process, judging every exchange by the rules and printing its line), measured by turns: '
    + `${results.load.warmupS} s warm-up each, then ${results.turns.rounds} rounds of ${results.turns.seconds} s each, ${results.load.connections} connections. `
    + `Load average ${results.loadAverage.start.toFixed(1)} at the start, ${results.loadAverage.end.toFixed(1)} at the end, on ${os.cpus().length} cores: `
    + 'the proxy, the mock and autocannon share them, so the ratio is the figure to read.',
    '',
    '| target | measured | met |',
    '|---|---:|---|',
    `| p50 through the proxy within +${proxyTargets.p50DeltaMs} ms of direct | ${p50DeltaMs >= 0 ? '+' : ''}${p50DeltaMs.toFixed(2)} ms | ${met(p50DeltaMs <= proxyTargets.p50DeltaMs)} |`,
    `| requests/s through the proxy ≥ ${proxyTargets.throughputRatio * 100}% of direct | ${percent(throughputRatio)} | ${met(throughputRatio >= proxyTargets.throughputRatio)} |`,
    '',
    `The floor: a bare TCP relay in a process of its own (\`serve.ts relay\`, nothing parsed or judged) got ${percent(relayRatio)} of the direct `
    + `requests/s in the same turns, and the proxy ${percent(ofRelay)} of the relay's. Any proxy that is a process of its own adds two socket hops `
    + `to each exchange and a third busy process to the ${os.cpus().length} cores; the relay's share is what that alone leaves on this machine, `
    + 'and the proxy\'s share of the relay is what its parsing, judging and console cost on top.',
    '',
    '| lookup | requests/s | turns (min–max) | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('direct to the mock', results.direct),
    row('through a bare relay', results.relay),
    row('through the proxy', results.proxied),
    '',
    `Command: \`${command}\`. The proxy: \`${results.proxied.startCommand}\`. The relay: \`${results.relay.startCommand}\`.`,
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
  const { p50DeltaMs, throughputRatio, relayRatio, ofRelay } = proxyVerdicts(results);
  console.log(`proxy: direct ${Math.round(results.direct.requestsPerSec)}/s p50 ${results.direct.p50Ms.toFixed(2)} ms; through the proxy `
    + `${Math.round(results.proxied.requestsPerSec)}/s p50 ${results.proxied.p50Ms.toFixed(2)} ms (p50 ${p50DeltaMs >= 0 ? '+' : ''}${p50DeltaMs.toFixed(2)} ms, `
    + `${(throughputRatio * 100).toFixed(1)}% of the requests/s); a bare relay ${Math.round(results.relay.requestsPerSec)}/s `
    + `(${(relayRatio * 100).toFixed(1)}% of direct; the proxy ${(ofRelay * 100).toFixed(1)}% of the relay)`);
  return spliceSection(report, proxyHeading, proxySection(results, run.command));
}
