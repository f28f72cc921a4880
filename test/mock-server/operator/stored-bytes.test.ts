/**
 * The bytes the mock kept are served inert (issue #29): `…/message` and `…/cover` send `X-Content-Type-Options:
 * nosniff` and `Content-Security-Policy: default-src 'none'`; a cover gets an image type only when its bytes are a
 * PNG, JPEG, GIF or WebP, anything else is `application/octet-stream` as an attachment, and an image that holds
 * markup a browser would sniff as HTML (a GIF/HTML polyglot) keeps its type but is an attachment too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverHeaders } from '../../../mock-server/src/operator/image-type.js';
import { writeErnMessage } from '../../../mock-server/src/ern/write/index.js';
import { call, type FixtureServer, startFixtureServer, startTestMock, type TestMock, waitForTerminal } from '../server/harness.js';

const op = { 'x-operator-token': 'op_local_dev' };
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const pad = Buffer.alloc(300, 7);

const covers = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [...pad]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], [...pad]),
  // A JPEG with XMP metadata in its first KB, as cameras and editors write it: markup, but not HTML.
  jpegXmp: bytes([0xff, 0xd8, 0xff, 0xe1], 'http://ns.adobe.com/xap/1.0/\0<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description photoshop:Credit="x"/></rdf:RDF></x:xmpmeta>', [...pad]),
  gif87: bytes('GIF87a', [...pad]),
  gif89: bytes('GIF89a', [...pad]),
  webp: bytes('RIFF', [0x20, 0, 0, 0], 'WEBPVP8 ', [...pad]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  html: bytes('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  polyglot: bytes('GIF89a', [0x01, 0x00, 0x01, 0x00], '<html><SCRIPT>alert(document.domain)</SCRIPT></html>', [...pad]),
  // Past the sniffing window (1445 bytes): no browser reads it as HTML.
  gifMarkupLate: bytes('GIF89a', [...Buffer.alloc(1500, 1)], '<script>alert(1)</script>'),
  pngSignatureCut: bytes([0x89, 0x50, 0x4e, 0x47], '<html>'),
  gifNoVersion: bytes('GIF8xa', [...pad]),
  riffWave: bytes('RIFF', [0x20, 0, 0, 0], 'WAVEfmt ', [...pad]),
  jpegTwoBytes: bytes([0xff, 0xd8]),
  empty: bytes(),
};
type Cover = keyof typeof covers;

const image = (type: string) => ({ 'content-type': type });
const attachment = (type: string) => ({ 'content-type': type, 'content-disposition': 'attachment' });

describe('coverHeaders', () => {
  it.each<{ given: Cover; want: Record<string, string> }>([
    { given: 'png', want: image('image/png') },
    { given: 'jpeg', want: image('image/jpeg') },
    { given: 'jpegXmp', want: image('image/jpeg') },
    { given: 'gif87', want: image('image/gif') },
    { given: 'gif89', want: image('image/gif') },
    { given: 'webp', want: image('image/webp') },
    { given: 'gifMarkupLate', want: image('image/gif') },
    { given: 'polyglot', want: attachment('image/gif') },
    { given: 'svg', want: attachment('application/octet-stream') },
    { given: 'html', want: attachment('application/octet-stream') },
    { given: 'pngSignatureCut', want: attachment('application/octet-stream') },
    { given: 'gifNoVersion', want: attachment('application/octet-stream') },
    { given: 'riffWave', want: attachment('application/octet-stream') },
    { given: 'jpegTwoBytes', want: attachment('application/octet-stream') },
    { given: 'empty', want: attachment('application/octet-stream') },
  ])('$given: $want', ({ given, want }) => {
    expect(coverHeaders(covers[given])).toEqual(want);
  });
});

describe('GET /_operator/ingests/{ingestId}/cover and /message over a socket', () => {
  const served: Cover[] = ['svg', 'html', 'polyglot', 'png', 'jpeg', 'webp'];
  let files: FixtureServer;
  let mock: TestMock;
  const ingests = new Map<Cover, string>();
  beforeAll(async () => {
    const fixtures: Record<string, { body: string | Buffer; contentType?: string }> = { '/a1.flac': { body: Buffer.alloc(1000, 1) } };
    for (const name of served) {
      fixtures[`/${name}.xml`] = {
        body: writeErnMessage({
          version: '4.3',
          messageId: name,
          resources: [
            { reference: 'A1', type: 'SoundRecording', files: [{ location: 'a1.flac' }] },
            { reference: 'A2', type: 'Image', files: [{ location: `${name}.img` }] },
          ],
        }),
      };
      // The file server says image/png for each: the mock goes by the bytes.
      fixtures[`/${name}.img`] = { body: covers[name], contentType: 'image/png' };
    }
    files = await startFixtureServer(fixtures);
    mock = await startTestMock();
    for (const name of served) {
      const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `R-${name}`, xmlUrl: `${files.url}/${name}.xml` } });
      expect(created.status).toBe(201);
      const { ingestId } = created.body as { ingestId: string };
      ingests.set(name, ingestId);
      await waitForTerminal(mock, ingestId);
    }
  }, 60_000);
  afterAll(async () => {
    await mock.close();
    await files.close();
  });

  it.each<{ given: Cover; type: string; disposition: string | null }>([
    { given: 'svg', type: 'application/octet-stream', disposition: 'attachment' },
    { given: 'html', type: 'application/octet-stream', disposition: 'attachment' },
    { given: 'polyglot', type: 'image/gif', disposition: 'attachment' },
    { given: 'png', type: 'image/png', disposition: null },
    { given: 'jpeg', type: 'image/jpeg', disposition: null },
    { given: 'webp', type: 'image/webp', disposition: null },
  ])('a $given cover: $type, disposition $disposition, nosniff and default-src \'none\', its exact bytes', async ({ given, type, disposition }) => {
    const response = await fetch(`${mock.url}/_operator/ingests/${ingests.get(given)}/cover`, { headers: op });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBe(disposition);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('default-src \'none\'');
    expect(Buffer.from(await response.arrayBuffer()).equals(covers[given])).toBe(true);
  });

  it('the message: application/xml, nosniff and default-src \'none\'', async () => {
    const response = await fetch(`${mock.url}/_operator/ingests/${ingests.get('png')}/message`, { headers: op });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('default-src \'none\'');
  });
});
