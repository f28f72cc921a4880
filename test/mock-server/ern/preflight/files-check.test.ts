/**
 * The files check keeps to the release folder (issue #29): each of the probe's reproductions (`..`, an absolute
 * path, a `file:` URL, a symbolic link out, `/dev/zero`, a FIFO, a file over the cap, one that never ends) is a
 * finding that says nothing of the file, and nothing outside the folder is opened; the legal ways to name a file
 * inside it still pass. Through the package's API, checkFiles with localFiles and node:fs/promises, on temp folders.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, constants, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, type FilesCheckOptions, localFiles, type OpenedFile } from '../../../../mock-server/src/ern/preflight/files-check.js';
import type { Finding } from '../../../../mock-server/src/ern/preflight/types.js';
import { ern4Message, soundRecording4 } from './minimal-messages.js';

const base = mkdtempSync(path.join(tmpdir(), 'pik-files-check-'));
const release = path.join(base, 'release');
const outside = path.join(base, 'outside');
const secret = path.join(outside, 'secret.txt');
const secretBytes = 'the outside file, as /etc/shadow\n';
const audio = 'the audio of A1\n';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const fifo = path.join(release, 'resources', 'pipe.flac');

mkdirSync(path.join(release, 'resources'), { recursive: true });
mkdirSync(outside);
writeFileSync(secret, secretBytes);
writeFileSync(path.join(release, 'release.xml'), '');
writeFileSync(path.join(release, 'resources', 'A1.flac'), audio);
symlinkSync('../../outside/secret.txt', path.join(release, 'resources', 'out.flac'));
symlinkSync(secret, path.join(release, 'resources', 'out-absolute.flac'));
symlinkSync(path.join(outside, 'no-such.txt'), path.join(release, 'resources', 'out-dangling.flac'));
symlinkSync(outside, path.join(release, 'linked-outside'));
symlinkSync('/dev/zero', path.join(release, 'resources', 'zero.flac'));
symlinkSync('A1.flac', path.join(release, 'resources', 'alias.flac'));
symlinkSync(path.join(release, 'resources'), path.join(release, 'audio'));
execFileSync('mkfifo', [fifo]);

afterAll(() => {
  // Were the FIFO ever opened to read, a writer that comes and goes lets that read end (it holds a thread of the pool).
  try {
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // no reader waits: nothing to release
  }
  rmSync(base, { recursive: true, force: true });
});

/** A message of one sound recording whose File is `uri`, with a HashSum that matches `audio` only. */
function messageNaming(uri: string): string {
  const file = `<URI>${uri}</URI><HashSum><Algorithm>MD5</Algorithm><HashSumValue>${md5(audio)}</HashSumValue></HashSum>`;
  return ern4Message({ resources: soundRecording4({ file }) });
}

/** Every path the check opened, recorded by the file system it was given. */
const opened: string[] = [];
const recordingFs = { ...fsPromises, open: (file: string, flags: number) => (opened.push(file), fsPromises.open(file, flags)) };

function check(uri: string, options: Partial<FilesCheckOptions> = {}): Promise<Finding[]> {
  return checkFiles(messageNaming(uri), {
    messageUrl: pathToFileURL(path.join(release, 'release.xml')).href,
    open: localFiles(recordingFs),
    ...options,
  });
}

/** An opener whose chunks are `chunks` and then, when `stall`, never end. */
function streamingOpener(chunks: Uint8Array[], stall: boolean): FilesCheckOptions['open'] {
  return () => Promise.resolve<OpenedFile>({
    found: true,
    chunks: (async function* () {
      yield* chunks;
      if (stall) await new Promise(() => undefined);
    })(),
  });
}

