import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Node's compile cache for every process the run starts (issue #31): vitest's workers, the mock's parse threads, the
 * compiled CLI and tsx processes, which inherit the variable. The run starts the same modules hundreds of times: a parse
 * thread run from source strips the types of ~600 modules and compiles them (0.62 s of CPU a thread; 0.33 s from the
 * cache), and each worker compiles vitest's and fastify's. Measured on a clean clone: the tests' CPU 449 -> 381 s. The
 * cache is in this tree's .tmp/ (ignored by git), not the user's temporary folder; a NODE_COMPILE_CACHE of the caller's
 * own wins, and NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
process.env.NODE_COMPILE_CACHE ??= path.join(import.meta.dirname, '.tmp', 'node-compile-cache');

/**
 * The test files that may share modules within a worker (`isolate: false`). Not test/mock-server/ern/xsd/: its tests
 * count schema compilations, which the loader's module-level cache makes once per process.
 */
const inProcess = [
  'test/contract/**/*.test.ts',
  'test/mock-server/ern/*.test.ts',
  'test/mock-server/ern/preflight/**/*.test.ts',
  'test/mock-server/ern/release/**/*.test.ts',
  'test/sdk/**/*.test.ts',
  'test/structure/**/*.test.ts',
  // Unit tests of the mock's parts that import no fetcher, start no mock and change no global (2026-11-27: 25 files took 75 s of
  // CPU isolated, 37 s shared, at load 8-12). Not test/mock-server/fetch/: the fetcher keeps its kept-alive agents in
  // its module, and keep-alive.test.ts counts connections (it failed sharing them); nor the ingest and files tests
  // that fetch (address-probing, scope), nor parse-pool (worker threads of its own), nor clock.test.ts (fake timers and
  // a spy on globalThis.setTimeout: in the full suite a later file's 20 ms setTimeout in the same worker never fired).
  'test/mock-server/xml/*.test.ts',
  'test/mock-server/{config-settings,config-store,config,duration}.test.ts',
  'test/mock-server/webhooks/{catalogue,delivery-faults,receiver-queues,signature}.test.ts',
  'test/mock-server/ingest/{create-preflight,events,fair-slots,lifecycle,record-cache,scenarios,xml-drain}.test.ts',
  'test/mock-server/files/{presign,socket,units}.test.ts',
  'test/conformance/harness/{ca-dir,der,receiver,tls}.test.ts',
  // Issue #31: the tests of the mock over its routes, in this process (startTestMock: each closes its mock and servers),
  // the memory store and its parts, the operator API, the generated code, and the conformance harness's small files.
  // Isolated, each paid ~1 s of imports (the mock's graph) for a few seconds of tests. Not the webhook files that count
  // sockets and agents over time (delivery, receiver-agents), nor the ones that start processes or PostgreSQL.
  'test/mock-server/server/{auth,bad-url,contract-fidelity,create,ern-validation,host-check,lifecycle,lifecycle-fair,operator,prefer}.test.ts',
  'test/mock-server/server/{presigned-files,redaction,retention,sockets,stream,xml-budget}.test.ts',
  'test/mock-server/store/{batch-tx,memory-kept-bytes,memory-release-strings,memory,migrations,open-store,serial,sorted-list,unit-batches}.test.ts',
  'test/mock-server/operator/{contract,feed-wire,stored-bytes}.test.ts',
  'test/mock-server/webhooks/{faults,outbound-policy,stale-socket,store-outage}.test.ts',
  'test/mock-server/{redact,escape-controls}.test.ts',
  'test/mock-server/replica/shared-clock.test.ts',
  'test/generated/{client,ern-versions,live-rules,preflight-rules,types}.test.ts',
  'test/conformance/{checks-doc,first-delivery,fixtures-valid,scenarios-quiet,untrusted-text}.test.ts',
  'test/conformance/harness/fixtures.test.ts',
  'test/conformance/checks/webhooks/retry-gaps-increase.test.ts',
  'test/conformance/receiver-check/no-ack-before-processed.test.ts',
  'test/dashboard/album-data.test.ts',
  'test/scripts/audit-verdict.test.ts',
  // Issue #31, again (2026-12-07): each isolated file paid ~0.4 s of CPU for its worker and imports (30 files of
  // test/cli/: 52 s of CPU isolated, 39 s shared). The command's tests (the compiled CLI as a process; not line-batch's fake
  // timers, validate-profiles' module mocks, nor the two that change the working folder), the suite's and the proxy's
  // smaller files, and a few of the mock's that change nothing global.
  'test/cli/!(line-batch|validate-profiles|validate-notices|validate).test.ts',
  'test/conformance/{created,fuzz,https,preflight,registration,report-files}.test.ts',
  'test/conformance/live/{forward,judge,proxy-answers,report,verdict,violation-log,webhook-checks}.test.ts',
  'test/conformance/live/proxy/{client,framing,timeout}.test.ts',
  'test/mock-server/{health/routes,ingest/runner,operator/config-drift,replicas/keys,store/sqlite}.test.ts',
];

/**
 * The files that took longest in the full suite, to start before every other file: vitest's own order runs a
 * project's files after another's (in-process first, ~40 s of small files) and, on a clean clone without its results
 * cache, larger files first, so the longest files could start late and end the run alone. A file missing here only
 * starts in vitest's order. Seconds of tests in a clean clone's run at load 10-16 (2026-12-07, issue #31), before the
 * certifications waited less. The ones that mostly wait (the certifications, on retry timers) alternate with the ones
 * that mostly compute (type-checks, browsers, builds), so that the waits overlap work: lint runs beside the first ones.
 */
