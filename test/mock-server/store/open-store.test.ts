import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../mock-server/src/store/index.js';
import { tempDirs } from './support.js';

const dirs = tempDirs();
afterEach(async () => {
  dirs.removeAll();
});

describe('openStore', () => {
  it('keeps state in memory without a data dir', async () => {
    const store = await openStore({});
    expect(store.kind).toBe('memory');
    await store.close();
  });

  it('keeps state in SQLite in the given data dir', async () => {
    const dataDir = dirs.make();
    const store = await openStore({ dataDir });
    expect(store.kind).toBe('sqlite');
    await store.nextSequence('webhookEvent');
    await store.close();
    const again = await openStore({ dataDir });
    expect(await again.nextSequence('webhookEvent')).toBe(2);
    await again.close();
  });
});
