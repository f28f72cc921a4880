/**
 * `ingest-kit mock`, `listen` and `proxy` listen for SIGINT and SIGTERM before they print the line that says they are
 * up: a supervisor (or a test) may send SIGTERM as soon as it reads that line, and a signal without a listener ends a
 * Node process at once, without its reports or the store's close. A `--import` hook holds each process's thread for
 * 1.5 s right after that line is written, so the SIGTERM sent on reading it arrives while the process has not yet
 * returned to its event loop: before the fix, `proxy` registered its listeners after the line, and a loaded machine
 * showed the race in the full suite (exit `null`, killed by the signal). A second signal before the process has
 * stopped (SIGINT, then SIGTERM) stops nothing twice: `listen --validate` says its summary once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeKey, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { ingestKitEntry } from '../support/cli.js';
import { repoRoot } from '../support/contract.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-ready-signal-'));
const hook = path.join(dir, 'hold-after-ready.mjs');
writeFileSync(hook, `
const ready = /^(partner-ingest-kit mock server listening|Listening for webhooks|Proxying) /m;
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    const done = write(chunk, ...rest);
    if (ready.test(String(chunk))) {
      const until = Date.now() + 1500;
      while (Date.now() < until) { /* the thread held: a signal now finds only the listeners already there */ }
    }
    return done;
  };
}
`);

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `ingest-kit <args>` with the hook, sends SIGTERM on its ready line, and resolves with its exit code and output. */
function signalOnReady(args: readonly string[], ready: RegExp): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(hook).href, ...ingestKitEntry(), ...args], { cwd: repoRoot });
    let out = '';
    let sent = false;
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (!sent && ready.test(out)) {
        sent = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => {
      resolve({ code, signal, out });
    });
  });
}

describe.concurrent('a SIGTERM sent on reading the ready line stops the process by its own handler', () => {
  it('mock: exits 0', async () => {
    const run = await signalOnReady(['mock', '--port', '0', '--log-level', 'warn'], /^partner-ingest-kit mock server listening/m);
    expect(run, run.out).toMatchObject({ code: 0, signal: null });
  }, 60_000);

  it('listen: exits 0', async () => {
    const run = await signalOnReady(['listen', '--port', '0', '--api-key', acmeKey], /^Listening for webhooks/m);
    expect(run, run.out).toMatchObject({ code: 0, signal: null });
  }, 60_000);

  it('listen --validate: SIGINT, then SIGTERM before it has stopped: stops once, one summary, exits 2', async () => {
    const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [...ingestKitEntry(), 'listen', '--port', '0', '--api-key', acmeKey, '--validate'], { cwd: repoRoot });
      let out = '';
      let sent = false;
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        if (!sent && /^Listening for webhooks/m.test(out)) {
          sent = true;
          child.kill('SIGINT');
          child.kill('SIGTERM');
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => {
        resolve({ code, out });
      });
    });
    expect(run.code, run.out).toBe(2);
    expect(run.out.match(/^0 deliveries checked: no rule broken$/gm), run.out).toHaveLength(1);
  }, 60_000);

  it('proxy: exits 2, saying nothing was judged', async () => {
    const run = await signalOnReady(['proxy', '--target', mock.url, '--port', '0'], /^Proxying /m);
    expect(run, run.out).toMatchObject({ code: 2, signal: null });
    expect(run.out).toContain('nothing judged: no client sent a request through the proxy');
  }, 60_000);
});
