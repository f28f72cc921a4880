/** `ingest-kit submit`: a release folder with relative file locations, end to end against a real mock. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSubmit } from '../../cli/commands/submit.js';
import { releaseIdOf } from '../../cli/release-id.js';
import { acmeKey, ern43, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { fileUrisByRegex, hasSamples, samplesDir } from '../support/ern-samples.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { capture, printedRecords } from './support.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-submit-'));
const filesDir = path.join(dir, 'files');
let mock: TestMock;

beforeAll(async () => {
  mkdirSync(filesDir);
  mock = await startTestMock({}, { filesDir });
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Copies `xmlFile` into `files/<folder>/` with a placeholder at every relative location it names, except `skip`. */
function releaseFolder(folder: string, xmlFile: string, skip = 0): { xml: string; locations: string[] } {
  const target = path.join(filesDir, folder);
  mkdirSync(target, { recursive: true });
  const xml = path.join(target, path.basename(xmlFile));
  copyFileSync(xmlFile, xml);
  const base = `http://files.test/${folder}/${path.basename(xmlFile)}`;
  const locations = fileUrisByRegex(readFileSync(xmlFile, 'utf8'), base)
    .filter((uri) => uri.startsWith(`http://files.test/${folder}/`))
    .map((uri) => decodeURIComponent(uri.slice(`http://files.test/${folder}/`.length)));
  for (const location of locations.slice(skip)) {
    mkdirSync(path.dirname(path.join(target, location)), { recursive: true });
    writeFileSync(path.join(target, location), `placeholder of ${location}`);
  }
  return { xml, locations };
}

const submit = (...args: string[]) => capture(runSubmit, [...args, '--files-dir', filesDir, '--base-url', mock.url, '--api-key', acmeKey]);

