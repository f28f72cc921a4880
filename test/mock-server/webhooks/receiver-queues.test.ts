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

  it('starts `ahead` more attempts, which send in turn as request slots free, first come first served', async () => {
    const sending: string[] = [];
    const release = new Map<string, () => void>();
    const turns = new Map<string, () => Promise<void>>();
    const queues = new ReceiverQueues(2, (id, turn) => {
      turns.set(id, turn);
      return new Promise<void>((resolve) => release.set(id, resolve));
    }, 2);
    const send = async (id: string) => {
      await turns.get(id)!();
      sending.push(id);
    };
    for (const id of ['e1', 'e2', 'e3', 'e4', 'e5']) queues.push('partner:acme', id);
    // Four started (two slots, two ahead), the fifth queued.
    expect([...turns.keys()]).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(queues.queued).toBe(1);
    const waits = ['e4', 'e3', 'e1', 'e2'].map(send);
    await new Promise((resolve) => setImmediate(resolve));
    // e4 and e3 asked first and took the two slots; e1 and e2 wait for them, in the order they asked.
    expect(sending).toEqual(['e4', 'e3']);
    release.get('e3')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sending).toEqual(['e4', 'e3', 'e1']);
    // The slot e3 left went to e1, and its place among the started to e5.
    expect([...turns.keys()]).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    // An attempt that sends no request (its event gone) frees its place without taking a slot.
    release.get('e5')!();
    release.get('e4')!();
    await Promise.all(waits);
    expect(sending).toEqual(['e4', 'e3', 'e1', 'e2']);
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
