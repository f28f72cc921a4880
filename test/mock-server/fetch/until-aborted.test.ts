/** untilAborted: the abort holds even when the awaited work ignores the signal, and a late value is handed back. */
import { describe, expect, it, vi } from 'vitest';
import { untilAborted } from '../../../mock-server/src/fetch/until-aborted.js';

describe('untilAborted', () => {
  it('settles with the value when it comes before the abort', async () => {
    await expect(untilAborted(Promise.resolve(7), new AbortController().signal)).resolves.toBe(7);
  });

  it('rejects with the abort reason while the work goes on, and hands its late value to lateValue', async () => {
    const controller = new AbortController();
    let finish!: (value: string) => void;
    const work = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const lateValue = vi.fn();
    const waiting = untilAborted(work, controller.signal, lateValue);
    controller.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
    finish('connection');
    await work;
    await Promise.resolve();
    expect(lateValue).toHaveBeenCalledWith('connection');
  });

  it('rejects at once on a signal already aborted, with an Error even when the reason is not one', async () => {
    const controller = new AbortController();
    controller.abort('no');
    await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toThrow('aborted');
  });
});