const slowFirst = [
  'test/readme-blocks.test.ts', // 50: type-checks and processes
  'test/conformance/variants.test.ts', // 45 (30 since): waits on retries
  'test/docs/site.test.ts', // 53: chromium, half the site each
  'test/conformance/certify.test.ts', // 54 (30 since)
  'test/docs/site-odd.test.ts', // 42
  'test/mock-server/replicas/conformance.test.ts', // 57 (40 since): three mock processes and PostgreSQL
  'test/package/pack.test.ts', // 77: npm pack, an offline install, three tsc
  'test/conformance/faults.test.ts', // 35
  'test/mock-server/store/postgres-behaviour.test.ts', // 41
  'test/mock-server/server/ern-validation.test.ts', // 31
  'test/mock-server/webhooks/delivery.test.ts', // 25
  'test/mock-server/ingest/parse-pool.test.ts', // 25
  'test/conformance/precision.test.ts', // 24
  'test/mock-server/replicas/replica-death.test.ts', // 22
  'test/conformance/receiver-check.test.ts', // 21
  'test/conformance/live/proxy.test.ts', // 21
  'test/mock-server/replicas/virtual-clock.test.ts', // 20
  'test/conformance/live/webhook-checks-power.test.ts', // 20
  'test/mock-server/webhooks/durability.test.ts', // 19
  'test/mock-server/replicas/feed.test.ts', // 19
  'test/mock-server/replicas/database-outage.test.ts', // 18
  'test/conformance/fuzz.test.ts', // 18
  'test/mock-server/webhooks/faults.test.ts', // 18
  'test/dashboard/dashboard.test.ts', // 16
  'test/mock-server/replicas/load.test.ts', // 16
  'test/docs/preflight-guide.test.ts', // 13
  'test/cli/mock.test.ts', // 11
  'test/mock-server/ern/preflight/profiles/saxon-oracle.test.ts', // 10-15 (issue #32): waits on two Saxon-HE JVMs
  // Started late in vitest's order, these ended the run alone (2026-12-07: listener-limits from 245 s to 260 s).
  'test/conformance/harness/listener-limits.test.ts', // 15
  'test/mock-server/ingest/address-probing.test.ts', // 10
  'test/mock-server/server/lifecycle.test.ts', // 9
  'test/mock-server/store/postgres.test.ts', // 7
  'test/conformance/live/proxy/limits.test.ts', // 6
  'test/cli/listen-limits.test.ts', // 5
  'test/mock-server/server/hostile-message.test.ts', // 5
];

/** vitest's order, with the files of {@link slowFirst} moved to the front in that order. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = slowFirst.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return at < 0 ? slowFirst.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // A timeout only says "this hangs": many tests start real processes (tsx, the mock, PostgreSQL, chromium), which
    // on a busy 2-core machine take several times what they take alone. 60 s fails a hang without failing a slow start.
    testTimeout: 60_000,
    // expect.poll's own default gives up after 1 s: on a busy 2-core machine a page's re-render after a real webhook, or
    // a child mock's answer, can take longer. A poll still ends the moment its value is right; 15 s only says "never".
    expect: { poll: { timeout: 15_000 } },
    // The same for set-up hooks, which start the same things (a browser and a site build, a PostgreSQL cluster, mock
    // processes): at 30 s, the docs site's hook timed out in the full suite at load 12, and the file reported nothing
    // but skips (2026-11-27).
    hookTimeout: 60_000,
    // The conformance certifications (faults, variants) run side by side within their file: each mostly waits on
    // its own mock's timers and sockets. faults.test.ts lowers it to 6 for itself (vi.setConfig): its 23 ran past
    // their timeout 10 at a time under CI's load.
    maxConcurrency: 10,
    // vitest's default on 2 cores is one worker: files would run one after another, although the long ones
    // (conformance certification, browsers, child processes) mostly wait on timers and sockets. 4, not 3, once the
    // run's CPU fell (issue #31, 2026-12-07: a clean clone's npm test 244 s with 3, 235 s with 4): with 3, two workers
    // waiting on certifications left the cores half idle; before, at ~550 s of CPU, 4 gained nothing.
    maxWorkers: 4,
    sequence: { sequencer: SlowFirstSequencer },
    // The files of `inProcess` leave nothing behind in their worker (spies restored after each test, no global or
    // environment changed, servers and child processes closed) and rely on no module state of their own: they share
    // their worker's modules. Isolation costs each file ~0.5 s of start-up, most of what these take on 2 cores (their
    // 61 files with the XSD tests: 64 s isolated, 38 s shared, measured 2026-11-26 at load 9). The rest keeps a fresh
    // module graph per file. (The projects' own include: one at this level would be added to each.)
    projects: [
      // The tests that start ingest-kit as a process run it compiled once for the run (one build for both projects),
      // not through tsx each time.
      { extends: true, test: { name: 'in-process', include: inProcess, isolate: false, globalSetup: ['test/support/compiled-cli-setup.ts'] } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: inProcess, globalSetup: ['test/support/compiled-cli-setup.ts'] } },
    ],
  },
});
