/**
 * Release Profile 2.1's MultiProfile_* rules on identifiers and coded values (issue #32 item 1): each assertion fails
 * on a minimal ERN 4.1 message that breaks it and passes on one that keeps it, as profile Audio (DDEX's numbers
 * 1001-1014 and 1051); the same messages agree with Saxon's run of DDEX's xsl/21/Audio.xsl.
 */
import { describe, expect, it } from 'vitest';
import { rp21Icpn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-icpn.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';
import { IDENTIFIER_ROWS } from './multi-identifiers-cases.js';
import { message41, release41 } from './multi-profile-messages.js';

describe('Release Profile 2.1 MultiProfile_* identifier and value rules (profile Audio)', () => {
  it.each(IDENTIFIER_ROWS)('%s', (_title, rule, xml, want, profile = 'Audio') => {
    expect(failedRuleNumbers([rule], xml, `2.1/${profile}`)).toEqual(want);
  });

  it('numbers the same assertion by each profile\'s own file: ICPN is 1001-1 in Audio, 1061-1 in Video, 1185-1 in Ringtone', () => {
    const xml = message41({ release: release41({ ids: '<ICPN>123</ICPN>' }) });
    expect(['Audio', 'Video', 'Ringtone'].map((profile) => failedRuleNumbers([rp21Icpn], xml, `2.1/${profile}`))).toEqual([['1001-1'], ['1061-1'], ['1185-1']]);
  });

  it('says which value is wrong, where, and what form it should have', () => {
    const [finding] = runProfileRules([rp21Icpn], message41({ release: release41({ ids: '<ICPN>50123456789</ICPN>' }) }), '2.1/Audio');
    expect(finding).toMatchObject({ rule: '1001-1', role: 'Fatal Error', path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseId[1]/ICPN[1]' });
    expect(finding?.message).toContain('ReleaseId/ICPN "50123456789"');
    expect(finding?.message).toContain('8 or 12 to 14 digits');
  });
});
