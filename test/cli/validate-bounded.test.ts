/**
 * `ingest-kit validate` reads a large message on a parse thread with a heap of its own (issue #29, item 2), as the
 * mock does: a message too costly to read ends as an error finding (`message-limits`, XML_TOO_COSTLY) instead of
 * aborting the command, and a message read there gets the same report as on the command's own thread.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInput } from '../../cli/validate/check.js';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { createErnParsePool, type ErnParser, type ParseThread } from '../../mock-server/src/ingest/parse-pool.js';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';

const pools: ErnParser[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const input = (xml: string) => ({ name: 'release.xml', messageUrl: 'file:///releases/r1/release.xml', bytes: new TextEncoder().encode(xml) });

/** A thread of a 16 MB heap that runs out of it on every job, as the parse of a costly message does. */
const exhausting = (): ParseThread => new Worker(
  'require("node:worker_threads").parentPort.on("message", () => { const held = []; for (;;) held.push(new Array(100000).fill(1)); });',
  { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } },
);

describe('validate\'s bounded preflight', () => {
  it('ends a message whose parse runs out of the thread\'s heap as a message-limits error finding, never an abort', async () => {
    const parser = createErnParsePool({ threads: 1, inlineBelowBytes: 0, heapMb: 16, spawn: exhausting });
    pools.push(parser);
    const report = await checkInput(input(demoReleaseXml()), { schemas: undefined, parser, files: false, fetch });
    expect(report.valid).toBe(false);
    expect(report.findings).toEqual([expect.objectContaining({ rule: 'message-limits', severity: 'error', message: expect.stringContaining('XML_TOO_COSTLY') as unknown })]);
  });

  it('gives the same report on the parse thread as on the command\'s own thread', async () => {
    const parser = createErnParsePool({ threads: 1, inlineBelowBytes: 0 });
    pools.push(parser);
    const xml = demoReleaseXml().replace('<ReleaseList>', '<ReleaseList><!-- read on a thread -->');
    const onThread = await checkInput(input(xml), { schemas: undefined, parser, files: false, fetch });
    expect(onThread).toStrictEqual(preflight(xml, { file: 'release.xml' }).files[0]);
  });
});
