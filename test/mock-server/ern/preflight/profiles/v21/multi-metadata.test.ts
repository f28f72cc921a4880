/**
 * Release Profile 2.1's MultiProfile_* rules on descriptive metadata (issue #32 item 1): each
 * assertion fails on a minimal ERN 4.1 message that breaks it and passes on one that keeps it (multi-metadata-cases.ts).
 */
import { describe, expect, it } from 'vitest';
import { failedRuleNumbers } from '../support.js';
import { METADATA_ROWS } from './multi-metadata-cases.js';

describe('Release Profile 2.1 MultiProfile_* metadata rules', () => {
  it.each(METADATA_ROWS)('%s', (_title, rule, xml, want, profile = 'Audio') => {
    expect(failedRuleNumbers([rule], xml, `2.1/${profile}`)).toEqual(want);
  });
});
