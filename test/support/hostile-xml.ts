/**
 * Hostile structure for the XML limits (issue #29): the namespace bomb that took the mock down, and a seeded
 * generator of hostile shapes (depth, prefixes, attributes, long names, many siblings, entities) for the scanner,
 * the tree reader and `validate`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { hasSamples, samplesDir } from './ern-samples.js';

/** DDEX's ern43/1_Audio.xml when the samples are there, else the mock's demo release (ERN 4.3). */
export function audioMessage(): string {
  return hasSamples ? readFileSync(path.join(samplesDir, 'ern43', '1_Audio.xml'), 'utf8') : demoReleaseXml();
}

/**
 * The probe's message: `xml` with `prefixes` namespace declarations added to its root and `nested` elements
 * `<a xmlns:q="urn:q">`, each inside the one before, in its first `TitleText`. Well-formed; about 584 KB with
 * DDEX's 1_Audio.xml and the defaults. Copying the prefix table per element made it cost 4 GB.
 */
export function namespaceBomb(xml: string, prefixes = 10_000, nested = 12_000): string {
  const declarations = Array.from({ length: prefixes }, (_, i) => ` xmlns:p${i}="urn:p${i}"`).join('');
  const rootEnd = xml.indexOf('>', xml.indexOf('NewReleaseMessage'));
  const withPrefixes = `${xml.slice(0, rootEnd)}${declarations}${xml.slice(rootEnd)}`;
  const title = withPrefixes.indexOf('<TitleText>') + '<TitleText>'.length;
  return `${withPrefixes.slice(0, title)}${'<a xmlns:q="urn:q">'.repeat(nested)}${'</a>'.repeat(nested)}${withPrefixes.slice(title)}`;
}

/** Heap growth (bytes) while `run` runs, from a collected heap before to the peak sampled after; needs --expose-gc. */
export function heapGrowth(run: () => void): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  run();
  return process.memoryUsage().heapUsed - before;
}
