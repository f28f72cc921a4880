/**
 * A port in use, for every command that listens (#30): each, started as a real process on a port something else
 * holds, exits 2 with the one hint line `mock` gives, naming its own flag, and no stack.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';
import { ingestKitEntry } from '../support/cli.js';
import { startTestMock, type TestMock } from '../mock-server/server/harness.js';

let busy: Server;
let port: number;
let mock: TestMock;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  port = (busy.address() as { port: number }).port;
  mock = await startTestMock();
});
afterAll(async () => {
  busy.close();
  await mock.close();
});

/** The processes a test started: one that listened after all (a regression) runs until killed. */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** Runs `ingest-kit <args>` to its end; a command that listened after all runs until the test's timeout, then is killed. */
function ingestKit(args: readonly string[]): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [...ingestKitEntry(), ...args], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('close', (status) => {
      resolve({ status, stderr });
    });
  });
}

const hint = (flag: string) => `${flag} ${port} on --host 127.0.0.1 is already in use: pass another ${flag} (or ${flag} 0 for any free port) or --host.\n`;

describe('a port in use', () => {
  it.each([
    { command: 'mock', flag: '--port', args: () => ['mock', '--port', String(port), '--log-level', 'silent'] },
    { command: 'listen', flag: '--port', args: () => ['listen', '--port', String(port), '--api-key', 'k'] },
    { command: 'proxy', flag: '--port', args: () => ['proxy', '--target', mock.url, '--port', String(port)] },
    {
      command: 'proxy',
      flag: '--webhooks-port',
      args: () => ['proxy', '--target', mock.url, '--port', '0', '--webhooks-port', String(port), '--api-key', 'k'],
    },
    {
      command: 'conformance',
      flag: '--fixtures-port',
      args: () => ['conformance', '--base-url', mock.url, '--api-key', 'pk_test_acme_1', '--only', 'auth.invalid-key', '--fixtures-port', String(port)],
    },
    {
      command: 'conformance',
      flag: '--receiver-port',
      args: () => ['conformance', '--base-url', mock.url, '--api-key', 'pk_test_acme_1', '--only', 'auth.invalid-key', '--receiver-port', String(port)],
    },
  ])('$command $flag: exit 2 and the hint that names the flag', async ({ command, flag, args }) => {
    const { status, stderr } = await ingestKit(args());
    expect(stderr).toBe(`ingest-kit ${command}: ${hint(flag)}`);
    expect(status).toBe(2);
  });
});
