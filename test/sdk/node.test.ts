/** toNodeHandler over real loopback sockets: the raw stream, a Buffer body (express.raw), a parsed body. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type NodeRequest, toNodeHandler } from '../../sdk/node.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Echoes what the Fetch handler saw: method, path, a header and the body bytes as text. */
const echo = async (request: Request) => Response.json(
  { method: request.method, path: new URL(request.url).pathname, signature: request.headers.get('x-service-signature'), body: await request.text() },
  { status: 202, headers: { 'x-seen': 'yes' } },
);

async function serve(prepare: (req: NodeRequest) => Promise<void> | void, handler = echo, onError?: (e: unknown) => void): Promise<string> {
  const adapted = toNodeHandler(handler, onError ? { onError } : {});
  const server = createServer((req: NodeRequest, res) => {
    void (async () => {
      await prepare(req);
      await adapted(req, res);
    })();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readAll = async (req: NodeRequest) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const body = '{"eventId":"evt_1",  "data":{}}';
const send = (url: string, method = 'POST') => fetch(`${url}/webhooks/ingest?x=1`, {
  method, headers: { 'x-service-signature': 't=1,v1=ab' }, ...(method === 'POST' ? { body } : {}),
});

describe('toNodeHandler', () => {
  interface Case {
    name: string;
    prepare: (req: NodeRequest) => Promise<void> | void;
    want: { status: number; body?: string; message?: RegExp };
  }
  const cases: Case[] = [
    { name: 'reads the unread stream', prepare: () => undefined, want: { status: 202, body } },
    { name: 'takes a Buffer body as express.raw() leaves it', prepare: async (req) => {
      req.body = await readAll(req);
    }, want: { status: 202, body } },
    { name: 'reads the stream when a non-matching parser left {} (Express 4)', prepare: (req) => {
      req.body = {};
    }, want: { status: 202, body } },
    { name: 'answers 500 naming express.raw when the body was parsed', prepare: async (req) => {
      req.body = JSON.parse((await readAll(req)).toString()) as unknown;
    }, want: { status: 500, message: /parsed \(req\.body is an object\).*express\.raw/ } },
    { name: 'answers 500 when the stream was consumed', prepare: async (req) => {
      await readAll(req);
    }, want: { status: 500, message: /already read.*express\.raw/ } },
  ];
  it.each(cases)('$name', async ({ prepare, want }) => {
    const response = await send(await serve(prepare));
    expect(response.status).toBe(want.status);
    const json = await response.json() as Record<string, unknown>;
    if (want.body !== undefined) {
      expect(json).toEqual({ method: 'POST', path: '/webhooks/ingest', signature: 't=1,v1=ab', body: want.body });
      expect(response.headers.get('x-seen')).toBe('yes');
    }
    if (want.message) expect(String(json.message)).toMatch(want.message);
  });

  it('passes a GET on without a body', async () => {
    const response = await send(await serve(() => undefined), 'GET');
    expect(await response.json()).toMatchObject({ method: 'GET', body: '' });
  });

  it('answers 500 without the error\'s message when the handler throws, and reports it', async () => {
    const errors: unknown[] = [];
    const url = await serve(() => undefined, () => Promise.reject(new Error('pk_secret in a message')), (e) => errors.push(e));
    const response = await send(url);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('pk_secret');
    expect(errors).toHaveLength(1);
  });
});
