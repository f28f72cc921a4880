/** `listen --forward-to`: the headers passed on to the partner's app, by the proxy's hop-by-hop rule (headers.ts). */
import { expect, it } from 'vitest';
import { forwardedHeaders } from '../../cli/listen/forward.js';

it('keeps the end-to-end fields in order with their repeats, and drops hop-by-hop ones, those Connection names and fetch\'s own', () => {
  const raw = [
    'Host', '127.0.0.1:9000',
    'Content-Type', 'application/json',
    'Connection', 'keep-alive, X-Hop',
    'X-Service-Signature', 't=1,v1=a',
    'Keep-Alive', 'timeout=5',
    'X-Hop', 'dropped: named by Connection',
    'Content-Length', '2',
    'Transfer-Encoding', 'chunked',
    'Expect', '100-continue',
    'Trailer', 'X-Checksum',
    'connection', 'Upgrade',
    'Upgrade', 'h2c',
    'X-Service-Signature', 't=1,v1=b',
  ];
  expect(forwardedHeaders(raw)).toEqual([
    ['Content-Type', 'application/json'],
    ['X-Service-Signature', 't=1,v1=a'],
    ['X-Service-Signature', 't=1,v1=b'],
  ]);
});
