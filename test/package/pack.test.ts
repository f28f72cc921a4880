/**
 * A partner installs the kit: `npm pack` of a fresh build, installed offline into an empty project, runs
 * `ingest-kit mock` and `ingest-kit conformance`, and its exports type-check (`module`/`moduleResolution`
 * `nodenext`) and run: the root entry, and `partner-ingest-kit/webhooks` with no type or module beyond the
 * platform (no Node types, DOM lib only).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { repoRoot } from '../support/contract.js';
import { packKit, type PackedKit } from '../support/pack-kit.js';
import { type Consumer, installConsumer } from './consumer.js';

const work = mkdtempSync(path.join(tmpdir(), 'pik-pack-'));
let consumer: Consumer;
let packed: PackedKit;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGINT');
  rmSync(work, { recursive: true, force: true });
});

beforeAll(() => {
  // The run's compiled kit (test/support/compiled-cli-setup.ts) is this build: packed as it is, not built again.
  const built = inject('compiledKit') as string | undefined;
  packed = packKit(work, work, built === undefined || built === '' ? undefined : built);
  const project = path.join(work, 'consumer');
  mkdirSync(project);
  copyFileSync(path.join(work, packed.filename), path.join(project, packed.filename));
  consumer = installConsumer(project, path.join(project, packed.filename));
}, 180_000);

/** Every module of the package that `entry` loads, following relative imports (packages and node: not followed). */
function modulesOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      if (specifier?.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(entry);
  return seen;
}

/** Starts `npx ingest-kit mock` from the installed package; resolves with its URL from the banner. */
function startMock(): Promise<string> {
  const child = spawn(path.join(consumer.dir, 'node_modules/.bin/ingest-kit'), ['mock', '--port', '0', '--log-level', 'warn'], { cwd: consumer.dir });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => {
      reject(new Error(`ingest-kit mock exited ${String(code)}: ${out}`));
    });
  });
}

