/**
 * The kit's version, from its package.json: the nearest one named partner-ingest-kit above this module, so that it is
 * found from the source tree (cli/), from dist/cli/ once compiled, from an installed package, and from a compiled copy
 * anywhere inside the package (the tests' CLI, built once per run under .tmp/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function kitVersion(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (json.name === 'partner-ingest-kit' && json.version) return json.version;
    } catch {
      // no package.json here, or not JSON
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}
