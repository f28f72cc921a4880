/**
 * Where a create's CPU goes (issue #31), in-process, this thread's CPU time only (process.threadCpuUsage): the
 * pieces of the parse thread's job (the fetch, the scanner's walk, the kept tree, the release summary, the rules) and
 * the store's transaction of a create, each the best of a few rounds. The XML is served by a child process, so that
 * the fetch row counts the client's side alone; the store row writes what one real create wrote (read back from an
 * in-process mock after one create) into a fresh memory store, again and again under new ids.
 *
 * What none of these rows holds, the request (Fastify, the key check, the scenario, the answer) and the hand-over to
 * and from the parse thread, is the mock's main-thread CPU per create (against.ts reads it from /proc) less the store.
 */
import { spawn } from 'node:child_process';
import { pino } from 'pino';
import { outboundPolicy, resolveConfig } from '../../mock-server/src/config.js';
import { fetchLimited } from '../../mock-server/src/fetch/fetch-limited.js';
import { parseErnMessage } from '../../mock-server/src/ern/parse-ern.js';
import { preflightTree } from '../../mock-server/src/ern/preflight/index.js';
import type { ErnTree } from '../../mock-server/src/ern/release/tree.js';
import { startMockServer } from '../../mock-server/src/server.js';
import { createMemoryStore } from '../../mock-server/src/store/memory.js';
import { ingestReleaseJson } from '../../mock-server/src/store/types.js';
import { createIngest } from './ingest.js';
import { stopChild, track } from './processes.js';
import { benchApiKey, benchPartnerId } from './protocol.js';

/** CPU ms of one piece of a create, in-process. */
export interface CreateSplit {
  fetch: number;
  scanner: number;
  /** The kept tree, built in the scanner's walk: the walk with it less the walk without. */
  tree: number;
  summary: number;
  /** The preflight rules (rules/index.ts). */
  rules: number;
  /** The release-profile rules of the message's own profile (profile-runner.ts), which `report` mode runs too. */
  profiles: number;
  store: number;
}

/** This thread's CPU ms (user and system). */
function threadMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of one `work`: the best of `rounds` rounds of `roundMs` CPU ms each, after a warm-up. */
async function bestMs(work: () => unknown, rounds: number, roundMs: number): Promise<number> {
  const warmUntil = threadMs() + roundMs / 2;
  while (threadMs() < warmUntil) await work();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    let runs = 0;
    const start = threadMs();
    let now = start;
    while (now < start + roundMs) {
      await work();
      runs++;
      now = threadMs();
    }
    best = Math.min(best, (now - start) / runs);
  }
  return best;
}

/** The sample served by a child process (its CPU is not this thread's); resolves with its URL. */
export async function serveInChild(samplePath: string): Promise<{ xmlUrl: string; stop: () => Promise<void> }> {
  const code = `const bytes = require('node:fs').readFileSync(process.argv[1]);
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/xml', 'content-length': bytes.byteLength });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));`;
  const child = track(spawn(process.execPath, ['-e', code, samplePath], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => {
      resolve(Number(message));
    });
    child.once('exit', (code) => {
      reject(new Error(`the XML server of the create split exited (${code})`));
    });
  });
  return { xmlUrl: `http://127.0.0.1:${port}/message.xml`, stop: () => stopChild(child) };
}

/** One real create's ingest, files, release record and kept message, read back from an in-process mock. */
async function oneCreateWritten(xmlUrl: string) {
  const config = resolveConfig(
    { partners: [{ id: benchPartnerId, apiKeys: [benchApiKey] }], resources: { mode: 'simulate', simulate: { minDuration: '1h', maxDuration: '1h' } } },
    { port: 0, logLevel: 'silent' },
    'bench',
  );
  const mock = await startMockServer(config, { logger: pino({ level: 'silent' }) });
  try {
    const { ingestId } = await createIngest(mock.url.replace(/\/$/, ''), xmlUrl);
    const { store } = mock.parts;
    const row = (await store.getIngest(ingestId))!;
    return {
      row: structuredClone(row),
      files: structuredClone(await store.listIngestFiles(ingestId)),
      release: structuredClone((await store.getIngestRelease(ingestId))!),
      message: (await store.getIngestBlob(ingestId, 'message')) ?? null,
    };
  } finally {
    await mock.close();
  }
}

/** Measures every piece (rounds of `roundMs` CPU ms each, the best counts). */
export async function measureCreateSplit(sample: Uint8Array, xmlUrl: string, rounds = 5, roundMs = 500): Promise<CreateSplit> {
  const config = resolveConfig({}, { port: 0 }, 'bench');
  const { timeoutMs, maxBytes, maxRedirects } = config.xml;
  const fetchSettings = { limits: { timeoutMs, maxBytes, maxRedirects }, policy: outboundPolicy(config), label: 'xmlUrl', consume: 'buffer' as const };
  const fetch = await bestMs(() => fetchLimited(xmlUrl, fetchSettings), rounds, roundMs);
  const messageUrl = xmlUrl;
  const scanner = await bestMs(() => parseErnMessage(sample, { messageUrl }), rounds, roundMs);
  const withTree = await bestMs(() => parseErnMessage(sample, { messageUrl, tree: true }), rounds, roundMs);
  // Each round reads a fresh tree, as a create does: a tree read again is warm in the caches.
  const treeOf = (): ErnTree => {
    const parsed = parseErnMessage(sample, { messageUrl, tree: true });
    if (!parsed.ok || parsed.message.tree === undefined) throw new Error(`the sample does not parse: ${JSON.stringify(parsed)}`);
    return parsed.message.tree;
  };
  const summaryWithTree = await bestMs(() => preflightTree(treeOf(), { rules: false }), rounds, roundMs);
  const rulesWithTree = await bestMs(() => preflightTree(treeOf(), { profile: 'off' }), rounds, roundMs);
  const profilesWithTree = await bestMs(() => preflightTree(treeOf(), { profile: 'auto' }), rounds, roundMs);
  const written = await oneCreateWritten(xmlUrl);
  // The mock's own bound of kept bytes (ern.keepTotalBytes), so that the rounds keep no more than a mock would.
  const store = createMemoryStore({ retention: config.retention });
  let next = 0;
  const storeMs = await bestMs(async () => {
    const ingestId = `${++next}`;
    await store.transaction(async (tx) => {
      await tx.insertIngest({ ...written.row, ingestId }, written.files);
      // The record's JSON is made on the parse thread since (preflight-job.ts createPreflight): counted here, as before.
      await tx.saveIngestRelease(ingestId, ingestReleaseJson(written.release));
      if (written.message !== null) await tx.saveIngestBlob(ingestId, 'message', written.message.slice());
    });
  }, rounds, roundMs);
  await store.close();
  return {
    fetch,
    scanner,
    tree: withTree - scanner,
    summary: summaryWithTree - withTree,
    rules: rulesWithTree - summaryWithTree,
    profiles: profilesWithTree - rulesWithTree,
    store: storeMs,
  };
}
