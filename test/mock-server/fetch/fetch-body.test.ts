import { createHash } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import {
  describeEachTransport,
  closedWithin,
  failed,
  fetchOptions,
  patternBytes,
  startServer,
  succeeded,
  type TestServer,
} from './support.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const XML = '<?xml version="1.0" encoding="UTF-8"?><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>';

/** Writes `chunk` every few milliseconds, without Content-Length (chunked), until the client goes away. */
function endlessChunks(res: ServerResponse, chunk: Buffer, written: { bytes: number }): void {
  res.writeHead(200, { 'content-type': 'audio/flac' });
  const timer = setInterval(() => {
    if (res.destroyed) return;
    res.write(chunk);
    written.bytes += chunk.length;
  }, 2);
  res.once('close', () => {
    clearInterval(timer);
  });
}

describeEachTransport('fetchLimited: reading the body', () => {
  it('returns a 200 body buffered, with status, content type, byte count and final URL', async () => {
    server = await startServer({
      '/ern.xml': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(XML);
      },
    });
    const url = server.url('/ern.xml?X-Amz-Signature=abc');
    const outcome = succeeded(await fetchLimited(url, fetchOptions({ label: 'xmlUrl' })));
    expect(outcome.status).toBe(200);
    expect(outcome.contentType).toBe('application/xml; charset=utf-8');
    expect(outcome.bytes).toBe(Buffer.byteLength(XML));
    expect(Buffer.from(outcome.body!).toString('utf8')).toBe(XML);
    expect(outcome.finalUrl).toBe(url);
    expect(outcome.digest).toBeUndefined();
  });

  it('reads a multi-megabyte body sent in many chunks byte for byte', async () => {
    const file = patternBytes(3 * 1024 * 1024 + 17);
    server = await startServer({
      '/a.flac': (_req, res) => {
        res.writeHead(200);
        for (let offset = 0; offset < file.length; offset += 65_536) res.write(file.subarray(offset, offset + 65_536));
        res.end();
      },
    });
    const outcome = succeeded(
      await fetchLimited(server.url('/a.flac'), fetchOptions({ limits: { timeoutMs: 5_000, maxBytes: 4_000_000, maxRedirects: 0 } })),
    );
    expect(outcome.bytes).toBe(file.length);
    expect(Buffer.from(outcome.body!).equals(file)).toBe(true);
  });

  it.each([
    ['gzip', (b: Buffer) => gzipSync(b)],
    ['x-gzip', (b: Buffer) => gzipSync(b)],
    ['deflate', (b: Buffer) => deflateSync(b)],
    ['br', (b: Buffer) => brotliCompressSync(b)],
  ])('decodes a body sent with Content-Encoding %s: the bytes, count and digest are of the file itself', async (encoding, encode) => {
    const file = patternBytes(200_000);
    server = await startServer({
      '/a.flac': (_req, res) => {
        res.writeHead(200, { 'content-encoding': encoding });
        res.end(encode(file));
      },
    });
    const digest = createHash('md5').update(file).digest('hex');
    const outcome = succeeded(await fetchLimited(server.url('/a.flac'), fetchOptions({ hash: { algorithm: 'MD5', expected: digest } })));
    expect(outcome.bytes).toBe(file.length);
    expect(Buffer.from(outcome.body!).equals(file)).toBe(true);
    expect(outcome.digest).toBe(digest);
  });

  it('fails with network, naming the problem, when a Content-Encoding body is corrupt', async () => {
    server = await startServer({
      '/a.flac': (_req, res) => {
        res.writeHead(200, { 'content-encoding': 'gzip' });
        res.end(Buffer.from('this is not gzip at all'));
      },
    });
    const failure = failed(await fetchLimited(server.url('/a.flac?X-Amz-Signature=secret'), fetchOptions()));
    expect(failure.kind).toBe('network');
    expect(failure.message).toContain('/a.flac');
    expect(failure.message).not.toContain('secret');
  });

  it('in discard mode counts the bytes and keeps no body', async () => {
    const file = patternBytes(2 * 1024 * 1024);
    server = await startServer({
      '/a.flac': (_req, res) => {
        res.writeHead(200, { 'content-type': 'audio/flac' });
        res.end(file);
      },
    });
    const outcome = succeeded(
      await fetchLimited(server.url('/a.flac'), fetchOptions({ consume: 'discard', limits: { timeoutMs: 5_000, maxBytes: file.length, maxRedirects: 0 } })),
    );
    expect(outcome.bytes).toBe(file.length);
    expect(outcome.body).toBeUndefined();
    expect('body' in outcome).toBe(false);
  });

  it('accepts a body of exactly maxBytes', async () => {
    server = await startServer({ '/a': (_req, res) => res.end(patternBytes(1000)) });
    const outcome = await fetchLimited(server.url('/a'), fetchOptions({ limits: { timeoutMs: 5_000, maxBytes: 1000, maxRedirects: 0 } }));
    expect(succeeded(outcome).bytes).toBe(1000);
  });

  it('accepts an empty body', async () => {
    server = await startServer({ '/empty': (_req, res) => res.writeHead(204).end() });
    const outcome = succeeded(await fetchLimited(server.url('/empty'), fetchOptions()));
    expect(outcome.status).toBe(204);
    expect(outcome.bytes).toBe(0);
    expect(outcome.body).toEqual(new Uint8Array(0));
  });
});

