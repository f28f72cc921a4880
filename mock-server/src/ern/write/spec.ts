/**
 * What the ERN writer is asked to write: a version, the resources with their files, and (for a complete
 * message) the release around them. Written for partner-ingest-kit's own messages; not DDEX's model.
 */
import type { ErnVersion } from '../version.js';

/** A party of the message header: a DDEX Party ID (made up unless DDEX allocated it) and a name. */
export interface ErnParty {
  dpid: string;
  name: string;
}

/** A resource file: where the message says it is, and what it says about it. */
export interface ErnFileSpec {
  /**
   * As the message writes it: a URL, or a path relative to the message. ERN 3.8 writes an absolute URL as
   * `URL` and anything else as `FilePath` + `FileName`; ERN 4 writes either as `URI`.
   */
  location: string;
  /** Lower-case hex MD5, written as the file's `HashSum`; absent: no hash. */
  md5?: string;
  /** Size in bytes, written as `FileSize` (ERN 4, complete messages). */
  size?: number;
}

/** A resource and its files; a complete message also needs its title and id. */
export interface ErnResourceSpec {
  /** `A1`, `A2`, …: its ResourceReference. */
  reference: string;
  type: 'SoundRecording' | 'Image';
  files: readonly ErnFileSpec[];
  /** Its TechnicalResourceDetailsReference (suffixed `_<n>` where each file gets its own details). */
  technicalReference?: string;
  title?: string;
  /** ISRC of a sound recording, proprietary id (in the sender's namespace) of an image. */
  id?: string;
}

/** What a complete message says beyond its files: header parties, release, deal. */
export interface ErnReleaseSpec {
  title: string;
  /** EAN-13 / UPC of the release. */
  icpn: string;
  createdAt: Date;
  sender: ErnParty;
  recipient: ErnParty;
  artist: { reference: string; name: string };
  label: string;
  genre: string;
}

export interface ErnMessageSpec {
  version: ErnVersion;
  /** The MessageId (and MessageThreadId). */
  messageId: string;
  resources: readonly ErnResourceSpec[];
  /**
   * Present: a complete message, with the header, parties, release and deal a NewReleaseMessage states,
   * valid against DDEX's schema of its version (test/conformance/fixtures-valid.test.ts). Absent: only what
   * the mock reads (the MessageHeader's MessageId, each resource's reference and files), for benchmarks and
   * tests that want the message small; such a message names no schema and is NOT schema-valid (it lacks the
   * release and the titles DDEX requires), so never serve it to something that validates.
   */
  release?: ErnReleaseSpec;
  /** `indented` (the default), or `compact`: one line per resource, for very large messages. */
  layout?: 'indented' | 'compact';
}
