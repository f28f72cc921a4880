/** Per-receiver queues (issue #13): each receiver has its own concurrency limit, and a stop hands back what waits. */
import { describe, expect, it } from 'vitest';
import { receiverKey, ReceiverQueues } from '../../../mock-server/src/webhooks/receiver-queues.js';

describe('receiver queues', () => {
  it('runs at most `concurrency` attempts per receiver, while another receiver goes on', async () => {
    const started: string[] = [];
    const release: (() => void)[] = [];
    const queues = new ReceiverQueues(2, (id) => {
      started.push(id);
      return new Promise<void>((resolve) => release.push(resolve));
    });
    const slow = receiverKey('acme', 'https://acme.example/hook');
    for (const id of ['a1', 'a2', 'a3']) queues.push(slow, id);
    queues.push(receiverKey('globex', 'https://globex.example/hook'), 'g1');
    expect(started).toEqual(['a1', 'a2', 'g1']);
    expect(queues.queued).toBe(1);
    release[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2', 'g1', 'a3']);
  });

  it('starts nothing after a stop, and hands back the ids still queued', () => {
    const queues = new ReceiverQueues(1, () => new Promise(() => undefined));
    for (const id of ['e1', 'e2', 'e3']) queues.push('partner:acme', id);
    expect(queues.stop()).toEqual(['e2', 'e3']);
    queues.push('partner:acme', 'e4');
    expect(queues.queued).toBe(1);
  });

  it('keys a receiver by partner and full URL', () => {
    expect(receiverKey('acme', 'https://h.example/a')).not.toBe(receiverKey('acme', 'https://h.example/b'));
    expect(receiverKey('acme', null)).toBe('partner:acme');
  });
});
