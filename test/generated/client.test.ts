/**
 * The generated client sends the API key only in the X-API-Key header, against a real local server, and
 * refuses to put a credential in a URL.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngestClient } from '../../generated/client.js';
import { validateIngestRecord } from '../../generated/validators.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const apiKey = 'pk_test_acme_1';
const record = {
  ingestId: '1700000042',
  releaseId: 'R1',
  status: 'processing',
  receivedAt: '2026-11-21T12:35:00Z',
  completedAt: null,
  resources: { total: 2, completed: 0, failed: 0 },
};

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url?.endsWith('/missing')) {
        res.writeHead(404, { 'content-type': 'application/problem+json' });
        res.end(
          JSON.stringify({ type: 'urn:x', title: 'Ingest not found', status: 404, code: 'INGEST_NOT_FOUND' }),
        );
        return;
      }
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(record));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});
beforeEach(() => {
  seen = [];
});

describe('createIngestClient', () => {
  it('creates an ingest with the key in the X-API-Key header only', async () => {
    const client = createIngestClient({ baseUrl, apiKey });
    const { data, error, response } = await client.POST('/partner/v1/ddex/ingests', {
      body: { releaseId: 'R1', xmlUrl: 'https://files.partner.example/r1.xml' },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(validateIngestRecord(data)).toBe(true);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/partner/v1/ddex/ingests');
    expect(request?.headers['x-api-key']).toBe(apiKey);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      releaseId: 'R1',
      xmlUrl: 'https://files.partner.example/r1.xml',
    });
    expect(request?.url).not.toContain('?');
    expect(request?.url).not.toContain(apiKey);
  });

  it('looks an ingest up at both paths with the key in the header and no query string', async () => {
    const client = createIngestClient({ baseUrl: `${baseUrl}/`, apiKey });
    await client.GET('/partner/v1/ddex/ingests/{ingestId}', { params: { path: { ingestId: '1700000042' } } });
    await client.GET('/ddex/ingests/{ingestId}', { params: { path: { ingestId: '1700000042' } } });
    expect(seen.map((s) => s.url)).toEqual([
      '/partner/v1/ddex/ingests/1700000042',
      '/ddex/ingests/1700000042',
    ]);
    expect(seen.every((s) => s.headers['x-api-key'] === apiKey)).toBe(true);
  });

  it('returns HTTP errors as values, not exceptions', async () => {
    const client = createIngestClient({ baseUrl, apiKey });
    const { data, error, response } = await client.GET('/ddex/ingests/{ingestId}', {
      params: { path: { ingestId: 'missing' } },
    });
    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: 'INGEST_NOT_FOUND' });
  });

  it('sends through an injected fetch', async () => {
    const calls: Request[] = [];
    const client = createIngestClient({
      baseUrl,
      apiKey,
      fetch: (request) => {
        calls.push(request.clone());
        return fetch(request);
      },
    });
    await client.GET('/ddex/ingests/{ingestId}', { params: { path: { ingestId: '7' } } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('X-API-Key')).toBe(apiKey);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['api_key', `http://127.0.0.1:4010/?api_key=${apiKey}`],
    ['apiKey in another case', 'http://127.0.0.1:4010/?APIKEY=abc'],
    ['x-api-key', 'http://127.0.0.1:4010/?x-api-key=abc'],
    ['token', 'http://127.0.0.1:4010/?token=abc'],
    ['key', 'http://127.0.0.1:4010/?key=abc'],
    ['the key value under any name', `http://127.0.0.1:4010/?q=${apiKey}`],
  ])('refuses a base URL carrying a credential in its query (%s)', (_name, url) => {
    expect(() => createIngestClient({ baseUrl: url, apiKey })).toThrow(/X-API-Key header/);
  });

  it('never repeats the key in its error messages', () => {
    try {
      createIngestClient({ baseUrl: `http://127.0.0.1:4010/?api_key=${apiKey}`, apiKey });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(apiKey);
    }
  });

  it.each([
    ['a relative URL', { baseUrl: '/partner', apiKey }, /absolute URL/],
    ['another scheme', { baseUrl: 'ftp://127.0.0.1', apiKey }, /http\(s\)/],
    ['user info', { baseUrl: 'https://user:pass@ingest.example', apiKey }, /credentials/],
    ['a harmless query', { baseUrl: 'https://ingest.example/?region=eu', apiKey }, /query string/],
    ['an empty key', { baseUrl, apiKey: '' }, /non-empty/],
    ['a key with a newline', { baseUrl, apiKey: 'pk_1\n' }, /control characters/],
  ])('refuses %s', (_name, options, message) => {
    expect(() => createIngestClient(options)).toThrow(message);
  });

  it('refuses a request whose URL would carry the key', async () => {
    const client = createIngestClient({ baseUrl, apiKey });
    await expect(
      client.GET('/ddex/ingests/{ingestId}', { params: { path: { ingestId: `1?api_key=${apiKey}` } } }),
    ).rejects.toThrow(/X-API-Key header/);
    expect(seen).toHaveLength(0);
  });
});
