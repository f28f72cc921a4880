/**
 * Release Profile 2.1's MultiProfile_* rules on DDEX's ERN 4.1.1 samples (issue #32 item 1): every module of
 * multi-profile.ts runs on each sample in ../shared/ddex-samples/ern411 as each profile whose file holds
 * MultiProfile_* patterns, and every finding is listed, by DDEX rule number and count, with the fact that is really
 * missing from the sample (checked in the XML by hand). Saxon's run of DDEX's xsl/21 files on the same samples fails
 * the same numbers, as often. Both samples are the same album (015_ern411.xml differs only in its schemaLocation and
 * the form of its preview start points), declaring profile Audio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MULTI_PROFILE_RULES_21 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/multi-profile.js';
import { newReleaseSamples, samplesDir } from '../../../../../support/ern-samples.js';
import { runProfileRules } from '../support.js';

/** Why each listed rule fails: the fact, the same in every profile's file. */
const FACTS = {
  writer: 'MultiProfile_Contributor (Conditional Fatal Error): no Contributor anywhere has a writer role (Composer, Lyricist, …); '
    + 'the recordings credit Saeko Shu as Artist only, so each of the 21 primary recordings fails',
  cline: 'MultiProfile_ReleaseMayHaveCLine: the Release R0 has no CLine (only the recordings\' PLines)',
  date: 'MultiProfile_ReleaseDateMustBeProvided: the Release R0 has neither ReleaseDate nor OriginalReleaseDate',
  firstPublished: 'MultiProfile_FirstPublicationDateMustBeProvided: none of the 21 recordings has a FirstPublicationDate (only CreationDate)',
  technical: 'MultiProfile_TechnicalDetails 1 (a report): each of the 22 resources HAS TechnicalDetails, a condition DDEX leaves to '
    + 'the tester (do they meet the recipient\'s specification?)',
  trackReleases: 'MultiProfile_MustNotContainTrackRelease: the album lists 21 TrackReleases, which this profile does not allow',
  noVideo: 'MultiProfile_MustContainShortFormMusicalWorkVideo: the album holds sound recordings and a cover, no Video',
  oneRecording: 'MultiProfile_MustContainOneSoundRecording: the album holds 21 SoundRecordings; a single holds one',
  imageInItem: 'MultiProfile_ResourceGroupContentItemImage: the cover A22 is linked from the Release\'s ResourceGroup, '
    + 'not from a ResourceGroupContentItem as a single\'s profile wants',
  oneItem: 'MultiProfile_MustContainOneResourceGroupContentItem: the Release\'s ResourceGroup holds 21 content items',
} as const;

type Fact = keyof typeof FACTS;
type Listed = [rule: string, count: number, fact: Fact][];

/** Every profile's own numbers for the five facts that all files report on this album, in rule order. */
const common = (writer: string, cline: string, date: string, firstPublished: string, technical: string): Listed => [
  [writer, 21, 'writer'], [cline, 1, 'cline'], [date, 1, 'date'], [firstPublished, 21, 'firstPublished'], [technical, 22, 'technical'],
];

const ALBUM: Record<string, Listed> = {
  Audio: common('1015-1', '1026-1', '1027-1', '1031-1', '1032-1'),
  DjMix: [...common('1447-1', '1458-1', '1459-1', '1463-1', '1464-1'), ['1478-1', 1, 'trackReleases']],
  LongFormMusicalWorkVideo: [...common('1379-1', '1390-1', '1391-1', '1395-1', '1396-1'), ['1410-1', 1, 'trackReleases']],
  MixedMedia: [...common('1137-1', '1148-1', '1149-1', '1153-1', '1154-1'), ['1175-1', 1, 'noVideo']],
  Ringtone: [...common('1199-1', '1210-1', '1211-1', '1215-1', '1216-1'), ['1230-1', 1, 'trackReleases'], ['1231-1', 1, 'oneRecording'],
    ['1241-1', 1, 'imageInItem']],
  SimpleAudioSingle: [...common('1319-1', '1330-1', '1331-1', '1335-1', '1336-1'), ['1350-1', 1, 'trackReleases'],
    ['1351-1', 1, 'oneRecording'], ['1360-1', 1, 'oneItem'], ['1362-1', 1, 'imageInItem']],
  SimpleVideoSingle: [...common('1258-1', '1269-1', '1270-1', '1274-1', '1275-1'), ['1289-1', 1, 'trackReleases'],
    ['1291-1', 1, 'noVideo'], ['1300-1', 1, 'oneItem'], ['1302-1', 1, 'imageInItem']],
  Video: [...common('1075-1', '1086-1', '1087-1', '1091-1', '1092-1'), ['1112-1', 1, 'noVideo']],
  // DDEX's file of track-release rules alone: the album's 21 TrackReleases each name one primary recording.
  ReleaseProfileTrackReleaseRules: [],
};

const samples = newReleaseSamples().filter(({ version }) => version === '4.1.1');

describe.runIf(samples.length > 0)('Release Profile 2.1 MultiProfile_* rules on DDEX\'s ERN 4.1.1 samples', () => {
  it('reads both ern411 samples', () => {
    expect(samples.map(({ sample }) => sample).sort()).toEqual(['ern411/015_ern411.xml', 'ern411/1_Audio.xml']);
  });

  it.each(samples.flatMap(({ sample }) => Object.keys(ALBUM).map((profile) => [sample, profile] as const)))(
    '%s as %s fails only the listed rules, each for a fact really missing',
    (sample, profile) => {
      const xml = readFileSync(path.join(samplesDir, sample), 'utf8');
      const counts = new Map<string, number>();
      for (const { rule } of runProfileRules(MULTI_PROFILE_RULES_21, xml, `2.1/${profile}`)) counts.set(rule, (counts.get(rule) ?? 0) + 1);
      const seen = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([rule, count]) => `${rule} ×${count}`);
      expect(seen).toEqual(ALBUM[profile]!.map(([rule, count]) => `${rule} ×${count}`));
    },
  );

  it('names the fact behind a finding in its message: the Release without CLine, the recording A1 without writer', () => {
    const xml = readFileSync(path.join(samplesDir, 'ern411/1_Audio.xml'), 'utf8');
    const findings = runProfileRules(MULTI_PROFILE_RULES_21, xml, '2.1/Audio');
    expect(findings.find(({ rule }) => rule === '1026-1')).toMatchObject({ path: '/NewReleaseMessage/ReleaseList[1]/Release[1]', line: 959 });
    expect(findings.find(({ rule }) => rule === '1015-1')?.message).toContain('SoundRecording "A1"');
  });

  it('explains every listed finding by a fact of FACTS', () => {
    const used = new Set(Object.values(ALBUM).flat().map(([, , fact]) => fact));
    expect([...used].sort()).toEqual(Object.keys(FACTS).sort());
  });
});
