/**
 * The one ERN writer of the kit: a NewReleaseMessage of any supported version (version.ts) from a
 * description of its resources and files, used by the mock's demo release, the benchmarks, the tests and
 * the conformance suite's fixtures. A complete message is valid against DDEX's schema of its version and
 * passes the preflight rules (test/conformance/fixtures-valid.test.ts holds it to both). A new version with the
 * structure of its line needs nothing here; one that changes the structure gets its rule in ern38.ts / ern4.ts
 * (or a template of its own beside them).
 */
import { renderDocument, type XmlLayout } from '../../xml/write.js';
import { ernMajorOf } from '../version.js';
import { ern38Message } from './ern38.js';
import { ern4Message } from './ern4.js';
import type { ErnMessageSpec } from './spec.js';

export type { ErnFileSpec, ErnMessageSpec, ErnParty, ErnReleaseSpec, ErnResourceSpec } from './spec.js';

/** The template of each message suite: 3.8.x and 4.x differ in structure, never within one. */
const TEMPLATES = { 3: ern38Message, 4: ern4Message } as const;

/**
 * The message as an XML document (UTF-8, with an XML declaration).
 * @throws TypeError when a complete message (one with `release`) lacks a resource's title, id or technical reference.
 */
export function writeErnMessage(spec: ErnMessageSpec): string {
  const root = TEMPLATES[ernMajorOf(spec.version)](spec);
  const layout: XmlLayout = spec.layout === 'compact'
    ? { kind: 'compact', breaksInside: new Set([root.name, 'ResourceList']) }
    : { kind: 'indented' };
  return renderDocument(root, layout);
}