describeEachTransport('fetchLimited: size cap', () => {
  it('refuses a Content-Length over the cap before reading the body, and closes the connection', async () => {
    let response: ServerResponse | undefined;
    server = await startServer({
      '/big.wav': (_req, res) => {
        response = res;
        // headers only: a client that waited for the 50 MB would hit the timeout instead
        res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
        res.flushHeaders();
      },
    });
    const started = performance.now();
    const failure = failed(
      await fetchLimited(server.url('/big.wav'), fetchOptions({ limits: { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 0 } })),
    );
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toContain(String(50 * 1024 * 1024));
    expect(failure.message).toContain('Content-Length');
    expect(performance.now() - started).toBeLessThan(5_000);
    await closedWithin(response!, 2_000);
  });

  it('stops a chunked body without Content-Length at the cap and cancels the stream', async () => {
    const written = { bytes: 0 };
    let response: ServerResponse | undefined;
    server = await startServer({
      '/endless.flac': (_req, res) => {
        response = res;
        endlessChunks(res, patternBytes(16 * 1024), written);
      },
    });
    const maxBytes = 256 * 1024;
    const failure = failed(
      await fetchLimited(server.url('/endless.flac'), fetchOptions({ consume: 'discard', limits: { timeoutMs: 10_000, maxBytes, maxRedirects: 0 } })),
    );
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toContain(String(maxBytes));
    await closedWithin(response!, 2_000);
    const writtenAtClose = written.bytes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.bytes).toBe(writtenAtClose);
  });

  it('applies the cap in buffer mode too', async () => {
    server = await startServer({ '/ern.xml': (_req, res) => res.end(patternBytes(5000)) });
    const failure = failed(
      await fetchLimited(server.url('/ern.xml'), fetchOptions({ limits: { timeoutMs: 5_000, maxBytes: 4999, maxRedirects: 0 } })),
    );
    expect(failure.kind).toBe('too-large');
  });
});

describeEachTransport('fetchLimited: HashSum', () => {
  const abc = Buffer.from('abc');
  // published test vectors: RFC 1321 appendix A.5 (MD5), FIPS 180-2 appendix B.1 (SHA-256)
  const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';
  const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
  const serveAbc = async () => startServer({ '/abc': (_req, res) => res.end(abc) });

  const matching: { algorithm: string; expected: string }[] = [
    { algorithm: 'MD5', expected: MD5_ABC },
    { algorithm: 'md5', expected: MD5_ABC.toUpperCase() },
    { algorithm: 'SHA-256', expected: SHA256_ABC },
    { algorithm: 'SHA256', expected: SHA256_ABC.toUpperCase() },
    { algorithm: 'sha256', expected: ` ${SHA256_ABC}\n` },
    { algorithm: 'SHA2', expected: SHA256_ABC },
  ];
  it.each(matching)('accepts a body whose $algorithm digest matches $expected', async ({ algorithm, expected }) => {
    server = await serveAbc();
    const outcome = succeeded(await fetchLimited(server.url('/abc'), fetchOptions({ hash: { algorithm, expected } })));
    expect(outcome.digest).toBe(expected.trim().toLowerCase());
  });

  it('computes the digest of a large streamed body in discard mode', async () => {
    const file = patternBytes(1_500_000);
    server = await startServer({ '/a.flac': (_req, res) => res.end(file) });
    for (const [algorithm, node] of [['MD5', 'md5'], ['SHA-256', 'sha256'], ['SHA1', 'sha1'], ['SHA-512', 'sha512']] as const) {
      const expected = createHash(node).update(file).digest('hex');
      const outcome = await fetchLimited(server.url('/a.flac'), fetchOptions({
        consume: 'discard',
        limits: { timeoutMs: 5_000, maxBytes: 2_000_000, maxRedirects: 0 },
        hash: { algorithm, expected: expected.toUpperCase() },
      }));
      expect(succeeded(outcome).digest).toBe(expected);
    }
  });

  it('returns the digest without comparing when no value is declared', async () => {
    server = await serveAbc();
    const outcome = succeeded(await fetchLimited(server.url('/abc'), fetchOptions({ hash: { algorithm: 'MD5' } })));
    expect(outcome.digest).toBe(MD5_ABC);
  });

  it('computes CRC32 (check value of "123456789" is cbf43926)', async () => {
    server = await startServer({ '/digits': (_req, res) => res.end('123456789') });
    const outcome = await fetchLimited(server.url('/digits'), fetchOptions({ hash: { algorithm: 'CRC32', expected: 'CBF43926' } }));
    expect(succeeded(outcome).digest).toBe('cbf43926');
  });

  const mismatching: { algorithm: string; expected: string }[] = [
    { algorithm: 'MD5', expected: createHash('md5').update('abd').digest('hex') },
    { algorithm: 'SHA-256', expected: createHash('sha256').update('abd').digest('hex') },
    { algorithm: 'SHA-256', expected: MD5_ABC },
  ];
  it.each(mismatching)('fails with hash-mismatch when the $algorithm digest differs from $expected', async ({ algorithm, expected }) => {
    server = await serveAbc();
    const failure = failed(await fetchLimited(server.url('/abc'), fetchOptions({ hash: { algorithm, expected } })));
    expect(failure.kind).toBe('hash-mismatch');
    expect(failure.message).toContain(expected);
    expect(failure.message).toContain(createHash(algorithm === 'MD5' ? 'md5' : 'sha256').update(abc).digest('hex'));
  });

  it('refuses an unsupported algorithm before connecting, saying it is not supported', async () => {
    server = await serveAbc();
    for (const algorithm of ['MD4', 'UserDefined', 'SHA2', 'whirlpool']) {
      const failure = failed(await fetchLimited(server.url('/abc'), fetchOptions({ hash: { algorithm } })));
      expect(failure.kind).toBe('hash-mismatch');
      expect(failure.message).toContain('not supported');
    }
    expect(server.requests).toEqual([]);
  });
});
