import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { ddexXsdDir, hasDdexXsd, hasSamples, samplesDir } from '../../../support/ern-samples.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The project's own tiny schema pair (test/fixtures/xsd/43): an import by absolute URL, an enumeration, a required element. */
export const tinySchemasDir = path.join(repoRoot, 'test/fixtures/xsd');

/** DDEX's official schemas and samples, read in place beside the repository (never copied into it). */
export { ddexXsdDir, samplesDir as ddexSamplesDir };
export const hasDdexSchemas = hasDdexXsd && hasSamples;

/** A message of the tiny schema, its Colour and Title as given (`null`: the element left out), one element a line. */
export function tinyMessage(colour: string | null, title: string | null = 'A title'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">',
    '  <MessageId>M1</MessageId>',
    ...(colour === null ? [] : [`  <Colour>${colour}</Colour>`]),
    ...(title === null ? [] : [`  <Title>${title}</Title>`]),
    '</ern:NewReleaseMessage>',
    '',
  ].join('\n');
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`lineOf: ${needle} is not in the text`);
  return index + 1;
}

/**
 * A copy of the tiny schemas in a temporary folder, with the import's URL replaced by `importUrl` and, unless
 * `withTypes`, the imported file left out.
 */
export async function tinySchemasCopy(importUrl: string, withTypes = true): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pik-xsd-'));
  await cp(tinySchemasDir, dir, { recursive: true });
  const main = path.join(dir, '43', 'release-notification.xsd');
  const text = await readFile(main, 'utf8');
  await writeFile(main, text.replace('http://example.invalid/xsd/types.xsd', importUrl));
  if (!withTypes) await rm(path.join(dir, '43', 'types.xsd'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A loopback HTTP server that answers 404 and records every request it gets. */
export async function recordingServer(): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => {
      resolve();
    })),
  };
}

/**
 * Makes every way out of this process to the network record the attempt and throw: fetch, http(s).request and
 * get, net.connect / createConnection / Socket#connect, dns.lookup and dns.promises.lookup. Returns the calls
 * made; `vi.restoreAllMocks()` takes the wires down.
 */
export function networkTripwire(): string[] {
  const calls: string[] = [];
  const trip = (name: string) => (...args: unknown[]): never => {
    calls.push(`${name}(${args.map((arg) => (typeof arg === 'string' ? arg : typeof arg)).join(', ')})`);
    throw new Error(`network tripwire: ${name} was called`);
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(trip('fetch'));
  vi.spyOn(http, 'request').mockImplementation(trip('http.request'));
  vi.spyOn(http, 'get').mockImplementation(trip('http.get'));
  vi.spyOn(https, 'request').mockImplementation(trip('https.request'));
  vi.spyOn(https, 'get').mockImplementation(trip('https.get'));
  vi.spyOn(net, 'connect').mockImplementation(trip('net.connect'));
  vi.spyOn(net, 'createConnection').mockImplementation(trip('net.createConnection'));
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(trip('net.Socket#connect'));
  vi.spyOn(dns, 'lookup').mockImplementation(trip('dns.lookup'));
  vi.spyOn(dns.promises, 'lookup').mockImplementation(trip('dns.promises.lookup'));
  return calls;
}
