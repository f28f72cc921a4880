/**
 * XML Schema validation of a message against DDEX's official ERN schemas, offline: the user supplies the
 * schemas as a folder of the layout `<dir>/<version folder>/release-notification.xsd` beside the version's
 * allowed-value-sets file (the layout of `../shared/ddex-xsd`; `ingest-kit ern schemas --download` makes one).
 * Nothing is ever fetched: an `xs:import` by absolute URL resolves to the file of the same base name in the
 * version's folder. The DDEX schemas are DDEX's copyright and never ship with the kit.
 */
import type { ErnVersion } from '../version.js';
import type { Finding } from '../preflight/types.js';

/** Compiled schemas of one folder, each version compiled once, on first use, and reused. */
export interface XsdSchemas {
  /** The folder the schemas are read from. */
  readonly dir: string;
  /** Whether the folder holds the schema of this version. */
  has(version: ErnVersion): boolean;
  /**
   * Schema findings of a message of `version` (code `NewReleaseMessageInvalid`, rule `xsd`, with the line and
   * the schema's own message); empty when it validates.
   * @throws when the folder has no schema for that version (check {@link has}).
   */
  validate(xml: Uint8Array | string, version: ErnVersion): Finding[];
  /** Frees the compiled schemas. */
  close(): void;
}
