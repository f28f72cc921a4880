/**
 * Offline XML Schema validation of ERN messages against DDEX's official schemas (issue #16, item 3), with
 * libxml2 compiled to WebAssembly (libxml2-wasm, chosen by measurement against xmllint-wasm: see
 * `npm run bench -- --only xsd`). Loading libxml2's WebAssembly costs about 150 ms and 20 MB, so it is loaded by
 * the first {@link loadXsdSchemas} only: a preflight without schemas, and a mock without `ern.xsdDir`, never load it.
 */
import type { LoadXsdOptions } from './schemas.js';
import type { XsdSchemas } from './types.js';

export type { LoadXsdOptions } from './schemas.js';
export type { XsdSchemas } from './types.js';
export { expectedLayout, MAIN_SCHEMA, versionFolder } from './layout.js';

/**
 * The schemas of a folder of the layout `<dir>/<version folder>/release-notification.xsd` (see layout.ts).
 * Reads only which versions are present; each compiles on its first {@link XsdSchemas.validate}.
 * @throws Error saying which layout is expected when `dir` is missing, unreadable or holds no version's schema.
 */
export async function loadXsdSchemas(dir: string, options: LoadXsdOptions = {}): Promise<XsdSchemas> {
  const { loadXsdSchemas: load } = await import('./schemas.js');
  return load(dir, options);
}
