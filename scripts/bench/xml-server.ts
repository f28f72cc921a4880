/**
 * Serves the ERN message the creates fetch, over plain http on loopback (the mock's local-development
 * allowance, spec 4.1): the file is read once from where it lies and kept in memory, never copied.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { listenOnLoopback } from './listen.js';

export interface XmlServer {
  /** The xmlUrl of the message. */
  xmlUrl: string;
  close(): Promise<void>;
}

export async function serveXml(bytes: Buffer, fileName: string): Promise<XmlServer> {
  const route = `/${encodeURIComponent(path.basename(fileName))}`;
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === route) {
      response.writeHead(200, { 'content-type': 'application/xml', 'content-length': bytes.byteLength });
      response.end(bytes);
      return;
    }
    response.writeHead(404).end();
  });
  const port = await listenOnLoopback(server);
  return {
    xmlUrl: `http://127.0.0.1:${port}${route}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    }),
  };
}
