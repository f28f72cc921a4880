/**
 * A receiver's keep-alive timeout (Node's default 5 s) can close an idle connection just as the next attempt is sent
 * on it: the POST fails before any answer, though the receiver is fine. Seen in the replica-death test: a replica
 * taking over an event after a quiet spell recorded attempt 2 `failed`, `ECONNRESET`, after 1.3 ms, and spent a
 * retry of the event. Such a POST goes again on another socket, in the same attempt; a POST that fails on a fresh
 * socket is a real failure and goes once.
 */
import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { postWebhook } from '../../../mock-server/src/webhooks/http-post.js';
import { startClosingServer } from '../../support/closing-server.js';

let closeServer: (() => Promise<void>) | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
afterEach(async () => {
  agent.destroy();
  await closeServer?.();
  closeServer = undefined;
});

const post = (url: string) => postWebhook({ url: new URL(url), body: '{"eventId":"evt_1"}', headers: { 'content-type': 'application/json' }, timeoutMs: 5_000, agent });

it('sends a POST again on a new socket when the kept-alive one was closed under it, within one attempt', async () => {
  const server = await startClosingServer(1);
  closeServer = server.close;
  expect(await post(server.url)).toMatchObject({ ok: true, statusCode: 200, error: null, responseBody: 'ok' });
  // The second POST goes out on the kept-alive socket, which the receiver closes: sent again, on a new socket.
  expect(await post(server.url)).toMatchObject({ ok: true, statusCode: 200, error: null, responseBody: 'ok' });
  expect(server.counts()).toEqual({ connections: 2, requests: 3 });
});

it('does not send a POST twice when a fresh socket is closed under it', async () => {
  const server = await startClosingServer(0);
  closeServer = server.close;
  const outcome = await post(server.url);
  expect(outcome).toMatchObject({ ok: false, statusCode: null, responseBody: null });
  expect(outcome.error).toMatch(/^(ECONNRESET|EPIPE|socket hang up)$/);
  expect(server.counts()).toEqual({ connections: 1, requests: 1 });
});
