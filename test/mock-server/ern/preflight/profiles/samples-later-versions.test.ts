/**
 * Release Profile 2.1 on ERN 4.2 and 4.3 (issue #32 item 3): every 2.1 rule (RULES_21, the MultiProfile_* and the
 * one-profile modules) runs on each of DDEX's 4.2 and 4.3 samples in ../shared/ddex-samples as the profile the sample
 * declares, plus the variant set its ReleaseProfileVariantVersionId adds (variantKeysOf). Each finding is listed here,
 * by DDEX rule number and count, with the fact that is really missing from the sample (checked in the XML by hand): a
 * finding that came from a fact a later version moved (4.3's ISRC and TechnicalDetails in SoundRecordingEdition /
 * VideoEdition) would be a false one, and none is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantKeysOf } from '../../../../../mock-server/src/ern/preflight/profiles/index.js';
import { RULES_21 } from '../../../../../mock-server/src/ern/preflight/profiles/v21/index.js';
import { newReleaseSamples, samplesDir } from '../../../../support/ern-samples.js';
import { runProfileRules } from './support.js';

/** What each listed rule number's findings say is missing, by DDEX's pattern (the same fact in every profile). */
const FACTS = {
  writer: 'MultiProfile_Contributor (Conditional Fatal Error): no primary resource names a writer of its work (a Contributor '
    + 'with Role Composer, Lyricist, …): the samples credit only artists, producers, actors or the DJ',
  cline: 'MultiProfile_ReleaseMayHaveCLine: the Release has no CLine',
  date: 'MultiProfile_ReleaseDateMustBeProvided: the Release has neither a ReleaseDate nor an OriginalReleaseDate (4.2 and 4.3 '
    + 'keep both on the Release; the samples leave them out)',
  firstPublished: 'MultiProfile_FirstPublicationDateMustBeProvided: the primary resource has no FirstPublicationDate',
  technical: 'MultiProfile_TechnicalDetails 1 (a report, Conditional Fatal Error): the resource HAS TechnicalDetails, found '
    + 'where 4.3 puts them (SoundRecordingEdition / VideoEdition): a condition DDEX leaves to the tester (do they meet '
    + 'the recipient\'s specification?), reported for each',
  noTechnical: 'MultiProfile_TechnicalDetails 2: the resource has no TechnicalDetails at all (not in 4.3\'s edition either)',
  mainArtists: 'MultiProfile_MustNotHaveManyMainDisplayArtists: the Release and each recording list 3 DisplayArtists of role MainArtist',
  releaseFrom: 'Ringtone_MustContainReleaseFromRelease (Conditional Error): the Release\'s RelatedReleases are of type '
    + 'UserDefined (IsFromAlbum) and IsFromAudio, none IsReleaseFromRelease (a value 4.3 still has)',
  oneWorkVideo: 'LongFormVideo_MustContainOneWorkVideo: two Videos, A15 and A16, are of Type LongFormMusicalWorkVideo',
  twoDefaults: 'MultiProfile_IsDefaultTerritory: the first TrackRelease lists the label PVS twice, both ReleaseLabelReferences '
    + 'IsDefault="true" (each of the two fails: one of a name must be the default)',
  cueSheet: 'LongFormVideo_PrimaryResourceMustHaveCueSheetInfo (Error): Video A15 has neither a VideoCueSheetReference nor '
    + 'a ReasonForCueSheetAbsence (only A16 references cue sheet Q1)',
} as const;

type Fact = keyof typeof FACTS;

