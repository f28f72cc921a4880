/**
 * Release Profile 2.1's MultiProfile_* rules on ERN 4.2 and 4.3 (issue #32 item 3): each reads a fact where the
 * later version puts it (4.3's ISRC, ResourceId and TechnicalDetails in SoundRecordingEdition; 4.2/4.3's display
 * and preview dates in ReleaseVisibility; RightsControlType), so that a 4.3 message is judged by the same meaning
 * as a 4.1 one; and every module says what its rule does in the later versions.
 */
import { describe, expect, it } from 'vitest';
import { MULTI_PROFILE_RULES_21 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/multi-profile.js';
import { rp21DateShouldBeBeforeDealStartDate } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-date-should-be-before-deal-start-date.js';
import { rp21PrimaryResourceMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-primary-resource-must-have-isrc.js';
import { rp21RightsController } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-rights-controller.js';
import { rp21SecondaryResourceMustHaveProprietaryId } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-secondary-resource-must-have-proprietary-id.js';
import { rp21TechnicalDetails } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-technical-details.js';
import { rp21TrackReleaseMustNotHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-track-release-must-not-have-isrc.js';
import { ern4Message, image4, release4, soundRecording4 } from '../../minimal-messages.js';
import { failedRuleNumbers } from '../support.js';
import type { MultiProfileRow } from './multi-profile-messages.js';

/** A 4.3 message (the minimal album: A1's ISRC and TechnicalDetails in its SoundRecordingEdition). */
const ern43 = (parts: Parameters<typeof ern4Message>[0] = {}): string => ern4Message({ version: '43', ...parts });
/** Release R0 naming visibility V1, and a DealList whose deal starts 2024-06-01 followed by visibility V1 with these dates. */
const visible = (dates: string, reference = 'V1'): string => ern43({
  release: release4().replace('</Release>', `<ReleaseVisibilityReference>${reference}</ReleaseVisibilityReference>\n</Release>`),
  deals: `<ReleaseDeal><DealReleaseReference>R0</DealReleaseReference><Deal><DealTerms><TerritoryCode>Worldwide</TerritoryCode>`
    + '<ValidityPeriod><StartDate>2024-06-01</StartDate></ValidityPeriod><CommercialModelType>SubscriptionModel</CommercialModelType>'
    + `<UseType>Stream</UseType></DealTerms></Deal></ReleaseDeal>\n<ReleaseVisibility><VisibilityReference>V1</VisibilityReference>${dates}</ReleaseVisibility>`,
});

describe('Release Profile 2.1 MultiProfile_* rules on ERN 4.2 and 4.3', () => {
  it.each([
    ['an ISRC in the SoundRecordingEdition passes', rp21PrimaryResourceMustHaveIsrc, ern43(), []],
    ['a SoundRecordingEdition without ISRC fails', rp21PrimaryResourceMustHaveIsrc,
      ern43({ resources: [soundRecording4().replace('<ISRC>GBAAA2400001</ISRC>', '<ProprietaryId Namespace="P">x</ProprietaryId>'), image4()].join('\n') }), ['1058-1']],
    ['TechnicalDetails in the SoundRecordingEdition are found (reported, 1032-1)', rp21TechnicalDetails, ern43({ resources: soundRecording4() }), ['1032-1']],
    ['a supplemental recording\'s ProprietaryId in its edition passes', rp21SecondaryResourceMustHaveProprietaryId,
      ern43({ resources: soundRecording4({ attributes: ' IsSupplemental="true"' }).replace('<ISRC>GBAAA2400001</ISRC>', '<ProprietaryId Namespace="P">x</ProprietaryId>') }), []],
    ['a visibility date on the deal\'s start passes', rp21DateShouldBeBeforeDealStartDate, visible('<ReleaseDisplayStartDateTime>2024-06-01T12:00:00</ReleaseDisplayStartDateTime>'), []],
    ['a release\'s visibility dates after the deal\'s start fail, as 4.1\'s DateTime assertions', rp21DateShouldBeBeforeDealStartDate,
      visible('<ReleaseDisplayStartDateTime>2024-06-02T00:00:00</ReleaseDisplayStartDateTime><FullTrackListingPreviewStartDateTime>2024-07-01T00:00:00</FullTrackListingPreviewStartDateTime>'),
      ['1038-5', '1038-6']],
    ['a visibility no release of the deal names is not the deal\'s', rp21DateShouldBeBeforeDealStartDate,
      visible('<ReleaseDisplayStartDateTime>2024-06-02T00:00:00</ReleaseDisplayStartDateTime>', 'V9'), []],
    ['4.3\'s RightsControlType answers RightsControllerRole (SimpleAudioSingle)', rp21RightsController,
      ern43({ resources: soundRecording4().replace('<Duration>', '<ResourceRightsController><RightsControllerPartyReference>PArtist</RightsControllerPartyReference>'
      + '<RightsControlType>RightsController</RightsControlType><RightSharePercentage>50</RightSharePercentage></ResourceRightsController><Duration>') }),
      ['1363-1', '1363-3', '1363-4'], 'SimpleAudioSingle'],
  ] satisfies MultiProfileRow[])('%s', (_title, rule, xml, want, profile = 'Audio') => {
    expect(failedRuleNumbers([rule], xml, `2.1/${profile}`)).toEqual(want);
  });

  it('says, in every module, what ERN 4.2 and 4.3 read, and marks the rule without counterpart', () => {
    for (const rule of MULTI_PROFILE_RULES_21) {
      expect(rule.pattern, rule.id).toMatch(/^MultiProfile_/);
      expect(rule.laterVersions?.length, rule.id).toBeGreaterThan(5);
    }
    expect(MULTI_PROFILE_RULES_21.filter((rule) => rule.appliesToLaterVersions === false)).toEqual([rp21TrackReleaseMustNotHaveIsrc]);
  });

  it('writes each pattern once, under its own id, for every profile file that holds it', () => {
    expect(new Set(MULTI_PROFILE_RULES_21.map((rule) => rule.pattern)).size).toBe(MULTI_PROFILE_RULES_21.length);
    expect(MULTI_PROFILE_RULES_21.length).toBe(66);
    expect(Object.keys(rp21TechnicalDetails.ddex)).toEqual(['Audio', 'DjMix', 'LongFormMusicalWorkVideo', 'MixedMedia', 'Ringtone', 'SimpleAudioSingle', 'SimpleVideoSingle', 'Video']);
  });
});
