/**
 * The processes the proxy's bench row measures beside the mock (bench/proxy.ts), each of its own, each resolving once
 * it answers: `ingest-kit proxy` compiled; a plain relay on the same libraries (plain-relay.ts); Prism's own proxy,
 * `prism proxy openapi.yaml <target> --errors`, which validates each exchange against the contract as ours judges it.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { mockNodeFlags } from '../../mock-server/src/node-flags.js';
import { exitOf, freePort, stopChild, tailOf, track, within } from './processes.js';
import { benchApiKey, type ServeMessage } from './protocol.js';
import { repoRoot, type Target } from './targets.js';

const START_TIMEOUT_MS = 30_000;

/**
 * `ingest-kit proxy` compiled (dist/, as a partner runs it: with the Node flags of the `ingest-kit` command's
 * shebang line), in front of `target`. Its console goes to a file, read only for the line that says where it
 * listens: the bench process is also autocannon's, and reading thousands of lines a second there (a pipe, as
 * before) took load-generating time from the proxied runs alone. The proxy still formats and writes every line.
 */
export async function startProxyProcess(target: string): Promise<Target> {
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
    const url = await within(Promise.race([ready, exitOf(child, what, stderr)]), START_TIMEOUT_MS, what);
    return { url, command: ['node', ...args, '>', 'console.log'].join(' '), stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    waiting.on = false;
  }
}

/** plain-relay.ts in front of `target`, with the Node flags the proxy runs with. */
export async function startPlainRelay(target: string): Promise<Target> {
  const file = path.join('scripts', 'bench', 'plain-relay.ts');
  const nodeFlags = [...mockNodeFlags, '--import', './mock-server/src/source-imports.ts'];
  const child = track(fork(file, ['--target', target], { cwd: repoRoot, execArgv: nodeFlags, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] }));
  const stderr = tailOf(child.stderr);
  const what = 'the plain relay (plain-relay.ts)';
  const ready = new Promise<string>((resolve) => {
    child.once('message', (message: ServeMessage) => {
      if (message.type === 'ready') resolve(message.url);
    });
  });
  try {
    const url = await within(Promise.race([ready, exitOf(child, what, stderr)]), START_TIMEOUT_MS, what);
    return { url, command: ['node', ...nodeFlags, file, '--target', target].join(' '), stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/**
 * Prism 5's proxy in front of `target`, as the issue writes its command (its log at Prism's default level, not read:
 * the proxy's console goes to a file as well). Ready once `probe` (a lookup) answers 200 through it.
 */
export async function startPrismProxy(target: string, probe: string): Promise<Target> {
  const port = await freePort();
  const bin = path.join('node_modules', '.bin', 'prism');
  const args = ['proxy', 'openapi.yaml', target, '--errors', '--port', String(port), '--host', '127.0.0.1'];
  const child = track(spawn(process.execPath, [bin, ...args], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] }));
  const stderr = tailOf(child.stderr);
  const url = `http://127.0.0.1:${port}`;
  const answers = (async () => {
    let last = 'no answer';
    while (child.exitCode === null && child.signalCode === null) {
      try {
        const response = await fetch(`${url}${probe}`, { headers: { 'X-API-Key': benchApiKey }, signal: AbortSignal.timeout(1_000) });
        await response.arrayBuffer();
        if (response.status === 200) return url;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await delay(200);
    }
    throw new Error(`Prism's proxy ended (last: ${last})`);
  })();
  try {
    await within(Promise.race([answers, exitOf(child, 'Prism\'s proxy', stderr)]), START_TIMEOUT_MS, 'Prism\'s proxy answering a lookup');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, command: `node ${bin} ${args.join(' ')}`, stop: () => stopChild(child) };
}
