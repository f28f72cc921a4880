/**
 * A kept-alive connection that the server closes while it is idle can meet our next GET on the wire (the
 * server's keep-alive timeout, Node's 5 s by default, runs out just as the request is sent). The GET then fails
 * before any answer, though the server is fine: seen as a 422 XML_FETCH_FAILED on a create after 5 quiet seconds.
 * The mock's node:http opener sends such a GET again on another socket; a GET that fails on a fresh socket is a
 * real failure and is not sent twice.
 */
import { afterEach, expect, it } from 'vitest';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import { startClosingServer } from '../../support/closing-server.js';
import { failed, fetchOptions, succeeded } from './support.js';

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

it('sends a GET again on a new socket when the kept-alive one was closed under it', async () => {
  const server = await startClosingServer(1);
  closeServer = server.close;
  expect(new TextDecoder().decode(succeeded(await fetchLimited(server.url, fetchOptions())).body)).toBe('ok');
  // The second GET goes out on the kept-alive socket, which the server closes: it is sent again, on a new socket.
  expect(new TextDecoder().decode(succeeded(await fetchLimited(server.url, fetchOptions())).body)).toBe('ok');
  expect(server.counts()).toEqual({ connections: 2, requests: 3 });
});

it('does not send a GET twice when a fresh socket is closed under it', async () => {
  const server = await startClosingServer(0);
  closeServer = server.close;
  const failure = failed(await fetchLimited(server.url, fetchOptions()));
  expect(failure.kind).toBe('network');
  expect(server.counts()).toEqual({ connections: 1, requests: 1 });
});
