/** `ingest-kit ern schemas --download`, run as a real process against DDEX's schemas served from loopback. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ernCommand } from '../../cli/commands/ern.js';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import { repoRoot } from '../support/contract.js';
import { ddexSite, ddexXsdDir } from '../support/ddex-site.js';
import { runInProcess } from './support.js';
import { ingestKitEntry } from '../support/cli.js';

const ddexSamplesDir = path.resolve(repoRoot, '../shared/ddex-samples');
const hasDdex = existsSync(ddexXsdDir) && existsSync(ddexSamplesDir);

/** The CLI as a process of its own (asynchronous: the loopback server answers from this one). */
function ingestKit(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...ingestKitEntry(), ...args], { cwd: repoRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (status) => {
    resolve({ status, stdout, stderr });
  }));
}

/** The command run in this process (usage errors need no download), its output captured. */
const ernInProcess = (...args: string[]) => runInProcess(ernCommand, args);

describe('ingest-kit ern schemas: bad usage exits 2 with what to do', () => {
  it.each([
    { args: [], says: 'give a subcommand' },
    { args: ['schemata'], says: 'unknown subcommand "schemata"' },
    { args: ['schemas', '--to', 'x'], says: 'say --download' },
    { args: ['schemas', '--download'], says: '--to <dir> is required' },
    { args: ['schemas', '--download', '--to', 'x', '--version', '5.0'], says: '--version 5.0: not an ERN version the kit reads (3.8, ' },
    { args: ['schemas', '--download', '--to', 'x', '--base-url', 'ftp://x'], says: '--base-url ftp://x: give an http or https URL' },
    { args: ['schemas', '--download', '--to', 'x', '--frobnicate'], says: 'unknown option --frobnicate (see `ingest-kit ern schemas --help`)' },
  ])('ern $args', async ({ args, says }) => {
    const { status, stdout, stderr } = await ernInProcess(...args);
    expect(status).toBe(2);
    expect(stderr).toContain(says);
    expect(stderr).toMatch(/see `ingest-kit ern( schemas)? --help`/);
    expect(stdout).toBe('');
  });

  it('has a help that names the layout and DDEX\'s copyright', async () => {
    const { status, stdout } = await ernInProcess('schemas', '--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: ingest-kit ern schemas --download --to <dir>/);
    expect(stdout).toContain('4.3: 43');
    expect(stdout).toContain('copyright of Digital Data Exchange');
  });

  it('exits 2 as a real process too', { timeout: 60_000 }, async () => {
    const { status, stderr } = await ingestKit('ern', 'schemas', '--download');
    expect(status).toBe(2);
    expect(stderr).toBe('ingest-kit ern: --to <dir> is required: the folder to write the schemas into (see `ingest-kit ern schemas --help`)\n');
  });
});

describe.runIf(hasDdex)('ingest-kit ern schemas --download from a loopback copy of DDEX\'s site', { timeout: 60_000 }, () => {
  let site: Awaited<ReturnType<typeof ddexSite>>;
  let to: string;
  beforeAll(async () => {
    site = await ddexSite();
    to = await mkdtemp(path.join(os.tmpdir(), 'pik-ern-schemas-'));
  });
  afterAll(async () => {
    await site.close();
    await rm(to, { recursive: true, force: true });
  });

  it('writes each version\'s schema and its imports (relative and absolute) into the layout that validation reads', async () => {
    const { status, stdout, stderr } = await ingestKit('ern', 'schemas', '--download', '--to', to, '--base-url', site.baseUrl, '--version', '4.3', '--version', '382');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('copyright of Digital Data Exchange');
    expect(stdout).toContain(`${site.baseUrl}/ern/43/release-notification.xsd -> ${path.join(to, '43', 'release-notification.xsd')}`);
    expect(site.requests.sort()).toEqual([
      '/xml/avs/avs_20161006.xsd',
      '/xml/ern/382/release-notification.xsd',
      '/xml/ern/43/allowed-value-sets.xsd',
      '/xml/ern/43/release-notification.xsd',
    ]);
    expect((await readdir(path.join(to, '43'))).sort()).toEqual(['allowed-value-sets.xsd', 'release-notification.xsd']);
    expect((await readdir(path.join(to, '382'))).sort()).toEqual(['avs_20161006.xsd', 'release-notification.xsd']);
    expect(await readFile(path.join(to, '43', 'allowed-value-sets.xsd'))).toEqual(readFileSync(path.join(ddexXsdDir, '43', 'allowed-value-sets.xsd')));

    const schemas = await loadXsdSchemas(to);
    try {
      expect(schemas.validate(readFileSync(path.join(ddexSamplesDir, 'ern43', '1_Audio.xml')), '4.3')).toEqual([]);
      expect(schemas.validate(readFileSync(path.join(ddexSamplesDir, 'ern382', '001_audioalbum_complete.xml')), '3.8.2')).toEqual([]);
      expect(schemas.has('4.2')).toBe(false);
    } finally {
      schemas.close();
    }
  });

  it('exits 2 naming the URL that failed (every version by default: this copy has no ERN 3.8)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pik-ern-schemas-'));
    try {
      const { status, stderr } = await ingestKit('ern', 'schemas', '--download', '--to', dir, '--base-url', site.baseUrl);
      expect(status).toBe(2);
      const [failed, otherWays] = stderr.split('\n');
      expect(failed).toBe(`ingest-kit ern schemas: download failed: ${site.baseUrl}/ern/38/release-notification.xsd: answered 404 Not Found`);
      // Offline or with DDEX's site away, the other ways to the folder.
      expect(otherWays).toBe(`Without DDEX's site: --base-url a copy of it (<url>/ern/43/release-notification.xsd), or copy the schemas into ${dir} `
        + `yourself, as ${path.join(dir, '<version>', 'release-notification.xsd')} beside the files it imports (<version>: 38, 381, 382, 383, 41, 411, 42, 43, 431)`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 naming the URL when nothing answers there', async () => {
    const closed = await ddexSite();
    await closed.close();
    const { status, stderr } = await ingestKit('ern', 'schemas', '--download', '--to', to, '--base-url', closed.baseUrl, '--version', '4.3');
    expect(status).toBe(2);
    expect(stderr).toContain(`download failed: ${closed.baseUrl}/ern/43/release-notification.xsd: fetch failed`);
  });
});
