/**
 * The resource files of the many-files benchmark, in a process of its own so that serving them does not run on
 * the event loop measured: answers every GET at once with 4 bytes, over keep-alive, on a free loopback port.
 * Node runs this file as is (type stripping); it prints `{"port":N}` once listening and exits on SIGTERM.
 */
import { createServer } from 'node:http';

const body = Buffer.from('FLAC');
const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.byteLength });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address !== null ? address.port : 0 })}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
process.stdin.on('end', () => process.exit(0)).resume();
