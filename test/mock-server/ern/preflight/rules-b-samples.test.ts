/**
 * The findings of the second half of the preflight rules (deals, territories, dates, release profiles, files,
 * unused resources) on every DDEX sample message, listed one by one, so that a change in what they find fails here.
 * Each was read against the XML:
 * - ern382 001 and 006 have no DealList at all (DDEX's release-profile samples leave the deals to the business
 *   profiles): NoDealInNewReleaseMessage is what a recipient would answer;
 * - ern43 2_Video, 3_MixedMedia (R7, R14) and Variant_Classical have TrackReleases that no ReleaseDeal names: those
 *   tracks cannot be offered singly (a warning: it may be meant, as "album only" tracks);
 * - ern43 6_Ringtone writes its three MD5 hash sums with 33 hex digits: no file can match them.
 * 017_purged_release.xml is a PurgeReleaseMessage, not read by the rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealTerritoryAndExcludedRule } from '../../../../mock-server/src/ern/preflight/rules/deal-territory-and-excluded.js';
import { fileWithoutLocationRule } from '../../../../mock-server/src/ern/preflight/rules/file-without-location.js';
import { hashSumLengthMismatchRule } from '../../../../mock-server/src/ern/preflight/rules/hash-sum-length-mismatch.js';
import { noReleaseDealRule } from '../../../../mock-server/src/ern/preflight/rules/no-release-deal.js';
import { originalReleaseDateAfterReleaseDateRule } from '../../../../mock-server/src/ern/preflight/rules/original-release-date-after-release-date.js';
import { profileAudioRule } from '../../../../mock-server/src/ern/preflight/rules/profile-audio.js';
import { profileLongFormMusicalWorkVideoRule } from '../../../../mock-server/src/ern/preflight/rules/profile-long-form-musical-work-video.js';
import { profileMixedMediaRule } from '../../../../mock-server/src/ern/preflight/rules/profile-mixed-media.js';
import { profileRingtoneRule } from '../../../../mock-server/src/ern/preflight/rules/profile-ringtone.js';
import { profileSimpleAudioSingleRule } from '../../../../mock-server/src/ern/preflight/rules/profile-simple-audio-single.js';
import { profileSimpleVideoSingleRule } from '../../../../mock-server/src/ern/preflight/rules/profile-simple-video-single.js';
import { profileVideoRule } from '../../../../mock-server/src/ern/preflight/rules/profile-video.js';
import { resourceUnusedRule } from '../../../../mock-server/src/ern/preflight/rules/resource-unused.js';
import { territoryCodeUnknownRule } from '../../../../mock-server/src/ern/preflight/rules/territory-code-unknown.js';
import { trackReleaseWithoutDealRule } from '../../../../mock-server/src/ern/preflight/rules/track-release-without-deal.js';
import { validityPeriodReversedRule } from '../../../../mock-server/src/ern/preflight/rules/validity-period-reversed.js';
import { readErnTree } from '../../../../mock-server/src/ern/release/read-tree.js';
import { hasSamples, samplesDir } from '../support.js';

const RULES = [
  noReleaseDealRule, trackReleaseWithoutDealRule, validityPeriodReversedRule, dealTerritoryAndExcludedRule,
  territoryCodeUnknownRule, originalReleaseDateAfterReleaseDateRule, profileAudioRule, profileVideoRule,
  profileMixedMediaRule, profileSimpleAudioSingleRule, profileSimpleVideoSingleRule, profileRingtoneRule,
  profileLongFormMusicalWorkVideoRule, fileWithoutLocationRule, hashSumLengthMismatchRule, resourceUnusedRule,
];

const FOLDERS = ['ern382', 'ern411', 'ern42', 'ern43'];

/** Each sample's findings as `rule line`, in rule order then document order; a string: why it is not read. */
const EXPECTED: Record<string, string[] | string> = {
  // The root's line: this reader places an element at the end of its start tag (the root's spans lines 6-11).
  'ern382/001_audioalbum_complete.xml': ['no-release-deal 11'],
  'ern382/004_prefixed_bom_filepath.xml': [],
  'ern382/006_zero_sound_recordings.xml': ['no-release-deal 11'],
  'ern382/016_utf8_artists.xml': [],
  'ern382/017_purged_release.xml': 'ERN_MESSAGE_TYPE_UNSUPPORTED',
  'ern411/015_ern411.xml': [],
  'ern411/1_Audio.xml': [],
  'ern42/1_Audio.xml': [],
  'ern42/Variant_BoxedSet.xml': [],
  'ern43/1_Audio.xml': [],
  'ern43/2_Video.xml': ['track-release-without-deal 226', 'track-release-without-deal 244'],
  'ern43/3_MixedMedia.xml': ['track-release-without-deal 1113', 'track-release-without-deal 1227'],
  'ern43/4_SimpleAudioSingle.xml': [],
  'ern43/5_SimpleVideoSingle.xml': [],
  'ern43/6_Ringtone.xml': ['hash-sum-length-mismatch 162', 'hash-sum-length-mismatch 189', 'hash-sum-length-mismatch 276'],
  'ern43/7_LongformMusicalWorkVideo.xml': [],
  'ern43/8_DjMix.xml': [],
  'ern43/Variant_Classical.xml': [1069, 1081, 1093, 1105, 1117, 1129, 1141, 1153, 1165, 1177, 1189, 1201].map((line) => `track-release-without-deal ${line}`),
};

describe.runIf(hasSamples)('the second half of the preflight rules on DDEX\'s samples', () => {
  it('lists every sample message', () => {
    const files = FOLDERS.flatMap((folder) => readdirSync(path.join(samplesDir, folder)).filter((name) => name.endsWith('.xml')).map((name) => `${folder}/${name}`));
    expect(Object.keys(EXPECTED).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    const read = readErnTree(readFileSync(path.join(samplesDir, file)));
    if (!read.ok) {
      expect(read.code).toBe(expected);
      return;
    }
    const found = RULES.flatMap((rule) => rule.check({ tree: read.tree, release: null }).map((finding) => {
      expect(finding.at, `${rule.id} gives its element`).not.toBeNull();
      return `${rule.id} ${read.tree.position(finding.at!).line}`;
    }));
    expect(found).toEqual(expected);
  });
});
