/** The runner's domain events: listeners run at once, in order, and one that throws stops the change it hears. */
import { describe, expect, it } from 'vitest';
import { IngestEvents } from '../../../mock-server/src/ingest/events.js';
import type { IngestRow } from '../../../mock-server/src/store/types.js';

const row = { ingestId: '1', status: 'completed' } as IngestRow;

describe('ingest domain events', () => {
  it('calls every listener of ingest.finished in order, synchronously, until it stops listening', () => {
    const events = new IngestEvents();
    const heard: string[] = [];
    events.on('ingest.finished', (r) => heard.push(`a ${r.ingestId}`));
    const off = events.on('ingest.finished', (r) => heard.push(`b ${r.ingestId}`));
    events.emit('ingest.finished', row);
    expect(heard).toEqual(['a 1', 'b 1']);
    off();
    events.emit('ingest.finished', row);
    expect(heard).toEqual(['a 1', 'b 1', 'a 1']);
  });

  it('lets a listener\'s error reach the emitter (the runner\'s transaction rolls back)', () => {
    const events = new IngestEvents();
    events.on('ingest.finished', () => {
      throw new Error('outbox full');
    });
    expect(() => {
      events.emit('ingest.finished', row);
    }).toThrow('outbox full');
  });
});
