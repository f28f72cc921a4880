/**
 * DDEX ERN parsing for the mock Partner Ingest Service: accepts a NewReleaseMessage (ERN 3.8.x and 4.x)
 * and lists the resource files it delivers; rejects everything else with a stable code.
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
