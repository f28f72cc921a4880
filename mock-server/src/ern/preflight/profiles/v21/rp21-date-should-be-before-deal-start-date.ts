/**
 * DDEX `MultiProfile_DateShouldBeBeforeDealStartDate` (Release Profile 2.1, 6.4.8(a) Fatal Error).
 * For the DealTerms of a ReleaseDeal with a `ValidityPeriod/StartDate`, each of ReleaseDisplayStartDate,
 * TrackListingPreviewStartDate, CoverArtPreviewStartDate, ClipPreviewStartDate (assertions 1-4) and their DateTime
 * forms (assertions 5-8, by their first 10 characters) is reported when it is later than the StartDate's first 10
 * characters, compared as text without hyphens.
 *
 * Rule numbers: Audio 1038-1/1038-2/1038-3/1038-4/1038-5/1038-6/1038-7/1038-8, DjMix
 * 1470-1/1470-2/1470-3/1470-4/1470-5/1470-6/1470-7/1470-8, LongFormMusicalWorkVideo
 * 1402-1/1402-2/1402-3/1402-4/1402-5/1402-6/1402-7/1402-8, MixedMedia
 * 1160-1/1160-2/1160-3/1160-4/1160-5/1160-6/1160-7/1160-8, Ringtone
 * 1222-1/1222-2/1222-3/1222-4/1222-5/1222-6/1222-7/1222-8, SimpleAudioSingle
 * 1342-1/1342-2/1342-3/1342-4/1342-5/1342-6/1342-7/1342-8, SimpleVideoSingle
 * 1281-1/1281-2/1281-3/1281-4/1281-5/1281-6/1281-7/1281-8, Video
 * 1098-1/1098-2/1098-3/1098-4/1098-5/1098-6/1098-7/1098-8.
 * ERN 4.2/4.3: 4.2 and 4.3 moved the dates out of DealTerms into the DealList's ReleaseVisibility and
 * TrackReleaseVisibility (DateTime forms only): the rule reads those of the releases the ReleaseDeal names (their
 * ReleaseVisibilityReference), each as the 4.1 DateTime assertion it answers (FullTrackListingPreviewStartDateTime as
 * TrackListingPreview), one finding per DealTerms and assertion as in 4.1.
 */
import type { ProfileRule } from '../types.js';
import { datesAfterDealStart } from './deal-visibility.js';

export const rp21DateShouldBeBeforeDealStartDate: ProfileRule = {
  id: 'rp21-date-should-be-before-deal-start-date',
  standard: '2.1',
  pattern: 'MultiProfile_DateShouldBeBeforeDealStartDate',
  ddex: {
    Audio: [
      { rule: '1038-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1038-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    DjMix: [
      { rule: '1470-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1470-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    LongFormMusicalWorkVideo: [
      { rule: '1402-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1402-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    MixedMedia: [
      { rule: '1160-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1160-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    Ringtone: [
      { rule: '1222-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1222-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    SimpleAudioSingle: [
      { rule: '1342-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1342-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1281-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1281-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
    Video: [
      { rule: '1098-1', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-2', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-3', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-4', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-5', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-6', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-7', clause: '6.4.8(a)', role: 'Fatal Error' },
      { rule: '1098-8', clause: '6.4.8(a)', role: 'Fatal Error' },
    ],
  },
  code: 'ConflictingAvailabilityPeriods',
  title: 'Display and preview dates of a deal are not after its StartDate',
  fix: 'Make the ReleaseDisplayStartDate, TrackListingPreviewStartDate, CoverArtPreviewStartDate and '
    + 'ClipPreviewStartDate (or their DateTime forms) no later than the deal\'s ValidityPeriod StartDate.',
  laterVersions: '4.2 and 4.3 moved the dates out of DealTerms into the DealList\'s ReleaseVisibility and '
    + 'TrackReleaseVisibility (DateTime forms only): the rule reads those of the releases the ReleaseDeal '
    + 'names (their ReleaseVisibilityReference), each as the 4.1 DateTime assertion it answers '
    + '(FullTrackListingPreviewStartDateTime as TrackListingPreview), one finding per DealTerms and '
    + 'assertion as in 4.1.',
  check(input) {
    return datesAfterDealStart(input, 'StartDate');
  },
};
