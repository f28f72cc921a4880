/** The runner's domain events: listeners run in order, each awaited, and one that rejects stops the change it hears. */
import { describe, expect, it } from 'vitest';
import { IngestEvents } from '../../../mock-server/src/ingest/events.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import type { IngestRow } from '../../../mock-server/src/store/types.js';

const row = { ingestId: '1', status: 'completed' } as IngestRow;
const unit = { tx: createMemoryStore(), afterCommit: () => undefined };

describe('ingest domain events', () => {
  it('calls every listener of ingest.finished in order, each after the one before has resolved, until it stops listening', async () => {
    const events = new IngestEvents();
    const heard: string[] = [];
    events.on('ingest.finished', async (r, u) => {
      await new Promise((resolve) => setImmediate(resolve));
      heard.push(`a ${r.ingestId} ${u === unit}`);
    });
    const off = events.on('ingest.finished', (r) => {
      heard.push(`b ${r.ingestId}`);
    });
    await events.emit('ingest.finished', row, unit);
    expect(heard).toEqual(['a 1 true', 'b 1']);
    off();
    await events.emit('ingest.finished', row, unit);
    expect(heard).toEqual(['a 1 true', 'b 1', 'a 1 true']);
  });

  it('lets a listener\'s rejection reach the emitter (the runner\'s transaction rolls back)', async () => {
    const events = new IngestEvents();
    events.on('ingest.finished', async () => {
      throw new Error('outbox full');
    });
    await expect(events.emit('ingest.finished', row, unit)).rejects.toThrow('outbox full');
  });
});
