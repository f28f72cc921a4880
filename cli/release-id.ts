/**
 * A `releaseId` for `ingest-kit submit` when none is given: the main release's identifier as the message
 * writes it. The ERN parser (mock-server/src/ern) reads files only, so this reads the text: the first
 * `ReleaseId` (ERN 3.8 and 4.x, any namespace prefix) gives its `GRid`, else its `ICPN`, else its first
 * child; without one, the first `ReleaseReference`; without that, the file name. Good enough for a
 * default the user can override with --release-id.
 */
import path from 'node:path';

const PREFIX = '(?:[A-Za-z_][\\w.-]*:)?';

function firstElement(xml: string, name: string): string | undefined {
  return new RegExp(`<${PREFIX}${name}\\b[^>]*>([\\s\\S]*?)</${PREFIX}${name}>`).exec(xml)?.[1];
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.replace(/<[^>]*>/g, '').trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The release identifier of `xml` (decoded text), or the name of `file` without its extension. */
export function releaseIdOf(xml: string, file: string): string {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  const releaseId = firstElement(body, 'ReleaseId');
  if (releaseId !== undefined) {
    const found = text(firstElement(releaseId, 'GRid')) ?? text(firstElement(releaseId, 'ICPN'))
      ?? text(/<[^/>][^>]*>([^<]+)</.exec(releaseId)?.[1]);
    if (found !== undefined) return found;
  }
  return text(firstElement(body, 'ReleaseReference')) ?? path.basename(file, path.extname(file));
}
