/**
 * Offline resolution of the files a schema imports or includes. libxml2 hands over the location it computed:
 * the schemaLocation itself when it is an absolute URL (ERN 3.8.2 imports
 * `http://ddex.net/xml/avs/avs_20161006.xsd`), else the schemaLocation resolved against the including file's
 * URL, which is the virtual `/ern-xsd/<version folder>/…` (so that host paths with spaces or non-ASCII
 * characters never go through URL escaping). Nothing is ever fetched: a URL names the file of the same base
 * name in the version's folder, and a path must stay inside that folder.
 */
import path from 'node:path';

/** The URL the main schema is parsed under; its imports resolve against it. */
export function virtualSchemaUrl(folder: string, file: string): string {
  return `/ern-xsd/${folder}/${file}`;
}

/** A file on disk to read, or why the location cannot be resolved offline. */
export type Resolution = { file: string } | { error: string };

const URL_SCHEME = /^[a-z][a-z0-9+.-]+:/i;

/**
 * Where the file libxml2 asks for (`location`) lies, for the schemas of one version folder: `folder` is its
 * name (`43`), `dir` its path on disk.
 */
export function resolveSchemaLocation(location: string, folder: string, dir: string): Resolution {
  if (URL_SCHEME.test(location)) {
    let pathname: string;
    try {
      pathname = new URL(location).pathname;
    } catch {
      return { error: `${location} is not a URL the schemas can name` };
    }
    const base = path.posix.basename(decodeURIComponent(pathname));
    if (base === '') return { error: `${location} names no file` };
    return { file: path.join(dir, base) };
  }
  const prefix = `/ern-xsd/${folder}/`;
  const normalised = path.posix.normalize(location);
  if (!normalised.startsWith(prefix)) {
    return { error: `${location} lies outside the version's folder ${dir} (only files of that folder are read)` };
  }
  const relative = normalised.slice(prefix.length);
  return { file: path.join(dir, ...relative.split('/')) };
}
