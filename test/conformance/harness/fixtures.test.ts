import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type StartedFixtureServer } from '../../../conformance/fixtures/index.js';
import type { ReleaseSpec } from '../../../conformance/harness.js';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { fileUrisByRegex } from '../../support/ern-samples.js';
import { request } from './client.js';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('fixture server: generated ERN messages', () => {
  let fixtures: StartedFixtureServer;

  beforeAll(async () => {
    fixtures = await startFixtureServer({ runId: 'T1' });
  });
  afterAll(async () => {
    await fixtures.close();
  });

  // A two-file resource first, so that counting resources (3) and counting files (4) give different numbers.
  const table: { given: ReleaseSpec; want: { files: number; imageFiles: number } }[] = [
    { given: { ernVersion: '4.3', locations: 'relative', resources: [{ files: 2 }, {}, {}] }, want: { files: 4, imageFiles: 1 } },
    { given: { ernVersion: '4.3', locations: 'absolute', resources: [{ files: 2 }, {}, {}] }, want: { files: 4, imageFiles: 1 } },
    { given: { ernVersion: '3.8.2', locations: 'relative', resources: [{ files: 2 }, {}, {}] }, want: { files: 4, imageFiles: 0 } },
    { given: { ernVersion: '3.8.2', locations: 'absolute', resources: [{ files: 2 }, {}, {}] }, want: { files: 4, imageFiles: 0 } },
    { given: { ernVersion: '4.3', locations: 'relative', resources: [{}] }, want: { files: 1, imageFiles: 0 } },
    { given: { ernVersion: '3.8.2', locations: 'absolute', resources: [{ files: 3 }] }, want: { files: 3, imageFiles: 0 } },
  ];

  it.each(table)('ERN $given.ernVersion, $given.locations, $given.resources.length resource(s): the message parses to exactly fileUrls', async ({ given, want }) => {
    const release = fixtures.serveRelease(given);
    const xml = await request(release.xmlUrl);
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml');

    const parsed = parseErnMessage(xml.body, { messageUrl: release.xmlUrl });
    if (!parsed.ok) throw new Error(`${parsed.code}: ${parsed.message}`);
    expect(parsed.message.ernVersion).toBe(given.ernVersion);
    expect(parsed.message.unresolvedFiles).toEqual([]);
    expect(release.fileUrls).toHaveLength(want.files);
    expect(parsed.message.files.map((file) => file.uri)).toEqual(release.fileUrls);
    // An independent reading (regular expressions, no XML parser) agrees.
    expect(fileUrisByRegex(xml.body.toString('utf8'), release.xmlUrl)).toEqual(release.fileUrls);
    expect(release.fileUrls.filter((url) => new URL(url).pathname.endsWith('.jpg'))).toHaveLength(want.imageFiles);

    // Every file is served with the bytes whose MD5 the message gives.
    for (const [index, file] of parsed.message.files.entries()) {
      const served = await request(file.uri);
      expect(served.status, file.uri).toBe(200);
      expect(served.body.length).toBeGreaterThanOrEqual(3072);
      expect(file.hashSum).toEqual({ algorithm: 'MD5', value: md5(served.body) });
      expect(served.headers.etag).toBe(`"${md5(served.body)}"`);
      expect(release.fetchCounts()[index]).toBe(1);
    }
    expect(new Set(parsed.message.files.map((file) => file.hashSum?.value)).size).toBe(want.files);
    expect(release.xmlFetches()).toBe(1);
  });

  it('writes ERN 4.3 sound recording files as DeliveryFile elements and the last of several resources as an Image', async () => {
    const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{ files: 2 }, { files: 2 }] });
    const text = (await request(release.xmlUrl)).body.toString('utf8');
    expect(text).toContain('<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"');
    expect(text.match(/<DeliveryFile>/g)).toHaveLength(2);
    expect(text.match(/<SoundRecordingEdition>/g)).toHaveLength(1);
    const image = /<Image>[\s\S]*<\/Image>/.exec(text)?.[0] ?? '';
    expect(image.match(/<TechnicalDetails>\s*<TechnicalResourceDetailsReference>T2_\d<\/TechnicalResourceDetailsReference>\s*<ImageCodecType>JPEG<\/ImageCodecType>\s*<File>/g)).toHaveLength(2);
    expect(text).toMatch(/<HashSum>\s*<Algorithm>MD5<\/Algorithm>\s*<HashSumValue>[0-9a-f]{32}<\/HashSumValue>\s*<\/HashSum>/);
    expect(text).toContain('<URI>resources/A1_1.flac</URI>');
  });

  it('writes ERN 3.8.2 under a prefix, one TechnicalSoundRecordingDetails per file, FilePath + FileName or URL', async () => {
    const relative = fixtures.serveRelease({ ernVersion: '3.8.2', locations: 'relative', resources: [{ files: 2 }] });
    const relativeText = (await request(relative.xmlUrl)).body.toString('utf8');
    expect(relativeText).toContain('<ernm:NewReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/382"');
    expect(relativeText.match(/<TechnicalSoundRecordingDetails>/g)).toHaveLength(2);
    expect(relativeText).toContain('<FileName>A1_2.flac</FileName>');
    expect(relativeText).toContain('<FilePath>resources/</FilePath>');
    expect(relativeText).not.toContain('<URL>');
    expect(relativeText).toMatch(/<HashSum>\s*<HashSum>[0-9a-f]{32}<\/HashSum>\s*<HashSumAlgorithmType>MD5<\/HashSumAlgorithmType>\s*<\/HashSum>/);

    const absolute = fixtures.serveRelease({ ernVersion: '3.8.2', locations: 'absolute', resources: [{}] });
    const absoluteText = (await request(absolute.xmlUrl)).body.toString('utf8');
    expect(absoluteText).toContain(`<URL>${absolute.fileUrls[0]!.replaceAll('&', '&amp;')}</URL>`);
    expect(absoluteText).not.toContain('<FileName>');
  });

  it('puts relative files next to the message, without its signature, and signs absolute URLs separately', () => {
    const relative = fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}, {}] });
    const xmlUrl = new URL(relative.xmlUrl);
    expect(xmlUrl.pathname).toBe(`/r/${relative.releaseId}/message.xml`);
    expect(xmlUrl.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(xmlUrl.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(relative.fileUrls).toEqual([
      `${fixtures.url}/r/${relative.releaseId}/resources/A1_1.flac`,
      `${fixtures.url}/r/${relative.releaseId}/resources/A2_1.jpg`,
    ]);

    const absolute = fixtures.serveRelease({ ernVersion: '4.3', locations: 'absolute', resources: [{ files: 2 }] });
    const signatures = [absolute.xmlUrl, ...absolute.fileUrls].map((url) => new URL(url).searchParams.get('X-Amz-Signature'));
    expect(new Set(signatures).size).toBe(3);
    expect(absolute.fileUrls.map((url) => new URL(url).pathname)).toEqual([
      `/r/${absolute.releaseId}/resources/A1_1.flac`,
      `/r/${absolute.releaseId}/resources/A1_2.flac`,
    ]);
  });

  it('gives every release a fresh, readable id', () => {
    const ids = Array.from({ length: 3 }, () => fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}] }).releaseId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^CONF-T1-\d+$/);
  });

  it('answers expired files and an expired message 403 with an S3 error, and serves the rest', async () => {
    const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'absolute', resources: [{ files: 2 }, {}], expiredFiles: [1] });
    const answers = await Promise.all(release.fileUrls.map((url) => request(url)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 200]);
    const error = answers[1]!.body.toString('utf8');
    expect(error).toContain('<Error><Code>AccessDenied</Code><Message>Request has expired</Message>');
    expect(answers[1]!.headers['content-type']).toBe('application/xml');
    expect(release.fetchCounts()).toEqual([1, 1, 1]);

    const expiredXml = fixtures.serveRelease({ ernVersion: '3.8.2', locations: 'relative', resources: [{}], expiredXml: true });
    const xml = await request(expiredXml.xmlUrl);
    expect(xml.status).toBe(403);
    expect(xml.body.toString('utf8')).toContain('<Code>AccessDenied</Code>');
    expect(expiredXml.xmlFetches()).toBe(1);
    // The files of an expired message are still there: only the message URL expired.
    expect((await request(expiredXml.fileUrls[0]!)).status).toBe(200);
  });

  it('counts GETs per file and for the message, whatever the query string, and not HEADs', async () => {
    const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}, {}] });
    const [first, second] = release.fileUrls as [string, string];
    expect(release.fetchCounts()).toEqual([0, 0]);
    await request(second);
    await request(`${second}?X-Amz-Signature=other`);
    await request(second, { method: 'HEAD' });
    await request(release.xmlUrl);
    await request(release.xmlUrl.replace(/\?.*$/, ''));
    expect(release.fetchCounts()).toEqual([0, 2]);
    expect(release.xmlFetches()).toBe(2);
    const head = await request(first, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(release.fetchCounts()).toEqual([0, 2]);
  });

  it('answers 404 to unknown paths and releases, and 405 to other methods', async () => {
    const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}] });
    const unknown = [
      `${fixtures.url}/`,
      `${fixtures.url}/r/CONF-T1-999/message.xml`,
      `${fixtures.url}/r/${release.releaseId}/resources/A9_1.flac`,
      `${fixtures.url}/r/${release.releaseId}/other.xml`,
    ];
    for (const url of unknown) {
      const answer = await request(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString('utf8')).toContain('<Code>NoSuchKey</Code>');
    }
    expect((await request(release.xmlUrl, { method: 'POST', body: 'x' })).status).toBe(405);
    expect(release.xmlFetches()).toBe(0);
  });

  it('throws on a spec no release can satisfy', () => {
    expect(() => fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}], expiredFiles: [1] }))
      .toThrow(/expiredFiles names file 1, but the release has files 0\.\.0/);
    expect(() => fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{ files: 1.5 }] }))
      .toThrow(RangeError);
  });
});

