/**
 * Downloading DDEX's ERN schemas into the layout loadXsdSchemas reads (`ingest-kit ern schemas --download`):
 * each version's `release-notification.xsd` from `<base>/ern/<version folder>/`, where DDEX publishes it
 * (`http://ddex.net/xml/ern/43/release-notification.xsd`, the location DDEX's own messages name), and every
 * file it imports or includes, by the schema's own schemaLocation: a relative one beside it (ERN 4.x's
 * allowed-value sets), an absolute one on DDEX's site rebased onto `base` (ERN 3.8.2 imports
 * `http://ddex.net/xml/avs/avs_20161006.xsd`). The schemas are DDEX's copyright: the user downloads them for
 * their own use; the kit never ships them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErnVersion } from '../version.js';
import { MAIN_SCHEMA, versionFolder } from './layout.js';

/** Where DDEX publishes its XML schemas, as the schemas name themselves. */
export const DDEX_XML_BASE_URL = 'http://ddex.net/xml';

/** The hosts of DDEX's site that schemas import from; their URLs are rebased onto the base URL given. */
const DDEX_SITE = /^https?:\/\/(?:service\.)?ddex\.net\/xml\//;

export interface DownloadOptions {
  /** The folder to write `<version folder>/<file>` into. */
  to: string;
  versions: readonly ErnVersion[];
  /** DDEX's site by default ({@link DDEX_XML_BASE_URL}); a test serves a copy from loopback. */
  baseUrl?: string;
  fetch: typeof globalThis.fetch;
  /** Called for each file written. */
  onFile?: (file: DownloadedFile) => void;
  /** Per request (default 60 s). */
  timeoutMs?: number;
}

export interface DownloadedFile {
  version: ErnVersion;
  url: string;
  file: string;
  bytes: number;
}

/** A download that failed: the URL and why. */
export class SchemaDownloadError extends Error {
  constructor(readonly url: string, reason: string) {
    super(`${url}: ${reason}`);
  }
}

/** The schemaLocation of every xs:import, xs:include and xs:redefine of a schema's text. */
export function schemaLocationsOf(text: string): string[] {
  const locations: string[] = [];
  for (const element of text.matchAll(/<(?:[\w.-]+:)?(?:import|include|redefine)\b[^>]*>/g)) {
    const location = /\sschemaLocation\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(element[0]);
    const value = location?.[1] ?? location?.[2];
    if (value !== undefined && value !== '') locations.push(value);
  }
  return locations;
}

/** The URL to fetch an imported schema from: relative to the importing one, or DDEX's site rebased onto `base`. */
export function importUrl(location: string, importingUrl: string, base: string): string {
  if (DDEX_SITE.test(location)) return `${base}/${location.replace(DDEX_SITE, '')}`;
  if (/^[a-z][a-z0-9+.-]+:/i.test(location)) {
    throw new SchemaDownloadError(location, `imported from ${importingUrl}, but it is not on DDEX's site; download it yourself beside the schema`);
  }
  return new URL(location, importingUrl).href;
}

async function get(url: string, fetch: typeof globalThis.fetch, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new SchemaDownloadError(url, `${error instanceof Error ? error.message : String(error)}${cause}`);
  }
  if (!response.ok) throw new SchemaDownloadError(url, `answered ${response.status} ${response.statusText}`.trim());
  const body = Buffer.from(await response.arrayBuffer());
  if (!body.toString('utf8', 0, Math.min(body.byteLength, 4096)).includes('http://www.w3.org/2001/XMLSchema')) {
    throw new SchemaDownloadError(url, 'is not an XML schema (no http://www.w3.org/2001/XMLSchema namespace at its start)');
  }
  return body;
}

/**
 * Downloads each version's schema and what it imports, then writes them (a version's files are written only
 * once all of them arrived).
 * @throws SchemaDownloadError naming the URL that failed.
 */
export async function downloadSchemas(options: DownloadOptions): Promise<DownloadedFile[]> {
  const base = (options.baseUrl ?? DDEX_XML_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const written: DownloadedFile[] = [];
  for (const version of options.versions) {
    const folder = versionFolder(version);
    const mainUrl = `${base}/ern/${folder}/${MAIN_SCHEMA}`;
    const files = new Map<string, { url: string; body: Buffer }>();
    const queue = [{ url: mainUrl, name: MAIN_SCHEMA }];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (files.has(next.name)) continue;
      const body = await get(next.url, options.fetch, timeoutMs);
      files.set(next.name, { url: next.url, body });
      for (const location of schemaLocationsOf(body.toString('utf8'))) {
        const url = importUrl(location, next.url, base);
        // loadXsdSchemas reads every import from the version's folder, by its base name.
        queue.push({ url, name: path.posix.basename(new URL(url).pathname) });
      }
    }
    const dir = path.join(options.to, folder);
    await mkdir(dir, { recursive: true });
    for (const [name, { url, body }] of files) {
      const file = path.join(dir, name);
      await writeFile(file, body);
      const entry = { version, url, file, bytes: body.byteLength };
      written.push(entry);
      options.onFile?.(entry);
    }
  }
  return written;
}
