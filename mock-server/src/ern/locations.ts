import type { RawFile } from './files.js';
import type { ErnResourceFile, ErnUnresolvedFile } from './types.js';

/**
 * Turns what a message says about one `File` into the file's URL, resolved against the URL the message
 * itself was fetched from (as a browser resolves a link in a page), or explains why it cannot.
 *
 * - `URI` (ERN 4) and `URL` (ERN 3.8) are URI references (`xs:anyURI`): kept as written, apart from
 *   surrounding whitespace, and resolved as such. A relative one drops the message URL's query and
 *   fragment, so a pre-signed message URL never leaks its signature onto the files.
 * - `FilePath` + `FileName` (ERN 3.8) are names in a file system, not URL text: they are joined with
 *   exactly one `/`, and every path segment is percent-encoded so that names like `Track #1?.wav` keep
 *   their `#` and `?`.
 * - No location at all, or one the WHATWG URL parser rejects (`http://exa mple.com/a.wav`), gives an
 *   {@link ErnUnresolvedFile}: the message stays acceptable and the ingest reports that file.
 */
export function resolveFile(raw: RawFile, base: MessageBase): ErnResourceFile | ErnUnresolvedFile {
  const location = locationOf(raw);
  const context = raw.resourceReference === undefined ? {} : { resourceReference: raw.resourceReference };
  if (location === undefined) {
    return { ...context, reason: 'the File has no URI, URL or FileName, so there is nothing to fetch' };
  }
  const url = resolve(location, base);
  if (url === undefined) {
    return {
      ...context,
      location,
      reason: `"${location}" is not a valid URL, nor a path relative to the message URL`,
    };
  }
  const hashSum = hashSumOf(raw);
  return { uri: url, ...(hashSum === undefined ? {} : { hashSum }), ...context };
}

/** The URL the message was fetched from, which relative file locations are resolved against. */
export class MessageBase {
  /** The base's folder (`https://host/deliveries/`), once worked out; `null` when it has none to offer. */
  private folderHref: string | null | undefined;

  readonly url: string;

  // No parameter property: a parse thread run from source loads this file by type stripping, which has none.
  /** @param url - An absolute URL (parse-ern.ts checks it). */
  constructor(url: string) {
    this.url = url;
  }

  /** The folder of an http(s) base: what a plain relative path is appended to. */
  get folder(): string | null {
    if (this.folderHref === undefined) {
      // A base with an opaque path (`urn:…`) has no folder: nothing resolves against it.
      const folder = URL.parse('./', this.url);
      this.folderHref = folder?.protocol === 'http:' || folder?.protocol === 'https:' ? folder.href : null;
    }
    return this.folderHref;
  }
}

/**
 * A plain relative path: segments of letters, digits and `_ . ~ -` (none of which a URL percent-encodes),
 * joined by single slashes, no `.` or `..` segment, no scheme, no query, no fragment.
 */
const PLAIN_RELATIVE_PATH = /^(?:(?!\.\.?(?:\/|$))[\w.~-]+(?:\/|$))+$/;

/**
 * `location` resolved against the base, as `URL.parse(location, base.url)?.href` gives it. A message
 * names its files by plain relative paths as a rule (`A1.wav`, `resources/A1.wav`), and against an http(s)
 * base those resolve to the base's folder followed by the path, unchanged: that concatenation costs a
 * fraction of a URL parse, which would read the base again for every file.
 */
function resolve(location: string, base: MessageBase): string | undefined {
  if (PLAIN_RELATIVE_PATH.test(location)) {
    const { folder } = base;
    if (folder !== null) return folder + location;
  }
  return URL.parse(location, base.url)?.href;
}

/** Whether {@link resolveFile} found a URL. */
export function isResolved(file: ErnResourceFile | ErnUnresolvedFile): file is ErnResourceFile {
  return 'uri' in file;
}

/** The file's location as a URL reference, or `undefined` when the message gives none. */
export function locationOf(raw: RawFile): string | undefined {
  const reference = nonEmpty(raw.uri) ?? nonEmpty(raw.url);
  if (reference !== undefined) {
    return reference;
  }
  const fileName = nonEmpty(raw.fileName);
  if (fileName === undefined) {
    return undefined;
  }
  return joinFilePath(nonEmpty(raw.filePath), fileName);
}

/**
 * `FilePath` + `FileName` as a relative URL reference: `assets` + `a.wav` and `assets/` + `a.wav` both
 * give `assets/a.wav`. A `FilePath` starting with `/` stays rooted at the message URL's host.
 */
export function joinFilePath(filePath: string | undefined, fileName: string): string {
  const name = encodePath(fileName.replace(/^\/+/, ''));
  if (filePath === undefined) {
    return name;
  }
  return `${encodePath(filePath.replace(/\/+$/, ''))}/${name}`;
}

function encodePath(path: string): string {
  // A lone surrogate (possible only in string input) would make encodeURIComponent throw; the URL
  // parser turns it into U+FFFD, and so does this.
  return path
    .replace(/\p{Cs}/gu, '\uFFFD')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}

function hashSumOf(raw: RawFile): ErnResourceFile['hashSum'] {
  const algorithm = nonEmpty(raw.hashAlgorithm);
  const value = nonEmpty(raw.hashValue);
  return algorithm === undefined || value === undefined ? undefined : { algorithm, value };
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
