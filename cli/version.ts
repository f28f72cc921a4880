/** The kit's version, from package.json: next to cli/ in the source tree, next to dist/ once compiled. */
import { readFileSync } from 'node:fs';

export function kitVersion(): string {
  for (const candidate of ['../package.json', '../../package.json']) {
    try {
      const json = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === 'partner-ingest-kit' && json.version) return json.version;
    } catch {
      // not this candidate
    }
  }
  return 'unknown';
}
