/**
 * DDEX ERN reading for the mock Partner Ingest Service: accepts a NewReleaseMessage (any version in
 * version.ts) and lists the resource files it delivers; rejects everything else with a stable code. The
 * XML 1.0 underneath is ../xml/; the kit's ERN writer is ./write/.
 */
export { parseErnMessage } from './parse-ern.js';
export type {
  ErnNewReleaseMessage,
  ErnParseResult,
  ErnRejection,
  ErnRejectionCode,
  ErnResourceFile,
  ErnUnresolvedFile,
} from './types.js';
export { ernMajorOf, ernNamespaceOf, type ErnVersion, ERN_VERSIONS, SUPPORTED_ERN_NAMESPACES } from './version.js';
