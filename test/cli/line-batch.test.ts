/** The proxy's console lines: every line written once, in order, in one write per turn of the event loop. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { lineBatch } from '../../cli/line-batch.js';
import { repoRoot } from '../support/contract.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('lineBatch', () => {
  it('writes the lines of one turn in one write, in order, each with its newline', async () => {
    const writes: string[] = [];
    const lines = lineBatch((text) => writes.push(text));
    lines.line('GET /a  200  1 ms  ✓');
    lines.line('GET /b  200  1 ms  ✓');
    expect(writes).toEqual([]);
    await turn();
    lines.line('GET /c  404  2 ms  ✗ extensions.problem-json');
    await turn();
    expect(writes).toEqual(['GET /a  200  1 ms  ✓\nGET /b  200  1 ms  ✓\n', 'GET /c  404  2 ms  ✗ extensions.problem-json\n']);
    lines.close();
  });

  it('with everyMs, writes the lines of every turn within that time in one write, and close() writes what is pending', async () => {
    // The timer is the clock's (fake), the turns real: on a loaded machine two turns may outlast 30 real ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const writes: string[] = [];
      const lines = lineBatch((text) => writes.push(text), { everyMs: 30 });
      lines.line('GET /a  200  1 ms  ✓');
      await turn();
      lines.line('GET /b  200  1 ms  ✓');
      await turn();
      vi.advanceTimersByTime(29);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual(['GET /a  200  1 ms  ✓\nGET /b  200  1 ms  ✓\n']);
      lines.line('GET /c  200  1 ms  ✓');
      lines.close();
      expect(writes).toEqual([expect.any(String), 'GET /c  200  1 ms  ✓\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when 64 KiB are pending, and flush() writes what is left', () => {
    const writes: string[] = [];
    const lines = lineBatch((text) => writes.push(text));
    const long = 'x'.repeat(1023);
    for (let i = 0; i < 64; i++) lines.line(long);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.split('\n')).toHaveLength(65);
    lines.line('last');
    lines.flush();
    expect(writes).toEqual([expect.any(String), 'last\n']);
    lines.flush();
    expect(writes).toHaveLength(2);
    lines.close();
  });

  it('loses no line when the process exits before the turn ends', () => {
    const script = `import { lineBatch } from './cli/line-batch.ts';
      const lines = lineBatch((text) => process.stdout.write(text));
      for (let i = 0; i < 3; i++) lines.line('line ' + i);
      process.exit(0);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('line 0\nline 1\nline 2\n');
  });
});