describe('checkFiles with localFiles: a file outside the release folder', () => {
  it.each([
    { name: '.. that climbs out of the folder', uri: '../outside/secret.txt', how: 'its .. segments climb out of it' },
    { name: '.. that climbs out, many times over (the probe\'s /etc/shadow)', uri: `${'../'.repeat(30)}${secret.slice(1)}`, how: 'climb out' },
    { name: 'an absolute path', uri: secret, how: 'it is an absolute path' },
    { name: 'a file: URL', uri: pathToFileURL(secret).href, how: 'it is a file: URL' },
    { name: 'a symbolic link out (relative target)', uri: 'resources/out.flac', how: 'a symbolic link on its path leads out of it' },
    { name: 'a symbolic link out (absolute target)', uri: 'resources/out-absolute.flac', how: 'symbolic link' },
    { name: 'a symbolic link to a folder outside, on the path', uri: 'linked-outside/secret.txt', how: 'symbolic link' },
  ])('$name is file-outside-folder (ResourceMissing), never opened, and says nothing of the file', async ({ uri, how }) => {
    opened.length = 0;
    const findings = await check(uri);
    expect(findings.map((f) => [f.rule, f.code, f.severity])).toEqual([['file-outside-folder', 'ResourceMissing', 'error']]);
    expect(findings[0]!.message).toContain(how);
    expect(findings[0]!.message).toContain('Name each resource file by a path relative to the message, inside its folder');
    expect(findings[0]!.message).not.toContain(md5(secretBytes));
    expect(opened.filter((file) => !file.startsWith(`${release}${path.sep}`)), 'nothing outside the folder is opened').toEqual([]);
  });

  it('says the same of a link out to a file that does not exist as of one that does: nothing of whether it exists', async () => {
    const [dangling] = await check('resources/out-dangling.flac');
    const [existing] = await check('resources/out-absolute.flac');
    expect(dangling?.rule).toBe('file-outside-folder');
    expect(dangling?.message).toBe(existing?.message.replace('out-absolute', 'out-dangling'));
  });

  it('refuses /dev/zero at once, named by path or through a link, instead of reading it for ever', async () => {
    const started = performance.now();
    expect((await check('/dev/zero')).map((f) => f.rule)).toEqual(['file-outside-folder']);
    expect((await check('resources/zero.flac')).map((f) => f.rule)).toEqual(['file-outside-folder']);
    // "At once": reading the device would never end (the test's timeout); 5 s leaves a loaded machine its slowness.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 20_000);

  it('refuses a local file named by a message fetched by URL, without asking the opener', async () => {
    const asked: string[] = [];
    const findings = await checkFiles(messageNaming(pathToFileURL(secret).href), {
      messageUrl: 'https://partner.example/releases/r1/release.xml',
      open: (url) => (asked.push(url), Promise.resolve({ found: false, reason: 'not here' })),
    });
    expect(findings.map((f) => f.rule)).toEqual(['file-outside-folder']);
    expect(asked).toEqual([]);
  });

  it('localFiles asked without a folder opens nothing', async () => {
    opened.length = 0;
    const answer = await localFiles(recordingFs)(pathToFileURL(secret).href, { root: undefined, signal: new AbortController().signal });
    expect(answer).toEqual({ found: false, outside: true });
    expect(opened).toEqual([]);
  });
});

describe('checkFiles with localFiles: only regular files, within limits', () => {
  it('does not wait on a FIFO in the folder: file-missing, it is not a regular file', async () => {
    const findings = await check('resources/pipe.flac', { timeoutMs: 2000 });
    expect(findings.map((f) => [f.rule, f.code])).toEqual([['file-missing', 'ResourceMissing']]);
    expect(findings[0]!.message).toContain('it is a FIFO, not a regular file');
  }, 5000);

  it('stops at the size cap: file-over-limit (ResourceNotMeetingSpecifications), the hash not checked', async () => {
    const findings = await check('resources/A1.flac', { maxBytes: 4 });
    expect(findings.map((f) => [f.rule, f.code, f.severity])).toEqual([['file-over-limit', 'ResourceNotMeetingSpecifications', 'error']]);
    expect(findings[0]!.message).toContain('is larger than 4 bytes');
  });

  it('counts the bytes of a file whose size is not known beforehand (a stream), and stops at the cap', async () => {
    const chunk = new Uint8Array(1024);
    const findings = await check('resources/A1.flac', { maxBytes: 3000, open: streamingOpener([chunk, chunk, chunk, chunk], true) });
    expect(findings.map((f) => f.rule)).toEqual(['file-over-limit']);
    expect(findings[0]!.message).toContain('larger than 3000 bytes');
  }, 5000);

  it('gives up on a file that never ends within the time limit: file-over-limit, never a hang', async () => {
    const findings = await check('resources/A1.flac', { timeoutMs: 50, open: streamingOpener([new Uint8Array(10)], true) });
    expect(findings.map((f) => f.rule)).toEqual(['file-over-limit']);
    expect(findings[0]!.message).toContain('was not read within 50 ms');
  }, 5000);

  it('gives up on an open that never answers within the time limit', async () => {
    const findings = await check('resources/A1.flac', { timeoutMs: 50, open: () => new Promise(() => undefined) });
    expect(findings.map((f) => f.rule)).toEqual(['file-over-limit']);
  }, 5000);
});

describe('checkFiles with localFiles: files inside the folder still pass', () => {
  it.each([
    { name: 'a file in a subfolder', uri: 'resources/A1.flac' },
    { name: 'a ./ path', uri: './resources/A1.flac' },
    { name: '.. that stays inside the folder', uri: 'resources/../resources/A1.flac' },
    { name: 'a symbolic link that stays inside the folder', uri: 'resources/alias.flac' },
    { name: 'a symbolic link to a folder inside the folder', uri: 'audio/A1.flac' },
    { name: 'an absolute path inside the folder', uri: path.join(release, 'resources', 'A1.flac') },
  ])('$name', async ({ uri }) => {
    expect(await check(uri)).toEqual([]);
  });

  it('a wider root, given as an option, lets a file beside the message\'s folder in', async () => {
    writeFileSync(path.join(outside, 'A1.flac'), audio);
    expect(await check('../outside/A1.flac', { root: base })).toEqual([]);
  });

  it('still reports a missing file inside the folder as file-missing', async () => {
    expect((await check('resources/none.flac')).map((f) => [f.rule, f.message.includes('no such file')])).toEqual([['file-missing', true]]);
  });
});
