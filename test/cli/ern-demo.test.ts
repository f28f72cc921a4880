/**
 * `ingest-kit ern demo --to <dir>`: the mock's demo release written out as a release folder (the README's first
 * step: test/readme-blocks.test.ts validates, serves and submits it); a folder holding other bytes under the same
 * names is left untouched. And the mock started on a files folder or a data dir that cannot be one says so in
 * one line, exit 2, with no stack.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ernCommand } from '../../cli/commands/ern.js';
import { mockCommand } from '../../cli/commands/mock.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { runInProcess } from './support.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pik-ern-demo-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('writes release.xml beside the files it names, byte for byte, and says how to validate it', async () => {
  const to = path.join(dir, 'files', 'releases', 'r1');
  const { status, stdout, stderr } = await runInProcess(ernCommand, ['demo', '--to', to]);
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  expect(await readFile(path.join(to, 'release.xml'), 'utf8')).toBe(demoReleaseXml());
  for (const file of demoFiles) expect((await readFile(path.join(to, file.path))).equals(file.bytes)).toBe(true);
  expect(stdout).toContain(`ingest-kit validate ${path.join(to, 'release.xml')} --files`);
  // Again over itself: the same bytes are no conflict.
  expect((await runInProcess(ernCommand, ['demo', '--to', to])).status).toBe(0);
});

it('writes nothing into a folder that has other bytes under one of its names', async () => {
  const to = path.join(dir, 'mine');
  await runInProcess(ernCommand, ['demo', '--to', to]);
  await writeFile(path.join(to, 'release.xml'), '<mine/>');
  await rm(path.join(to, demoFiles[0]!.path));
  const { status, stderr } = await runInProcess(ernCommand, ['demo', '--to', to]);
  expect(status).toBe(2);
  expect(stderr).toContain('already has release.xml with other bytes; nothing was written');
  expect(await readFile(path.join(to, 'release.xml'), 'utf8')).toBe('<mine/>');
  await expect(readFile(path.join(to, demoFiles[0]!.path))).rejects.toThrow(/ENOENT/);
});

it('refuses bad usage with 2', async () => {
  const { status, stderr } = await runInProcess(ernCommand, ['demo']);
  expect(status).toBe(2);
  expect(stderr).toBe('ingest-kit ern: --to <dir> is required: the release folder to write into (see `ingest-kit ern demo --help`)\n');
});

it('makes the mock say in one line that its files folder is missing, or its data dir a file, and exit 2', async () => {
  const missing = await runInProcess(mockCommand, ['--port', '0', '--files-dir', path.join(dir, 'nowhere')]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain('does not exist: pass an existing folder (to start from the mock\'s demo release: ingest-kit ern demo --to');
  expect(missing.stderr).not.toMatch(/\n\s+at /);
  const file = path.join(dir, 'a-file');
  await writeFile(file, '');
  const dataDir = await runInProcess(mockCommand, ['--port', '0', '--data-dir', file]);
  expect(dataDir.status).toBe(2);
  expect(dataDir.stderr).toContain('is a file, or under one: pass a folder (created if missing) for the SQLite store');
  expect(dataDir.stderr).not.toMatch(/\n\s+at /);
});
