/**
 * TEMPORARY (issue #16, branch `cli`): a stand-in for `loadXsdSchemas`, which another branch writes (libxml2-wasm).
 * It only lets `ingest-kit validate --xsd-dir` and `partner-ingest-kit/ern` compile and say so; replace this
 * whole file with the real one at merge.
 */
import type { XsdSchemas } from './types.js';

export type { XsdSchemas } from './types.js';

/**
 * Compiles the official ERN schemas of a folder (`<dir>/<version>/release-notification.xsd`), each version on
 * first use. TEMPORARY: always throws "not available".
 */
export function loadXsdSchemas(dir: string): XsdSchemas {
  throw new Error(`XSD validation is not available in this build (schemas folder ${dir})`);
}
