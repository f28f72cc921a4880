/**
 * The compiled schemas of a folder, one per folder per thread: the mock's start-up compiles `ern.xsdDir` once
 * (and so refuses a folder without the layout), and each parse thread compiles it once, on its first preflight,
 * since compiled schemas (WebAssembly memory) cannot be sent between threads.
 */
import { loadXsdSchemas } from './index.js';
import type { XsdSchemas } from './types.js';

const byDir = new Map<string, Promise<XsdSchemas>>();

/**
 * The schemas of `dir`, compiled on first use and reused; a folder that fails is tried again next time.
 * @throws what loadXsdSchemas throws for a folder without the layout.
 */
export function cachedXsdSchemas(dir: string): Promise<XsdSchemas> {
  let schemas = byDir.get(dir);
  if (schemas === undefined) {
    // Whether loadXsdSchemas answers at once or with a promise, this is a promise.
    schemas = (async () => loadXsdSchemas(dir))();
    byDir.set(dir, schemas);
    schemas.catch(() => byDir.delete(dir));
  }
  return schemas;
}
