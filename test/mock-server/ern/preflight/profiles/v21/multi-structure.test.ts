/**
 * Release Profile 2.1's MultiProfile_* rules on the release's structure and resources (issue #32 item 1): each
 * assertion fails on a minimal ERN 4.1 message that breaks it and passes on one that keeps it (multi-structure-cases.ts).
 */
import { describe, expect, it } from 'vitest';
import { failedRuleNumbers } from '../support.js';
import { STRUCTURE_ROWS } from './multi-structure-cases.js';

describe('Release Profile 2.1 MultiProfile_* structure and resource rules', () => {
  it.each(STRUCTURE_ROWS)('%s', (_title, rule, xml, want, profile = 'Audio') => {
    expect(failedRuleNumbers([rule], xml, `2.1/${profile}`)).toEqual(want);
  });
});
