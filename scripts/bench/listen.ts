/** Listens on a free loopback port and resolves with it (the bench's own servers). */
import type { Server } from 'node:http';

export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}
