/**
 * A plain HTTP relay on the proxy's own libraries (issue #31 item 2), in a process of its own: node:http's server
 * towards the clients, an undici Pool towards the target, each answer streamed back through undici's `stream()`,
 * nothing kept, judged or printed. It is what a user would write instead of `ingest-kit proxy` to put a relay in
 * front of the service; the proxy's requests/s against its own are what judging costs (bench/proxy.ts).
 *
 *   node <flags> --import ./mock-server/src/source-imports.ts scripts/bench/plain-relay.ts --target <url>
 *
 * It answers `{ type: 'ready', url }` on its IPC channel once listening, and exits on SIGTERM or when the bench
 * process goes away.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import type { ServeMessage } from './protocol.js';

/** Fields of one connection (RFC 9110 7.6.1), and those undici writes itself. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'upgrade', 'host', 'expect']);

function requestFields(req: IncomingMessage): string[] {
  const fields: string[] = [];
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) if (!hopByHop.has(raw[i]!.toLowerCase())) fields.push(raw[i]!, raw[i + 1]!);
  return fields;
}

function answerFields(headers: Record<string, string | string[] | undefined>): OutgoingHttpHeaders {
  const fields: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!hopByHop.has(name) && value !== undefined) fields[name] = value;
  return fields;
}

const { values } = parseArgs({ options: { target: { type: 'string' } } });
if (values.target === undefined) throw new Error('plain-relay.ts: --target <url> is required');
const target = new URL(values.target);
const pool = new Pool(target.origin, { connections: 256, headersTimeout: 0, bodyTimeout: 0 });

const server = createServer((req, res) => {
  const body = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined ? req : null;
  pool.stream({ path: req.url!, method: req.method!, headers: requestFields(req), body }, ({ statusCode, headers }) => {
    res.writeHead(statusCode, answerFields(headers));
    return res;
  }, (error) => {
    if (error === null) return;
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const stop = (): void => {
  server.close();
  server.closeAllConnections();
  void pool.destroy().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
const { port } = server.address() as AddressInfo;
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies ServeMessage);