describe('the packed kit, installed into an empty project', () => {
  it('ships the compiled code, the contract and the README, and no source maps or tests', () => {
    const files = packed.files.map((f) => f.path);
    for (const f of ['dist/sdk/index.js', 'dist/sdk/webhooks/index.js', 'dist/sdk/webhooks/index.d.ts', 'dist/cli/main.js', 'openapi.yaml', 'operator.openapi.yaml', 'README.md']) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => f.endsWith('.map') || f.includes('/test/') || f.startsWith('dist/scripts/'))).toEqual([]);
    // The install guide states the tarball's size (it said 629 kB long after it had grown past 800).
    const stated = /The whole kit packs to about (\d+) kB/.exec(readFileSync(path.join(repoRoot, 'docs/guides/install.md'), 'utf8'))?.[1];
    expect(stated, 'docs/guides/install.md states the size of the tarball').toBeDefined();
    expect(Math.abs(Number(stated) - packed.size / 1000), `packed ${packed.size} bytes`).toBeLessThan(0.05 * Number(stated));
  });

  it('ships every guide the README links to, and the snippets and pictures of the guides', () => {
    const files = packed.files.map((f) => f.path);
    const guides = readdirSync(path.join(repoRoot, 'docs/guides')).filter((f) => f.endsWith('.md'));
    expect(guides.length).toBeGreaterThan(15);
    for (const guide of guides) expect(files).toContain(`docs/guides/${guide}`);
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const [, target] of readme.matchAll(/\]\((docs\/guides\/[\w-]+\.md)/g)) expect(files).toContain(target);
    for (const snippet of readdirSync(path.join(repoRoot, 'docs/snippets'))) expect(files).toContain(`docs/snippets/${snippet}`);
    // The pictures they show (operator-api.md's dashboard was a broken image in the installed kit).
    const pictures = guides.flatMap((guide) => [...readFileSync(path.join(repoRoot, 'docs/guides', guide), 'utf8').matchAll(/\]\(\.\.\/images\/([\w.-]+)\)/g)]
      .map(([, name]) => `docs/images/${name!}`));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(files).toContain(picture);
  });

  it('runs `npx ingest-kit mock` and `npx ingest-kit conformance` against it', async () => {
    const url = await startMock();
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const out = consumer.run('ingest-kit', ['conformance', '--base-url', url, '--api-key', 'pk_test_dev_1', '--profile', 'quick']);
    expect(out).toMatch(/\d+ passed, 0 failed, \d+ skipped .*: conforms/);
  }, 60_000);

  it('type-checks a consumer of both entries with module and moduleResolution nodenext', () => {
    writeFileSync(path.join(consumer.dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', strict: true, noEmit: true, types: ['node'], skipLibCheck: false },
      include: ['consumer.ts'],
    }));
    writeFileSync(path.join(consumer.dir, 'consumer.ts'), [
      'import { createIngestClient, validateIngestRecord, waitForIngest, type IngestRecord, type TerminalIngestRecord } from \'partner-ingest-kit\';',
      'import { toNodeHandler } from \'partner-ingest-kit/node\';',
      'import { createWebhookHandler } from \'partner-ingest-kit/webhooks\';',
      'import { checkReceiver } from \'partner-ingest-kit/receiver-check\';',
      'import { startMockServer, resolveConfig } from \'partner-ingest-kit/mock\';',
      'import { runConformance } from \'partner-ingest-kit/conformance\';',
      'import { startListener, WebhookWatcher, type ListenedRequest } from \'partner-ingest-kit/listen\';',
      'export const listen: (request: ListenedRequest) => boolean = (request) => request.verified && request.violations?.length === 0;',
      'export const watching = [startListener, new WebhookWatcher({ apiKey: \'k\' })];',
      'export const handler = toNodeHandler(createWebhookHandler({ secret: \'k\', onEvent: (event) => { const s: \'processing\' | \'completed\' | \'failed\' = event.data.status; void s; } }));',
      'export const done: Promise<TerminalIngestRecord> = waitForIngest({ baseUrl: \'http://127.0.0.1:4010\', apiKey: \'k\', ingestId: \'1\' });',
      'export const tools = [checkReceiver, startMockServer, resolveConfig, runConformance];',
      'import { verifyWebhook, signWebhook, WebhookVerificationError, isIngestEvent, type WebhookEvent } from \'partner-ingest-kit/webhooks\';',
      'const client = createIngestClient({ baseUrl: \'http://127.0.0.1:4010\', apiKey: \'pk_test_dev_1\' });',
      'export async function handle(body: string, signature: string): Promise<IngestRecord | null> {',
      '  try {',
      '    const event: WebhookEvent = await verifyWebhook({ body, signature, secret: \'pk_test_dev_1\' });',
      '    if (!isIngestEvent(event)) return null;',
      '    if (event.data.status === \'failed\') { const code: string = event.data.error.code; void code; }',
      '    return validateIngestRecord(event.data) ? event.data : null;',
      '  } catch (error) {',
      '    if (error instanceof WebhookVerificationError) { const reason: \'missing-header\' | \'malformed-header\' | \'timestamp-outside-tolerance\' | \'no-matching-signature\' | \'invalid-json\' = error.reason; void reason; }',
      '    return null;',
      '  }',
      '}',
      'export const header: Promise<string> = signWebhook({ body: \'{}\', secret: \'k\' });',
      'export const lookup = client.GET(\'/partner/v1/ddex/ingests/{ingestId}\', { params: { path: { ingestId: \'1\' } } });',
      '// @ts-expect-error a processing record has no completedAt',
      'export const wrong: IngestRecord = { ingestId: \'1\', releaseId: \'R\', status: \'processing\', receivedAt: \'2026-11-21T12:00:00Z\', completedAt: \'2026-11-21T12:00:00Z\', resources: { total: 0, completed: 0, failed: 0 } };',
      '',
    ].join('\n'));
    expect(() => consumer.run('tsc', ['-p', '.'])).not.toThrow();
  }, 120_000);

  it('runs partner-ingest-kit/ern (typed), `npx ingest-kit validate`, ships the report schema, and states the entry\'s size', () => {
    const release = path.join(consumer.dir, 'release');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'release.xml'), demoReleaseXml());
    writeFileSync(path.join(consumer.dir, 'tsconfig.ern.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', strict: true, outDir: 'ern-out', types: ['node'], skipLibCheck: false },
      include: ['ern.ts'],
    }));
    writeFileSync(path.join(consumer.dir, 'ern.ts'), [
      'import { readFileSync } from \'node:fs\';',
      'import { preflight, type ErncFileStatus, type Finding, type PreflightReport, type ReleaseSummary } from \'partner-ingest-kit/ern\';',
      'const report: PreflightReport = preflight(readFileSync(\'release/release.xml\'), { file: \'release.xml\' });',
      'const broken = preflight(\'<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43"><MessageHeader/></NewReleaseMessage>\');',
      'const release: ReleaseSummary | null = report.files[0]?.release ?? null;',
      'const codes: ErncFileStatus[] = broken.files.flatMap((file) => file.findings.map((finding: Finding) => finding.code));',
      'console.log(JSON.stringify({ valid: report.files[0]?.valid, title: release?.title, tracks: release?.tracks.length, brokenValid: broken.files[0]?.valid, codes }));',
      '',
    ].join('\n'));
    consumer.run('tsc', ['-p', 'tsconfig.ern.json']);
    const printed = JSON.parse(consumer.run('node', ['ern-out/ern.js'])) as { codes: string[] };
    expect(printed).toMatchObject({ valid: true, title: 'partner-ingest-kit Demo Album', tracks: 3, brokenValid: false });
    expect(printed.codes).toContain('MetadataMissing');
    expect(consumer.run('ingest-kit', ['validate', 'release/release.xml'])).toContain('partner-ingest-kit Demo Album');
    expect(packed.files.map((f) => f.path)).toContain('contract/preflight-report.schema.json');
    const schemaPath = consumer.run('node', ['--input-type=module', '-e', 'console.log(import.meta.resolve(\'partner-ingest-kit/preflight-report.schema.json\'))']).trim();
    expect(schemaPath).toMatch(/contract\/preflight-report\.schema\.json$/);
    // The entry's own modules (not its packages: libxml2-wasm and the rest are dependencies of the kit).
    const root = path.join(consumer.dir, 'node_modules/partner-ingest-kit/dist');
    const modules = modulesOf(path.join(root, 'sdk/ern.js'));
    const bytes = [...modules].reduce((sum, file) => sum + readFileSync(file).length, 0);
    const readme = readFileSync(path.join(repoRoot, 'docs/guides/install.md'), 'utf8');
    const stated = /`partner-ingest-kit\/ern` loads (\d+(?:\.\d)?) kB of JavaScript in (\d+) modules/.exec(readme);
    expect(stated, 'docs/guides/install.md states the size of partner-ingest-kit/ern').not.toBeNull();
    expect(Math.abs(Number(stated?.[1]) - bytes / 1000), `measured ${bytes} bytes in ${modules.size} modules`).toBeLessThan(3);
  }, 120_000);

  it('type-checks partner-ingest-kit/webhooks with no Node types at all (DOM lib only), as Deno, Bun and edge code would', () => {
    writeFileSync(path.join(consumer.dir, 'tsconfig.edge.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', lib: ['es2023', 'dom'], types: [], strict: true, noEmit: true, skipLibCheck: false },
      include: ['edge.ts'],
    }));
    writeFileSync(path.join(consumer.dir, 'edge.ts'), [
      'import { verifyWebhook } from \'partner-ingest-kit/webhooks\';',
      'export default { async fetch(request: Request): Promise<Response> {',
      '  try { await verifyWebhook({ body: await request.text(), signature: request.headers, secret: \'k\' }); return new Response(null, { status: 200 }); }',
      '  catch { return new Response(null, { status: 401 }); }',
      '} };',
      '',
    ].join('\n'));
    expect(() => consumer.run('tsc', ['-p', 'tsconfig.edge.json'])).not.toThrow();
  }, 120_000);

  it('runs partner-ingest-kit/listen: a listener with the watcher of --validate, verifying and checking a delivery', () => {
    const script = [
      'import { startListener, WebhookWatcher } from \'partner-ingest-kit/listen\';',
      'import { signWebhook } from \'partner-ingest-kit/webhooks\';',
      // onRequest comes once the delivery is answered and checked: after the sender has its answer, maybe.
      // execFileSync waits for the script: it must end by itself, report or not.
      'setTimeout(() => { console.error(\'no report within 20 s\'); process.exit(1); }, 20_000).unref();',
      'let heard;',
      'const reported = new Promise((resolve) => { heard = resolve; });',
      'const listener = await startListener({ apiKey: \'k\', watcher: new WebhookWatcher({ apiKey: \'k\' }), onRequest: (request) => heard(request) });',
      'const body = JSON.stringify({ eventId: \'evt_1\', eventType: \'ingest\', occurredAt: \'2026-11-21T12:00:00Z\', data: {} });',
      'const answer = await fetch(listener.url, { method: \'POST\', headers: { \'content-type\': \'application/json\', \'x-service-signature\': await signWebhook({ body, secret: \'k\' }) }, body });',
      'const request = await reported;',
      'await listener.close();',
      'console.log(JSON.stringify({ status: answer.status, verified: request.verified, rules: request.violations.map((v) => v.rule) }));',
    ].join('\n');
    writeFileSync(path.join(consumer.dir, 'listen.mjs'), script);
    const out = JSON.parse(consumer.run('node', ['listen.mjs']).trim()) as { status: number; verified: boolean; rules: string[] };
    // Signed with the key, so verified and answered 200; its data is not an ingest record, which the watcher says.
    expect(out.status).toBe(200);
    expect(out.verified).toBe(true);
    expect(out.rules).toContain('webhooks.envelope');
  });

  it('runs partner-ingest-kit/webhooks, importing no node: module, and states its size', () => {
    const script = [
      'import { signWebhook, verifyWebhook } from \'partner-ingest-kit/webhooks\';',
      'const body = JSON.stringify({ eventId: \'evt_1\', eventType: \'ingest\', occurredAt: \'2026-11-21T12:00:00Z\', data: {} });',
      'const signature = await signWebhook({ body, secret: \'k\' });',
      'const event = await verifyWebhook({ body, signature, secret: \'k\' });',
      'console.log(event.eventId);',
    ].join('\n');
    writeFileSync(path.join(consumer.dir, 'run.mjs'), script);
    expect(consumer.run('node', ['run.mjs']).trim()).toBe('evt_1');
    // Every module the entry loads, and none of them imports node: or a package.
    const root = path.join(consumer.dir, 'node_modules/partner-ingest-kit/dist');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
        expect(specifier, `${path.relative(root, file)} imports ${specifier}`).toMatch(/^\.\.?\//);
        visit(path.resolve(path.dirname(file), specifier ?? ''));
      }
    };
    visit(path.join(root, 'sdk/webhooks/index.js'));
    const bytes = [...seen].reduce((sum, file) => sum + readFileSync(file).length, 0);
    // The install guide states the size; this keeps it honest.
    const readme = readFileSync(path.join(repoRoot, 'docs/guides/install.md'), 'utf8');
    const stated = /`partner-ingest-kit\/webhooks` is (\d+(?:\.\d)?) kB/.exec(readme)?.[1];
    expect(stated, 'docs/guides/install.md states the size of partner-ingest-kit/webhooks').toBeDefined();
    expect(Math.abs(Number(stated) - bytes / 1000)).toBeLessThan(1.5);
  });
});