describe('ingest-kit submit', () => {
  it.runIf(hasSamples)('ingests a real ERN 4.3 sample with relative file locations: completed, every file loaded', async () => {
    const sample = path.join(samplesDir, 'ern43', '1_Audio.xml');
    const { xml, locations } = releaseFolder('releases/audio', sample);
    expect(locations.length).toBeGreaterThan(10);
    const { code, stdout, stderr } = await submit(xml, '--wait');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [created, final] = printedRecords(stdout);
    expect(created).toMatchObject({ status: 'processing', releaseId: releaseIdOf(readFileSync(sample, 'utf8'), sample) });
    expect(created?.releaseId).toBe('00094631432057');
    expect(final).toMatchObject({ status: 'completed', resources: { total: locations.length, completed: locations.length, failed: 0 } });
  });

  it('fails the ingest, naming FILE_NOT_FOUND, when one relative file is missing; exit 1', async () => {
    const source = path.join(dir, 'own.xml');
    writeFileSync(source, ern43(['audio/01.flac', 'audio/02.flac', 'cover.jpg']));
    const { xml } = releaseFolder('releases/own', source, 1);
    // A message of files only (no release): past the preflight, to the file loading this test is about.
    const { code, stdout } = await submit(xml, '--wait', '--release-id', 'OWN-1', '--no-preflight');
    expect(code).toBe(1);
    const final = printedRecords(stdout).at(-1);
    expect(final).toMatchObject({ status: 'failed', releaseId: 'OWN-1', resources: { total: 3, completed: 2, failed: 1 }, error: { code: 'RESOURCE_FETCH_FAILED' } });
    const { message } = final?.error as { message: string };
    expect(message).toContain('audio/01.flac answered HTTP 404 FILE_NOT_FOUND');
    expect(message).not.toMatch(/[0-9a-f]{64}/);
  });

  it('prints the 201 and exits 0 without --wait; the release id defaults to the message\'s ReleaseReference', async () => {
    const source = path.join(dir, 'no-ids.xml');
    writeFileSync(source, ern43([]));
    const { xml } = releaseFolder('flat', source);
    const { code, stdout } = await submit(xml, '--no-preflight');
    expect(code).toBe(0);
    // The writer's minimal message has a bare Release R0 and no ICPN or GRid (the file-name fallback: the table below).
    expect(printedRecords(stdout)).toEqual([expect.objectContaining({ releaseId: 'R0', status: 'processing' })]);
  });

  it('with --files, checks the resource files first: one missing is not submitted (exit 1, file-missing on stderr)', async () => {
    const demo = path.join(filesDir, 'demo-files');
    mkdirSync(demo, { recursive: true });
    for (const file of demoFiles) {
      mkdirSync(path.dirname(path.join(demo, file.path)), { recursive: true });
      writeFileSync(path.join(demo, file.path), file.bytes);
    }
    writeFileSync(path.join(demo, 'release.xml'), demoReleaseXml());
    rmSync(path.join(demo, demoFiles[0]!.path));
    const stopped = await submit(path.join(demo, 'release.xml'), '--files');
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toMatch(/error\s+file-missing\s+ResourceMissing\s/);
    expect(stopped.stderr).toContain('was not submitted');
    // Without --files, the rules alone: the same folder is submitted.
    const submitted = await submit(path.join(demo, 'release.xml'));
    expect(submitted.code, submitted.stderr).toBe(0);
  });

  it('with --files, reads the files beside the XML\'s real path, as the mock does: a link to the XML is no missing file', async () => {
    const linked = path.join(filesDir, 'linked', 'album');
    for (const file of demoFiles) {
      mkdirSync(path.dirname(path.join(linked, file.path)), { recursive: true });
      writeFileSync(path.join(linked, file.path), file.bytes);
    }
    writeFileSync(path.join(linked, 'release.xml'), demoReleaseXml());
    symlinkSync(path.join(linked, 'release.xml'), path.join(filesDir, 'linked', 'current.xml'));
    const submitted = await submit(path.join(filesDir, 'linked', 'current.xml'), '--files', '--wait');
    expect(submitted.stderr).toBe('');
    expect(submitted.code).toBe(0);
    expect(printedRecords(submitted.stdout).at(-1)).toMatchObject({ status: 'completed' });
  });

  it('runs the preflight first: a message without a release is not submitted (exit 1, the findings on stderr)', async () => {
    const source = path.join(dir, 'no-release.xml');
    writeFileSync(source, ern43(['a.flac']));
    const { xml } = releaseFolder('no-release', source);
    const stopped = await submit(xml);
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toMatch(/^\s*\d+:\d+\s+error\s+\S+\s+MetadataMissing\s/m);
    expect(stopped.stderr).toContain('was not submitted');
    expect(stopped.stderr).toContain('--no-preflight');
    const forced = await submit(xml, '--no-preflight');
    expect(forced.code).toBe(0);
    expect(printedRecords(forced.stdout)).toEqual([expect.objectContaining({ status: 'processing' })]);
  });

  it('runs the preflight with the key\'s partner\'s ern.requireDeals over the server\'s, as the mock would (#32)', async () => {
    const folder = path.join(filesDir, 'no-deals');
    mkdirSync(folder, { recursive: true });
    const xml = path.join(folder, 'release.xml');
    writeFileSync(xml, demoReleaseXml().replace(/<DealList>[\s\S]*<\/DealList>\s*/, ''));
    const config = path.join(dir, 'require-deals.yaml');
    writeFileSync(config, `partners:\n  - id: acme\n    apiKeys: [${acmeKey}]\n    ern:\n      requireDeals: true\n`);
    const stopped = await submit(xml, '--config', config);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toMatch(/error\s+no-release-deal\s/);
    // The server's default (a message without deals is a warning, a takedown's shape): submitted.
    const submitted = await submit(xml);
    expect(submitted.code, submitted.stderr).toBe(0);
  });

  it.each([
    ['a file outside the files folder', () => path.join(dir, 'own.xml'), /outside the files folder/],
    ['a missing file', () => path.join(filesDir, 'nope.xml'), /does not exist/],
    ['no file', () => undefined, /exactly one release XML file/],
  ])('exits 2 for %s', async (_name, file, message) => {
    const given = file();
    const { code, stderr } = await submit(...(given === undefined ? [] : [given]));
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('exits 2 without a files folder', async () => {
    const { code, stderr } = await capture(runSubmit, [path.join(dir, 'own.xml')]);
    expect(code).toBe(2);
    expect(stderr).toContain('--files-dir');
  });

  it('ends with one verdict line: completed with the ingest id, or failed with its error code and message (#30)', async () => {
    const demo = path.join(filesDir, 'verdict');
    for (const file of demoFiles) {
      mkdirSync(path.dirname(path.join(demo, file.path)), { recursive: true });
      writeFileSync(path.join(demo, file.path), file.bytes);
    }
    writeFileSync(path.join(demo, 'release.xml'), demoReleaseXml());
    const completed = await submit(path.join(demo, 'release.xml'), '--wait');
    expect(completed.code, completed.stderr).toBe(0);
    const ingestId = String(printedRecords(completed.stdout)[0]?.ingestId);
    expect(completed.stdout.trimEnd().split('\n').at(-1)).toBe(`completed: ingest ${ingestId}`);
    rmSync(path.join(demo, demoFiles[0]!.path));
    const failed = await submit(path.join(demo, 'release.xml'), '--wait');
    expect(failed.code).toBe(1);
    const last = failed.stdout.trimEnd().split('\n').at(-1) ?? '';
    const failedId = String(printedRecords(failed.stdout)[0]?.ingestId);
    expect(last).toMatch(new RegExp(`^failed: ingest ${failedId}: RESOURCE_FETCH_FAILED: .*${demoFiles[0]!.path} answered HTTP 404 FILE_NOT_FOUND`));
    // Without --wait: the ingest id, and how to wait.
    const created = await submit(path.join(demo, 'release.xml'), '--no-preflight');
    expect(created.stdout.trimEnd().split('\n').at(-1)).toMatch(/^processing: ingest \S+ was created; --wait waits for completed or failed$/);
  });

  it('says how to start the mock when it serves no files: the mock command with the folder given (exit 2, #30)', async () => {
    const plain = await startTestMock();
    try {
      const source = path.join(dir, 'plain.xml');
      writeFileSync(source, ern43([]));
      const { xml } = releaseFolder('plain', source);
      const run = await capture(runSubmit, [xml, '--files-dir', filesDir, '--base-url', plain.url, '--api-key', acmeKey, '--no-preflight']);
      expect(run.code).toBe(2);
      const port = new URL(plain.url).port;
      expect(run.stderr).toBe(`ingest-kit submit: the mock at ${plain.url} serves no files (it was started without --files-dir): `
        + `start it with ingest-kit mock --files-dir ${filesDir} --port ${port}\n`);
      expect(run.stdout).toBe('');
    } finally {
      await plain.close();
    }
  });

  it('says how to start the mock when it serves another folder (exit 2)', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'pik-submit-other-'));
    try {
      writeFileSync(path.join(other, 'release.xml'), ern43([]));
      const run = await capture(runSubmit, [path.join(other, 'release.xml'), '--files-dir', other, '--base-url', mock.url, '--api-key', acmeKey, '--no-preflight']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`the mock at ${mock.url} serves another folder: start it with ingest-kit mock --files-dir ${other} --port `);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('exits 2 (could not judge) naming the base URL when no mock listens there', async () => {
    const port = await closedPort();
    const source = path.join(dir, 'no-ids.xml');
    const { code, stderr } = await capture(runSubmit, [path.join(filesDir, 'flat', path.basename(source)), '--files-dir', filesDir, '--base-url', `http://127.0.0.1:${port}`, '--no-preflight']);
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot reach the mock at http://127.0.0.1:${port}`);
  });
});

describe('releaseIdOf', () => {
  it.each([
    ['the GRid of the first ReleaseId', '<ern:ReleaseId><ern:ICPN>123</ern:ICPN><ern:GRid>A1X</ern:GRid></ern:ReleaseId>', 'A1X'],
    ['its ICPN', '<!-- <ReleaseId><GRid>NO</GRid></ReleaseId> --><ReleaseId><ICPN> 0042 </ICPN></ReleaseId>', '0042'],
    ['its first child otherwise', '<ReleaseId><ProprietaryId Namespace="DPID:1">P-9</ProprietaryId></ReleaseId>', 'P-9'],
    ['the first ReleaseReference', '<Release><ReleaseReference>R0</ReleaseReference></Release>', 'R0'],
    ['the file name', '<NewReleaseMessage/>', 'release-7'],
  ])('takes %s', (_name, xml, want) => {
    expect(releaseIdOf(xml, 'x/release-7.xml')).toBe(want);
  });
});
