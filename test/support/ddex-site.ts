/**
 * DDEX's site as its schemas name it, served from loopback out of ../shared/ddex-xsd (read in place, never copied):
 * `/xml/ern/<folder>/<file>` and `/xml/avs/<file>` (ERN 3.8.2's absolute import), every request recorded. For
 * `ingest-kit ern schemas --download --base-url`, which must never reach the internet from a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ddexXsdDir } from './ern-samples.js';

export { ddexXsdDir };

export interface DdexSite {
  /** Pass as `--base-url`. */
  baseUrl: string;
  requests: string[];
  close: () => Promise<void>;
}

export async function ddexSite(): Promise<DdexSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const ern = /^\/xml\/ern\/(\w+)\/([\w.-]+\.xsd)$/.exec(url);
    const avs = /^\/xml\/avs\/([\w.-]+\.xsd)$/.exec(url);
    const file = ern ? path.join(ddexXsdDir, ern[1]!, ern[2]!) : avs ? path.join(ddexXsdDir, '382', avs[1]!) : null;
    if (file === null || !existsSync(file)) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/xml`,
    requests,
    close: () => new Promise((resolve) => server.close(() => {
      resolve();
    })),
  };
}
