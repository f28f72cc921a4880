/** The shared DDEX samples and schemas, and an independent (regex) count of the files a message delivers. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './contract.js';

/** Real-world ERN samples shared beside the repository; absent in some checkouts, so suites use `runIf`. */
export const samplesDir = path.resolve(repoRoot, '../shared/ddex-samples');
export const hasSamples = existsSync(samplesDir);

/** DDEX's official ERN schemas, read in place beside the repository (never copied into it), for XSD validation. */
export const ddexXsdDir = path.resolve(repoRoot, '../shared/ddex-xsd');
export const hasDdexXsd = existsSync(ddexXsdDir);

export const versionByFolder = { ern382: '3.8.2', ern411: '4.1.1', ern42: '4.2', ern43: '4.3' } as const;

/** Every NewReleaseMessage sample (the purge message excluded), as `folder/name.xml`. */
export function newReleaseSamples(): { sample: string; version: string }[] {
  if (!hasSamples) return [];
  return Object.entries(versionByFolder).flatMap(([folder, version]) =>
    readdirSync(path.join(samplesDir, folder))
      .filter((name) => name.endsWith('.xml') && name !== '017_purged_release.xml')
      .map((name) => ({ sample: `${folder}/${name}`, version })));
}

/**
 * An independent count of the files a message delivers, by regular expressions over the raw text instead
 * of an XML parser: every `File` inside `ResourceList`, located by `URI`, `URL` or `FilePath` + `FileName`,
 * whatever namespace prefix the elements carry, resolved against `messageUrl`.
 */
export function fileUrisByRegex(xml: string, messageUrl: string): string[] {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  const resourceList = /<(?:[\w.-]+:)?ResourceList\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?ResourceList>/.exec(text)?.[1];
  const uris: string[] = [];
  for (const [, body = ''] of (resourceList ?? '').matchAll(/<(?:[\w.-]+:)?File>([\s\S]*?)<\/(?:[\w.-]+:)?File>/g)) {
    const child = (name: string) =>
      new RegExp(`<(?:[\\w.-]+:)?${name}>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(body)?.[1]?.trim();
    const fileName = child('FileName');
    const filePath = child('FilePath');
    const location = child('URI')
      ?? child('URL')
      ?? (filePath === undefined ? fileName : path.posix.join(filePath, fileName ?? ''));
    if (location !== undefined) uris.push(new URL(location.replaceAll('&amp;', '&'), messageUrl).href);
  }
  return uris;
}
