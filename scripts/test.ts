/**
 * `npm test`: `npm run lint` (scripts/lint.ts) and `vitest run` side by side (issue #31). One after the other they took
 * lint's ~30-60 s plus the tests' on a 2-core machine, whose cores the tests leave idle much of the time (they wait on
 * timers, sockets and child processes). The tests' output is shown as it comes; lint's, in one piece once the tests end
 * (never interleaved with theirs). The exit code is 1 when either failed. Arguments go to vitest (`npm test -- <files>`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a command to its end; resolves with whether it exited 0, and its output when `quiet`. */
function run(command: string, args: string[], quiet: boolean): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, why: string) => {
      resolve({ ok, output: `${Buffer.concat(output).toString().trimEnd()}${why === '' ? '' : `\n${why}`}`, seconds: (Date.now() - started) / 1000 });
    };
    child.once('error', (error) => {
      finish(false, `could not start ${command}: ${error.message}`);
    });
    child.once('close', (code, signal) => {
      finish(code === 0, code === 0 ? '' : `${command} ${args.join(' ')} failed (${signal ?? `exit ${String(code)}`})`);
    });
  });
}

const [lint, tests] = await Promise.all([
  run('npm', ['run', '--silent', 'lint'], true),
  run(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], false),
]);
process.stdout.write(`\n── npm run lint: ${lint.ok ? 'passed' : 'failed'} in ${lint.seconds.toFixed(1)} s\n${lint.output === '' ? '' : `${lint.output}\n`}`);
if (!lint.ok || !tests.ok) {
  console.error(`npm test: ${[lint.ok ? '' : 'lint', tests.ok ? '' : 'vitest run'].filter(Boolean).join(' and ')} failed`);
  process.exitCode = 1;
}
