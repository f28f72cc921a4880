/** The ERN version lists in the mock server guide and the contract's prose are what mock-server/src/ern/version.ts says. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERN_VERSIONS, ernVersionsInProse } from '../../mock-server/src/ern/version.js';
import { ERN_VERSION_PROSE_FILES, withErnVersions } from '../../scripts/generate/ern-versions.js';
import { repoRoot } from '../support/contract.js';

describe('ERN version prose', () => {
  it.each(Object.entries(ERN_VERSION_PROSE_FILES))('%s lists the supported versions (run `npm run generate`)', (name, format) => {
    const text = readFileSync(path.join(repoRoot, name), 'utf8');
    expect(withErnVersions(text, format) === text, `${name}: the ERN versions are stale; run \`npm run generate\``).toBe(true);
  });

  it('reads the complete 3.8 line as 3.8.x and lists the others one by one', () => {
    expect(ernVersionsInProse(['3.8', '3.8.1', '3.8.2', '3.8.3', '4.1', '4.1.1', '4.2', '4.3', '4.3.1'])).toBe('3.8.x, 4.1, 4.1.1, 4.2, 4.3 and 4.3.1');
    expect(ernVersionsInProse(['3.8', '3.8.3', '4.4'])).toBe('3.8.x and 4.4');
    expect(ernVersionsInProse(['4.3'])).toBe('4.3');
  });

  it('names every supported version outside the 3.8 line', () => {
    const prose = ernVersionsInProse();
    for (const version of ERN_VERSIONS.filter((each) => !each.startsWith('3.8'))) expect(prose).toMatch(new RegExp(`(^|, | and )${version.replaceAll('.', '\\.')}(,| and |$)`));
  });

  it('rewrites only the marked list: a new version reaches the prose', () => {
    const given = 'Supported: <!-- ern-versions -->3.8.x<!-- /ern-versions -->; 3.8.x elsewhere stays.';
    expect(withErnVersions(given, 'markdown', '3.8.x and 4.4')).toBe(
      'Supported: <!-- ern-versions -->3.8.x and 4.4<!-- /ern-versions -->; 3.8.x elsewhere stays.',
    );
    const yaml = '    # ern-versions: generated\n    x-decision: so we support 3.8.x and 4.1.\n    other: we support nothing.\n';
    expect(withErnVersions(yaml, 'yaml', '4.4')).toBe(
      '    # ern-versions: generated\n    x-decision: so we support 4.4.\n    other: we support nothing.\n',
    );
  });

  it('refuses a text whose marker was lost, so the prose cannot go stale unseen', () => {
    expect(() => withErnVersions('Supported: ERN 3.8.x.', 'markdown')).toThrow(/no ERN version list is marked/);
  });
});
