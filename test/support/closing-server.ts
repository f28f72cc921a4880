/**
 * A server whose kept-alive connections end the way an idle timeout meeting a request ends them: closed under the
 * request, without an answer (test/mock-server/fetch/keep-alive.test.ts for the XML fetcher's GETs,
 * test/mock-server/webhooks/stale-socket.test.ts for the webhook POSTs).
 */
import { once } from 'node:events';
import net from 'node:net';

/**
 * A raw HTTP/1.1 server: each connection answers its first `answered` requests with `ok` (keep-alive), then
 * closes the socket when the next request arrives, without a word: what an idle timeout meeting a request does.
 */
export async function startClosingServer(answered: number) {
  let connections = 0;
  let requests = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    let served = 0;
    socket.on('data', (chunk) => {
      if (!chunk.toString('latin1').includes('\r\n\r\n')) return;
      requests++;
      if (served++ < answered) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      else socket.destroy();
    });
    socket.on('error', () => {
      // the client's side of a destroyed socket: nothing to do
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/file`,
    counts: () => ({ connections, requests }),
    close: async () => {
      // the client keeps its last socket alive: closed here, or the server would wait for it
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
