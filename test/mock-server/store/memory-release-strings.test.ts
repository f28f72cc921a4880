/**
 * The memory store keeps a release summary's strings, not the message text they were cut from: V8 keeps a
 * substring as a slice of its parent, so a summary read from a 1 MB message would keep the 1 MB alive.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, it } from 'vitest';
import { createMemoryStore, ingestReleaseJson } from '../../../mock-server/src/store/index.js';
import { releaseRecord } from './behaviour-release.js';
import { ingest, insert } from './support.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapUsedMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

it('keeps 20 releases read from 20 messages of 1 MB without keeping the messages', async () => {
  const store = createMemoryStore();
  const before = heapUsedMb();
  for (let i = 0; i < 20; i++) {
    // A message's text, and a title cut from it (a sliced string, as the parser's substrings are).
    const text = `<Title>${String(i).padStart(4, '0')} ${'x'.repeat(1_000_000)}</Title>`;
    const title = text.slice(7, 40);
    const row = ingest(await store.allocateIngestId());
    await insert(store, row);
    const record = releaseRecord();
    await store.saveIngestRelease(row.ingestId, ingestReleaseJson({ ...record, release: { ...record.release!, title } }));
  }
  // 20 messages kept would be ~20 MB (one byte a character).
  expect(heapUsedMb() - before).toBeLessThan(5);
  await store.close();
});
