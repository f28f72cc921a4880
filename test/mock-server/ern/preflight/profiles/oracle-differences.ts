/**
 * Where the kit's release-profile rules and DDEX's own Schematron (run by Saxon-HE) may differ, and why
 * (saxon-oracle.test.ts, issue #32 item 4). Two tables, both checked to be exactly what the run sees, so that neither
 * can silently grow nor go stale:
 * - KNOWN_DIFFERENCES: where DDEX's file is itself wrong, the message's failed rule numbers differ on purpose.
 * - NOT_YET_IMPLEMENTED: the rule numbers of DDEX's file that the kit holds no module for yet, per profile. Whoever
 *   adds a module removes its numbers here (the test prints the list to write when the table is stale).
 */
import type { OracleCase } from './oracle-cases.js';

export interface KnownDifference {
  /** `1.4/AudioAlbumMusicOnly`, or `*`: every profile the message is checked as. */
  profile: string;
  /** `1129-1`, or `*`: every rule failed on that side only (seen when at least one is). */
  rule: string;
  /** `ddex`: DDEX's XSL fails the rule and the kit does not; `kit`: the other way round. */
  side: 'ddex' | 'kit';
  /** On which messages, in words (printed), and as a test of the case. */
  on: string;
  when(oracleCase: OracleCase): boolean;
  reason: string;
}

/** The root's ReleaseProfileVersionId as written (read by a regular expression, independent of the kit). */
const declaredValue = (xml: string): string | undefined =>
  /\bReleaseProfileVersionId="([^"]*)"/.exec(/<(?:[\w.-]+:)?NewReleaseMessage\b[^>]*>/.exec(xml)?.[0] ?? '')?.[1];

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  // DDEX's AudioAlbumMusicOnly files assert the Audio Album profile's id (rule 1129-1).
  ...([['1.4', '14'], ['1.3', '131']] as const).map(([standard, version]): KnownDifference => ({
    profile: `${standard}/AudioAlbumMusicOnly`,
    rule: '1129-1',
    side: 'ddex',
    on: `a message declaring exactly CommonReleaseTypes/${version}/AudioAlbumMusicOnly (the mutant 382-own-profile-id${version === '14' ? '' : '-131'})`,
    when: (oracleCase) => declaredValue(oracleCase.xml) === `CommonReleaseTypes/${version}/AudioAlbumMusicOnly`,
    reason: `DDEX's ${standard} Audio Album Music Only file is itself wrong: its pattern, copied from the Audio Album one (named `
      + `AudioAlbum_ReleaseProfileVersionId), asserts CommonReleaseTypes/${version}/AudioAlbum, so it fails every message `
      + `naming the profile the file is for; the kit accepts the profile's own id and DDEX's (v${version.slice(0, 2)}/`
      + `rp${version.slice(0, 2)}-audio-album-release-profile-version-id.ts).`,
  })),
  {
    profile: '1.3/DigitalClassicalAudioAlbum',
    rule: '1690-2',
    side: 'ddex',
    // DDEX fails it on every message whose release has a grouping title; elsewhere than on the mutant it counts among
    // the rules not yet written (NOT_YET_IMPLEMENTED), so the mutant alone is listed.
    on: 'the mutant 382-grouping-title: the main release\'s DisplayTitle made a GroupingTitle, checked as 1.3/DigitalClassicalAudioAlbum',
    when: (oracleCase) => oracleCase.name === 'mutant-382-grouping-title',
    reason: 'DDEX\'s 1690-2 is a Fatal Error report with the same test as 1690-1\'s assertion: it fires on every grouping '
      + 'title that 1690-1 asks for, its text a template never filled in ("The full title of the creation is XXX"); the '
      + 'kit leaves it out on purpose (v13/rp13-digital-classical-audio-album-must-have-grouping-title-per-territory.ts).',
  },
  // The rule tests' messages (rule-test-cases.ts, npm run test:profiles), matched by their row's title.
  ...(['1084-1', '1098-1', '1143-1', '1144-1'] as const).map((rule): KnownDifference => ({
    profile: '1.4/AudioAlbumMusicOnly',
    rule,
    side: 'kit',
    on: 'the v14 rule test\'s "empty ResourceList" (rp14-must-contain-resource), which moves the resources into an element <ResourceList_>',
    when: (oracleCase) => oracleCase.source === 'v14 rp14-must-contain-resource: an empty ResourceList',
    reason: 'DDEX\'s XPaths look resources up anywhere (//ResourceReference[text() = current()]/..), so they still find '
      + 'them inside the unknown <ResourceList_>; the kit keeps no unknown element, sees no resource, and fails the '
      + 'primary resource\'s IndirectSoundRecordingId, ResourceReleaseDate, ISRC and the cover\'s ProprietaryId.',
  })),
  // MultiProfile_TrackReleaseMustNotHaveRedundantTitles, the DisplayTitle assertion of each 2.1 profile that has it.
  ...([['2.1/Audio', '1049-1'], ['2.1/MixedMedia', '1171-1'], ['2.1/Video', '1109-1']] as const).map(([profile, rule]): KnownDifference => ({
    profile,
    rule,
    side: 'kit',
    on: 'the mutant of DDEX\'s 4.1.1 sample whose TrackRelease repeats its resource\'s DisplayTitle without the sample\'s indentation',
    when: (oracleCase) => oracleCase.name === 'mutant-411-track-release-display-title-unindented',
    reason: 'DDEX\'s XPath compares the two DisplayTitle elements\' string values, which join the whitespace between their '
      + 'children: the same title indented otherwise is no repeat to DDEX\'s file. The kit compares the titles\' texts '
      + '(v21/rp21-track-release-must-not-have-redundant-titles.ts), so a repeat is a repeat however it is indented.',
  })),
  {
    profile: '*',
    rule: '*',
    side: 'kit',
    on: 'test/fixtures/ern/ern38-default-namespace.xml, whose every element is in the ERN namespace (a default xmlns)',
    when: (oracleCase) => oracleCase.name === 'fixture-ern38-default-namespace',
    reason: 'the schema wants the root\'s children unqualified, and DDEX\'s XPaths (*:NewReleaseMessage/ReleaseList/…) '
      + 'match only unqualified children, so DDEX\'s files see no release, resource or deal in it and fail only the '
      + 'root\'s rules; the kit reads elements by local name (the message is kept readable on purpose) and checks the '
      + 'release it holds. Every rule the kit fails below the root is a difference here.',
  },
];

/**
 * Per profile: `every rule` while the kit runs none of its rules (the profile is not in its standard's PROFILES_*
 * list), else the rule numbers of DDEX's file (Fatal Error, Conditional Fatal Error, Error, Conditional Error) that no
 * module covers yet, space-separated. A profile without an entry must have none missing.
 */
export const NOT_YET_IMPLEMENTED: Readonly<Record<string, string>> = {
  '1.3/AudioSingle':
    '1068-1',
  '1.3/DigitalClassicalAudioAlbum':
    '1690-2',
  '1.4/AudioSingle':
    '1068-1',
  '1.4/BusinessProfile':
    'every rule',
  '2.1/ReleaseProfileTrackReleaseRules':
    'every rule',
};
