import { describe, it } from 'vitest';
import { trackReleaseWithoutDeal } from '../../../../mock-server/src/ern/preflight/rules/track-release-without-deal.js';
import { ern382Message, ern4Message, lineOf, releaseDeal382, releaseDeal4, trackRelease4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const twoTracks = [trackRelease4('R1', 'A1'), trackRelease4('R2', 'A1')].join('\n');
const secondWithoutDeal4 = ern4Message({ trackReleases: twoTracks, deals: releaseDeal4(['R0', 'R1']) });
const trackWithoutDeal382 = ern382Message({ deals: releaseDeal382(['R0']) });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'ERN 4.3: every TrackRelease named by a ReleaseDeal', xml: ern4Message(), want: [] },
  { given: 'ERN 3.8.2: the track release named by a ReleaseDeal', xml: ern382Message(), want: [] },
  {
    given: 'ERN 4.3: a TrackRelease that no DealReleaseReference names',
    xml: secondWithoutDeal4,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/TrackRelease[2]/ReleaseReference[1]',
      line: lineOf(secondWithoutDeal4, '<ReleaseReference>R2</ReleaseReference>'),
      says: ['TrackRelease "R2" is named by no ReleaseDeal', '<DealReleaseReference>R2</DealReleaseReference>'],
    }],
  },
  {
    given: 'ERN 3.8.2: a Release of ReleaseType TrackRelease that no deal names',
    xml: trackWithoutDeal382,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/Release[2]/ReleaseReference[1]',
      line: lineOf(trackWithoutDeal382, '<ReleaseReference>R1</ReleaseReference>'),
      says: ['Release "R1" is named by no ReleaseDeal'],
    }],
  },
  // no-release-deal reports a message without deals once; this rule does not add one finding per track.
  { given: 'a message with no deal at all', xml: ern4Message({ deals: null }), want: [] },
];

describe('track-release-without-deal', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(trackReleaseWithoutDeal, xml, want);
  });
});
