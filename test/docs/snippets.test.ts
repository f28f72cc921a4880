/**
 * The signature verification snippets of the guide (docs/snippets/), each run as a real process against a real
 * signed delivery from the mock: valid for the delivery as sent, invalid for a tampered body and for a `t`
 * older than the 300 s tolerance (spec 6.3).
 *
 * One calling convention for all six: the raw body on stdin, `WEBHOOK_SIGNATURE` (the X-Service-Signature value)
 * and `WEBHOOK_SECRET` (the partner's API key) in the environment; "valid" and exit 0, or "invalid: <reason>"
 * and exit 1. A language whose toolchain is missing is skipped, naming it (.ci/run installs them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReleasePath } from '../../mock-server/src/samples/routes.js';
import { repoRoot } from '../support/contract.js';
import { acmeKey, call, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { type Delivery, type Receiver, startReceiver } from '../support/receiver.js';

const snippets = path.join(repoRoot, 'docs', 'snippets');
const buildDir = mkdtempSync(path.join(tmpdir(), 'pik-snippets-'));

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The Node snippet imports the SDK by its package name, as a partner's code does; here that name resolves to the
 * SDK's source (sdk/webhooks/index.ts, run through tsx), so the test needs no build.
 */
const sdkAlias = `data:text/javascript,import{registerHooks}from'node:module';registerHooks({resolve(s,c,n){return n(s==='partner-ingest-kit/webhooks'?${
  JSON.stringify(pathToFileURL(path.join(repoRoot, 'sdk', 'webhooks', 'index.ts')).href)}:s,c)}})`;

interface Language {
  name: string;
  file: string;
  /** Missing toolchain commands (empty: runnable). */
  missing: string[];
  /** Compiles once, where the language compiles. */
  build?: () => void;
  command: () => [string, ...string[]];
}

const languages: Language[] = [
  {
    name: 'Node.js (the SDK)',
    file: 'verify.mjs',
    missing: [],
    command: () => [process.execPath, '--import', 'tsx', '--import', sdkAlias, path.join(snippets, 'verify.mjs')],
  },
  { name: 'Python', file: 'verify.py', missing: ['python3'].filter((c) => !has(c)), command: () => ['python3', path.join(snippets, 'verify.py')] },
  {
    name: 'Go',
    file: 'verify.go',
    missing: ['go'].filter((c) => !has(c)),
    build: () => execFileSync('go', ['build', '-o', path.join(buildDir, 'verify-go'), path.join(snippets, 'verify.go')], { stdio: 'pipe' }),
    command: () => [path.join(buildDir, 'verify-go')],
  },
  {
    name: 'Java',
    file: 'Verify.java',
    missing: ['java', 'javac'].filter((c) => !has(c)),
    build: () => execFileSync('javac', ['-d', buildDir, path.join(snippets, 'Verify.java')], { stdio: 'pipe' }),
    command: () => ['java', '-cp', buildDir, 'Verify'],
  },
  { name: 'PHP', file: 'verify.php', missing: ['php'].filter((c) => !has(c)), command: () => ['php', path.join(snippets, 'verify.php')] },
  { name: 'Ruby', file: 'verify.rb', missing: ['ruby'].filter((c) => !has(c)), command: () => ['ruby', path.join(snippets, 'verify.rb')] },
];

function run(language: Language, body: Buffer, signature: string): { status: number | null; stdout: string; stderr: string } {
  const [command, ...args] = language.command();
  const result = spawnSync(command, args, {
    input: body,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, WEBHOOK_SIGNATURE: signature, WEBHOOK_SECRET: acmeKey },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** A header for these bytes signed with the right key, as of `t` (to make a stale but otherwise valid one). */
function signedAt(body: Buffer, t: number): string {
  const v1 = createHmac('sha256', acmeKey).update(Buffer.concat([Buffer.from(`${t}.`), body])).digest('hex');
  return `t=${t},v1=${v1}`;
}

describe('signature verification snippets (docs/snippets), against a real delivery from the mock', () => {
  let mock: TestMock;
  let receiver: Receiver;
  let delivery: Delivery;

  beforeAll(async () => {
    receiver = await startReceiver();
    mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: receiver.url }] });
    const { status } = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: 'DOCS-SNIPPETS-1', xmlUrl: `${mock.url}${demoReleasePath}` },
    });
    expect(status).toBe(201);
    [delivery] = await receiver.waitFor(1, 10_000) as [Delivery];
    for (const language of languages) if (language.missing.length === 0) language.build?.();
  });

  afterAll(async () => {
    await mock.close();
    await receiver.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  describe.each(languages)('$name ($file)', (language) => {
    const skip = language.missing.length > 0;
    const why = skip ? ` (SKIPPED: ${language.missing.join(', ')} not installed; .ci/run installs it)` : '';

    it.skipIf(skip)(`accepts the delivery exactly as the mock signed it${why}`, () => {
      const signature = String(delivery.headers['x-service-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const result = run(language, delivery.raw, signature);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^valid\b/);
      expect(result.status).toBe(0);
    });

    it.skipIf(skip)(`rejects the delivery with one byte of the body changed${why}`, () => {
      const tampered = Buffer.from(delivery.raw);
      tampered[tampered.length - 2]! ^= 0x01; // the body's last `}` but one
      const result = run(language, tampered, String(delivery.headers['x-service-signature']));
      expect(result.stdout).toMatch(/^invalid: no.matching.signature/);
      expect(result.status).toBe(1);
    });

    it.skipIf(skip)(`rejects a signature whose t is older than 300 s${why}`, () => {
      const stale = signedAt(delivery.raw, Math.floor(Date.now() / 1000) - 301 - 5);
      const result = run(language, delivery.raw, stale);
      expect(result.stdout).toMatch(/^invalid: timestamp.outside.tolerance/);
      expect(result.status).toBe(1);
    });
  });
});