describe('fixture server behind a public URL', () => {
  it('writes the public URL into messages and serves requests with or without its path prefix', async () => {
    const fixtures = await startFixtureServer({ publicUrl: 'https://tunnel.example/fixtures/' });
    try {
      expect(fixtures.url).toBe('https://tunnel.example/fixtures');
      expect(fixtures.localUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'relative', resources: [{}] });
      expect(release.xmlUrl).toMatch(/^https:\/\/tunnel\.example\/fixtures\/r\/CONF-[0-9A-Z]+-1\/message\.xml\?/);
      expect(release.fileUrls[0]).toMatch(/^https:\/\/tunnel\.example\/fixtures\/r\/CONF-[0-9A-Z]+-1\/resources\/A1_1\.flac$/);
      const local = (url: string, keepPrefix: boolean) =>
        `${fixtures.localUrl}${new URL(url).pathname.replace(keepPrefix ? /^$/ : /^\/fixtures/, '')}`;
      expect((await request(local(release.xmlUrl, true))).status).toBe(200);
      expect((await request(local(release.fileUrls[0]!, false))).status).toBe(200);
      expect(release.xmlFetches()).toBe(1);
      expect(release.fetchCounts()).toEqual([1]);
    } finally {
      await fixtures.close();
    }
  });

  it('refuses a public URL that is not an absolute http(s) URL', async () => {
    await expect(startFixtureServer({ publicUrl: 'tunnel.example' })).rejects.toThrow(/publicUrl must be an absolute http\(s\) URL/);
    await expect(startFixtureServer({ publicUrl: 'ftp://tunnel.example' })).rejects.toThrow(TypeError);
  });
});
