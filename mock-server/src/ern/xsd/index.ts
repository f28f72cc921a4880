/**
 * TEMPORARY (issue #16, branch `mock`): a stand-in for `loadXsdSchemas(dir)`, which another branch writes here
 * (offline XSD validation with a WebAssembly build of libxml2). It refuses every folder, so that the mock's
 * start-up check of `ern.xsdDir` / `--xsd-dir` can be written and tested. Replaced at merge.
 */
import type { XsdSchemas } from './types.js';

export type { XsdSchemas } from './types.js';

/**
 * The schemas of `dir` (layout: `<dir>/<version>/release-notification.xsd`).
 * @throws always, in this stand-in.
 */
export function loadXsdSchemas(dir: string): XsdSchemas {
  throw new Error(`no ERN schema found in ${dir} (XSD validation is not built in this branch yet)`);
}
