/**
 * The receiver examples of the docs (docs/guides/receiving-webhooks.md), taken from the Markdown itself (fenced
 * blocks marked ```ts receiver=<name>), run as real processes and fed the mock's real deliveries: a duplicate, an
 * unknown event type and an extra invalid v1 among them. Each must process the completed event exactly once and
 * answer a tampered request 401.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes.js';
import { waitForIngest } from '../../sdk/wait-for-ingest.js';
import { acmeKey, call, startTestMock } from '../mock-server/server/harness.js';
import { repoRoot } from '../support/contract.js';
import { documents } from '../support/doc-blocks.js';

const examples = new Map(documents.flatMap((d) => d.blocks).filter((b) => b.lang === 'ts' && b.kind.startsWith('receiver=')).map((b) => [b.kind.slice('receiver='.length), b.code]));

/** The package's import specifiers, as a partner writes them, mapped to this repository's sources. */
const sources = {
  'partner-ingest-kit/webhooks': path.join(repoRoot, 'sdk/webhooks/index.ts'),
  'partner-ingest-kit/node': path.join(repoRoot, 'sdk/node.ts'),
};
const toSources = (code: string) => code.replace(/from '(partner-ingest-kit\/[\w-]+)'/g, (whole, specifier: string) => {
  const target = sources[specifier as keyof typeof sources] as string | undefined;
  if (!target) throw new Error(`the README imports ${specifier}, which the test does not map to a source file`);
  return `from ${JSON.stringify(target)}`;
});

// Inside the repository (.tmp/ is ignored), so that the examples resolve express and fastify from node_modules.
const dir = path.join(repoRoot, '.tmp', `readme-receivers-${process.pid}`);
mkdirSync(dir, { recursive: true });
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** The file to run for an example: the example itself, or, for a route module, a server around its POST. */
function programFor(name: string, code: string): string {
  const file = path.join(dir, `${name}.ts`);
  writeFileSync(file, toSources(code));
  if (!code.includes('export async function POST')) return file;
  const server = path.join(dir, `${name}.server.ts`);
  writeFileSync(server, [
    `import { createServer } from 'node:http';`,
    `import { toNodeHandler } from ${JSON.stringify(sources['partner-ingest-kit/node'])};`,
    `import { POST } from ${JSON.stringify(file)};`,
    `const port = Number(process.env.PORT);`,
    `createServer(toNodeHandler(POST)).listen(port, () => console.log(\`listening on \${port}\`));`,
  ].join('\n'));
  return server;
}

/** Starts the program; resolves once it printed "listening on", with a function returning its output so far. */
async function run(file: string, port: number): Promise<() => string> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), INGEST_API_KEY: acmeKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the example did not start within 20 s:\n${output}`));
    }, 20_000);
    child.on('exit', (code) => {
      reject(new Error(`the example exited with ${code}:\n${output}`));
    });
    child.stdout.on('data', () => {
      if (!output.includes(`listening on ${port}`)) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return () => output;
}

interface LedgerEvent {
  eventId: string;
  eventType: string;
  state: string;
  body: unknown;
  faults: { name: string }[];
}

interface LedgerAttempts {
  attempts: { outcome: string; kind: string }[];
}

describe('the receiver examples of the docs, against the mock', () => {
  it('has the four examples, marked ```ts receiver=<name>', () => {
    expect([...examples.keys()]).toEqual(['node-http', 'express', 'fastify', 'web-route']);
    for (const name of ['node-http', 'express']) expect(examples.get(name)).toContain('from \'partner-ingest-kit/node\'');
  });

  it.each([...examples])('%s: processes the completed event once (duplicate, unknown type, extra v1), 401 to a tampered request', async (name, code) => {
    const port = await freePort();
    const output = await run(programFor(name, code), port);
    const webhookUrl = `http://127.0.0.1:${port}/webhooks/ingest`;
    const faults = { 'duplicate': {}, 'unknown-event-type': {}, 'extra-invalid-signature': {} };
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl, webhookFaults: faults }] }, { timeScale: 100 });
    try {
      const body = { releaseId: `DEMO-${name}`, xmlUrl: `${mock.url}/_samples/demo-release.xml` };
      const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body })).body as { ingestId: string };
      await waitForIngest({ baseUrl: mock.url, apiKey: acmeKey, ingestId, initialDelayMs: 20, timeoutMs: 15_000 });

      const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
      const ledger = async () => (await call(mock, 'GET', '/_operator/events', { headers: op })).body as LedgerEvent[];
      await expect.poll(async () => (await ledger()).map((e) => `${e.eventType} ${e.state}`).sort(), { timeout: 15_000 })
        .toEqual(['draft.created delivered', 'ingest delivered']);
      const ingestEvent = (await ledger()).find((e) => e.eventType === 'ingest')!;
      const succeeded = async () => ((await call(mock, 'GET', `/_operator/events/${ingestEvent.eventId}`, { headers: op })).body as LedgerAttempts)
        .attempts.filter((a) => a.outcome === 'succeeded').map((a) => a.kind).sort();
      await expect.poll(succeeded, { timeout: 15_000 }).toEqual(['duplicate', 'scheduled']);

      // The same event, signed with another key: the example must answer 401 and not process it.
      const t = Math.floor(Date.now() / 1000);
      const raw = JSON.stringify(ingestEvent.body);
      const v1 = createHmac('sha256', 'pk_not_the_key').update(`${t}.${raw}`).digest('hex');
      const forged = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-signature': `t=${t},v1=${v1}` },
        body: raw,
      });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ error: 'no-matching-signature' });

      const seen = output().split('\n').filter((line) => line.startsWith('ingest '));
      expect(seen).toEqual([`ingest ${ingestId} completed`]);
    } finally {
      await mock.close();
    }
  }, 60_000);
});
