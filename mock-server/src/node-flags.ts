/**
 * The Node flags the mock server runs with. `npm start`, the `ingest-kit` command (its shebang line) and
 * `npm run bench` all start it with these; test/mock-server/node-flags.test.ts keeps the three in step.
 *
 * `--max-semi-space-size=16` (MB): under a high allocation rate (thousands of creates and webhook
 * deliveries a second) V8 on Node 24 grows the young generation to its default ceiling of two 32 MB
 * semi-spaces and promotes more short-lived objects, and the process keeps that memory. Measured with
 * `npm run bench`'s webhook burst (10,000 ingests completing together): peak RSS about 390 MB with the
 * default, about 250 MB with 16 MB, and no fewer deliveries a second.
 */
export const mockNodeFlags: readonly string[] = ['--max-semi-space-size=16'];
