/**
 * `npm run lint`: ESLint, `tsc --noEmit` and the contract's linters (`npm run lint:contract`) side by side. Each is
 * one process that uses one core: run one after another they took ESLint's ~60 s plus the others' ~30 s on a 2-core
 * machine; side by side, about ESLint's alone. Each one's output is printed in one piece when it ends (never
 * interleaved), with its time; the exit code is 1 when any of them failed.
 *
 * The type check is TypeScript 7's (`typescript-native`, npm's `typescript@7`, the native compiler): the same checks
 * in ~5 s of CPU instead of TypeScript 5's ~20-30 s, in a run that is short of CPU on 2 cores (issue #31). ESLint's
 * typescript-eslint, tsx and the build still need TypeScript 5's JavaScript API (`typescript`, typescript-eslint's
 * peer range ends before 6.1), so both are installed and `npx tsc` stays TypeScript 5.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nativeTsc } from './native-tsc.js';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'eslint .', command: bin('eslint'), args: ['.'] },
  { name: 'tsc --noEmit (TypeScript 7)', command: nativeTsc, args: ['--noEmit'] },
  { name: 'npm run lint:contract', command: 'npm', args: ['run', '--silent', 'lint:contract'] },
];

const results = await Promise.all(steps.map((step) => new Promise<boolean>((resolve) => {
  const started = Date.now();
  const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const finish = (ok: boolean, why: string) => {
    const text = Buffer.concat(output).toString().trimEnd();
    process.stdout.write(`── ${step.name}: ${why} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${text === '' ? '' : `${text}\n`}`);
    resolve(ok);
  };
  child.once('error', (error) => {
    finish(false, `could not start (${error.message})`);
  });
  child.once('close', (code, signal) => {
    finish(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit ${String(code)}`})`);
  });
})));

if (results.includes(false)) {
  console.error(`lint: ${steps.filter((_, i) => !results[i]).map((step) => step.name).join(', ')} failed (see above)`);
  process.exitCode = 1;
}