/** Per sample and profile checked: each DDEX rule number that fails, how often, and the fact behind it. */
const FINDINGS: Record<string, Record<string, [rule: string, count: number, fact: Fact][]>> = {
  'ern42/1_Audio.xml': {
    '2.1/Audio': [['1015-1', 21, 'writer'], ['1026-1', 1, 'cline'], ['1027-1', 1, 'date'], ['1031-1', 21, 'firstPublished'], ['1032-1', 22, 'technical']],
  },
  'ern42/Variant_BoxedSet.xml': {
    '2.1/MixedMedia': [['1136-1', 2, 'twoDefaults'], ['1137-1', 121, 'writer'], ['1149-1', 1, 'date'], ['1153-1', 121, 'firstPublished'],
      ['1154-1', 150, 'technical']],
    '2.1/BoxedSetVariant': [],
  },
  'ern43/1_Audio.xml': {
    '2.1/Audio': [['1015-1', 21, 'writer'], ['1026-1', 1, 'cline'], ['1027-1', 1, 'date'], ['1031-1', 21, 'firstPublished'], ['1032-1', 22, 'technical']],
  },
  'ern43/2_Video.xml': {
    '2.1/Video': [['1075-1', 2, 'writer'], ['1087-1', 1, 'date'], ['1091-1', 2, 'firstPublished'], ['1092-1', 5, 'technical']],
  },
  'ern43/3_MixedMedia.xml': {
    '2.1/MixedMedia': [['1137-1', 17, 'writer'], ['1148-1', 1, 'cline'], ['1149-1', 1, 'date'], ['1153-1', 17, 'firstPublished'], ['1154-1', 22, 'technical']],
  },
  'ern43/4_SimpleAudioSingle.xml': {
    '2.1/SimpleAudioSingle': [['1319-1', 1, 'writer'], ['1331-1', 1, 'date'], ['1335-1', 1, 'firstPublished'], ['1336-1', 1, 'technical'], ['1336-2', 1, 'noTechnical']],
  },
  'ern43/5_SimpleVideoSingle.xml': {
    '2.1/SimpleVideoSingle': [['1258-1', 1, 'writer'], ['1270-1', 1, 'date'], ['1274-1', 1, 'firstPublished'], ['1275-1', 2, 'technical']],
  },
  'ern43/6_Ringtone.xml': {
    '2.1/Ringtone': [['1199-1', 1, 'writer'], ['1211-1', 1, 'date'], ['1215-1', 1, 'firstPublished'], ['1216-1', 2, 'technical'], ['1242-1', 1, 'releaseFrom']],
  },
  'ern43/7_LongformMusicalWorkVideo.xml': {
    '2.1/LongFormMusicalWorkVideo': [['1379-1', 2, 'writer'], ['1390-1', 1, 'cline'], ['1391-1', 1, 'date'], ['1395-1', 2, 'firstPublished'], ['1396-2', 16, 'noTechnical'],
      ['1411-1', 1, 'oneWorkVideo'], ['1426-1', 1, 'cueSheet']],
  },
  'ern43/8_DjMix.xml': {
    '2.1/DjMix': [['1447-1', 1, 'writer'], ['1464-1', 2, 'technical'], ['1464-2', 8, 'noTechnical']],
  },
  'ern43/Variant_Classical.xml': {
    '2.1/Audio': [['1017-1', 13, 'mainArtists'], ['1027-1', 1, 'date'], ['1031-1', 12, 'firstPublished'], ['1032-1', 13, 'technical']],
    '2.1/ClassicalVariant': [],
  },
};

/** The profile a sample declares and the variant sets it adds, as `2.1/<name>` keys, with its variant. */
function checkedAs(xml: string): { profiles: string[]; variant: string | null } {
  const root = /<(?:[\w.-]+:)?NewReleaseMessage\b[^>]*>/.exec(xml)?.[0] ?? '';
  const declared = /\bReleaseProfileVersionId="([^"]*)"/.exec(root)?.[1] ?? '';
  const variant = /\bReleaseProfileVariantVersionId="([^"]*)"/.exec(root)?.[1] ?? null;
  const variants = variantKeysOf({ standard: '2.1', name: declared }, variant).map(({ name }) => `2.1/${name}`);
  return { profiles: [`2.1/${declared}`, ...variants], variant };
}

const later = newReleaseSamples().filter(({ version }) => version === '4.2' || version === '4.3');

describe.runIf(later.length > 0)('Release Profile 2.1 rules on DDEX\'s ERN 4.2 and 4.3 samples', () => {
  it('lists every 4.2 and 4.3 sample', () => {
    expect(Object.keys(FINDINGS).sort()).toEqual(later.map(({ sample }) => sample).sort());
  });

  it.each(later.map(({ sample }) => [sample]))('%s: fails only the listed rules, each for a fact really missing', (sample) => {
    const xml = readFileSync(path.join(samplesDir, sample), 'utf8');
    const { profiles, variant } = checkedAs(xml);
    const seen: Record<string, string[]> = {};
    for (const profile of profiles) {
      const counts = new Map<string, number>();
      for (const { rule } of runProfileRules(RULES_21, xml, profile, variant)) counts.set(rule, (counts.get(rule) ?? 0) + 1);
      seen[profile] = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([rule, count]) => `${rule} ×${count}`);
    }
    const want = Object.fromEntries(Object.entries(FINDINGS[sample] ?? {}).map(([profile, listed]) =>
      [profile, listed.map(([rule, count]) => `${rule} ×${count}`)]));
    expect(seen).toEqual(want);
  });

  it('explains every listed finding by a fact of FACTS', () => {
    const used = new Set(Object.values(FINDINGS).flatMap((byProfile) => Object.values(byProfile).flat().map(([, , fact]) => fact)));
    expect([...used].sort()).toEqual(Object.keys(FACTS).sort());
  });
});
