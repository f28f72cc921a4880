/**
 * DDEX `MultiProfile_DateShouldBeBeforeDealStartDateTime` (Release Profile 2.1, 6.4.8(b) Fatal Error).
 * For the DealTerms of a ReleaseDeal with a `ValidityPeriod/StartDateTime`, each of ReleaseDisplayStartDate,
 * TrackListingPreviewStartDate, CoverArtPreviewStartDate, ClipPreviewStartDate (assertions 1-4) and their DateTime
 * forms (assertions 5-8, by their first 10 characters) is reported when it is later than the StartDateTime's first 10
 * characters, compared as text without hyphens.
 *
 * Rule numbers: Audio 1039-1/1039-2/1039-3/1039-4/1039-5/1039-6/1039-7/1039-8, DjMix
 * 1471-1/1471-2/1471-3/1471-4/1471-5/1471-6/1471-7/1471-8, LongFormMusicalWorkVideo
 * 1403-1/1403-2/1403-3/1403-4/1403-5/1403-6/1403-7/1403-8, MixedMedia
 * 1161-1/1161-2/1161-3/1161-4/1161-5/1161-6/1161-7/1161-8, Ringtone
 * 1223-1/1223-2/1223-3/1223-4/1223-5/1223-6/1223-7/1223-8, SimpleAudioSingle
 * 1343-1/1343-2/1343-3/1343-4/1343-5/1343-6/1343-7/1343-8, SimpleVideoSingle
 * 1282-1/1282-2/1282-3/1282-4/1282-5/1282-6/1282-7/1282-8, Video
 * 1099-1/1099-2/1099-3/1099-4/1099-5/1099-6/1099-7/1099-8.
 * ERN 4.2/4.3: 4.2 and 4.3 moved the dates out of DealTerms into the DealList's ReleaseVisibility and
 * TrackReleaseVisibility (DateTime forms only): the rule reads those of the releases the ReleaseDeal names (their
 * ReleaseVisibilityReference), each as the 4.1 DateTime assertion it answers (FullTrackListingPreviewStartDateTime as
 * TrackListingPreview), one finding per DealTerms and assertion as in 4.1.
 */
import type { ProfileRule } from '../types.js';
import { datesAfterDealStart } from './deal-visibility.js';

export const rp21DateShouldBeBeforeDealStartDateTime: ProfileRule = {
  id: 'rp21-date-should-be-before-deal-start-date-time',
  standard: '2.1',
  pattern: 'MultiProfile_DateShouldBeBeforeDealStartDateTime',
  ddex: {
    Audio: [
      { rule: '1039-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1039-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    DjMix: [
      { rule: '1471-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1471-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    LongFormMusicalWorkVideo: [
      { rule: '1403-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1403-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    MixedMedia: [
      { rule: '1161-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1161-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    Ringtone: [
      { rule: '1223-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1223-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    SimpleAudioSingle: [
      { rule: '1343-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1343-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1282-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1282-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
    Video: [
      { rule: '1099-1', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-2', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-3', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-4', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-5', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-6', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-7', clause: '6.4.8(b)', role: 'Fatal Error' },
      { rule: '1099-8', clause: '6.4.8(b)', role: 'Fatal Error' },
    ],
  },
  code: 'ConflictingAvailabilityPeriods',
  title: 'Display and preview dates of a deal are not after its StartDateTime',
  fix: 'Make the ReleaseDisplayStartDate, TrackListingPreviewStartDate, CoverArtPreviewStartDate and '
    + 'ClipPreviewStartDate (or their DateTime forms) no later than the deal\'s ValidityPeriod '
    + 'StartDateTime.',
  laterVersions: '4.2 and 4.3 moved the dates out of DealTerms into the DealList\'s ReleaseVisibility and '
    + 'TrackReleaseVisibility (DateTime forms only): the rule reads those of the releases the ReleaseDeal '
    + 'names (their ReleaseVisibilityReference), each as the 4.1 DateTime assertion it answers '
    + '(FullTrackListingPreviewStartDateTime as TrackListingPreview), one finding per DealTerms and '
    + 'assertion as in 4.1.',
  check(input) {
    return datesAfterDealStart(input, 'StartDateTime');
  },
};
