/**
 * The preflight of every message in ../shared/ddex-samples: its findings (rule, severity, line), listed so that
 * any change to a rule's verdict on DDEX's own samples fails here and is judged on purpose; and the release
 * summary of each, against facts read from the XML by hand.
 *
 * Every finding below was checked against the XML (see the judgement by each file): a rule that fires on
 * DDEX's samples must name a real problem. The table is keyed by file; a new rule adds its findings to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preflight } from '../../../../mock-server/src/ern/preflight/index.js';
import { hasSamples, samplesDir } from '../support.js';

type Listed = [rule: string, severity: 'error' | 'warning', line: number | null];

/**
 * The findings of each sample, in the report's order (by line), of the preflight's own rules: the release-profile
 * rules' findings (issue #32) are listed by the profiles' own sample tests, so they run with `profile: 'off'` here.
 */
const FINDINGS: Record<string, Listed[]> = {
  // No DealList at all (DDEX's release-profile samples leave deals to the business profiles): no release deal, a
  // warning (ERN 4 Part 1 §6.19.4: a message without deals may be a takedown; an error only with requireDeals).
  // The GRids A1UCASE…X are placeholders: their check characters are wrong (ISO 7064 Mod 37,36 gives G, B, 9, 7, 5, 3, 1).
  'ern382/001_audioalbum_complete.xml': [
    ['no-release-deal', 'warning', 6], ['identifier-syntax', 'error', 425], ['identifier-syntax', 'error', 534], ['identifier-syntax', 'error', 589],
    ['identifier-syntax', 'error', 644], ['identifier-syntax', 'error', 699], ['identifier-syntax', 'error', 754], ['identifier-syntax', 'error', 809],
  ],
  // 1199119911991 is a placeholder EAN: its check digit would be 0.
  'ern382/004_prefixed_bom_filepath.xml': [
    ['identifier-syntax', 'error', 581],
  ],
  // No DealList (a warning, as above); every release still lists A1…A6, which the message of zero sound recordings does not define: real
  // dangling references; and the placeholder GRids.
  'ern382/006_zero_sound_recordings.xml': [
    ['no-release-deal', 'warning', 6], ['identifier-syntax', 'error', 53], ['reference-unresolved', 'error', 60], ['reference-unresolved', 'error', 62],
    ['reference-unresolved', 'error', 64], ['reference-unresolved', 'error', 66], ['reference-unresolved', 'error', 68], ['reference-unresolved', 'error', 70],
    ['reference-unresolved', 'error', 102], ['reference-unresolved', 'error', 108], ['reference-unresolved', 'error', 114], ['reference-unresolved', 'error', 120],
    ['reference-unresolved', 'error', 126], ['reference-unresolved', 'error', 132], ['identifier-syntax', 'error', 162], ['reference-unresolved', 'error', 170],
    ['reference-unresolved', 'error', 195], ['identifier-syntax', 'error', 217], ['reference-unresolved', 'error', 225], ['reference-unresolved', 'error', 250],
    ['identifier-syntax', 'error', 272], ['reference-unresolved', 'error', 280], ['reference-unresolved', 'error', 305], ['identifier-syntax', 'error', 327],
    ['reference-unresolved', 'error', 335], ['reference-unresolved', 'error', 360], ['identifier-syntax', 'error', 382], ['reference-unresolved', 'error', 390],
    ['reference-unresolved', 'error', 415], ['identifier-syntax', 'error', 437], ['reference-unresolved', 'error', 445], ['reference-unresolved', 'error', 470],
  ],
  'ern382/016_utf8_artists.xml': [],
  // A PurgeReleaseMessage: not a message this kit ingests.
  'ern382/017_purged_release.xml': [
    ['message-readable', 'error', null],
  ],
  'ern411/015_ern411.xml': [],
  'ern411/1_Audio.xml': [],
  'ern42/1_Audio.xml': [],
  // The disc ResourceGroups' GRids are the album's with its check character F replaced by the disc number: invalid GRids.
  'ern42/Variant_BoxedSet.xml': [
    ['identifier-syntax', 'error', 9819], ['identifier-syntax', 'error', 9881], ['identifier-syntax', 'error', 9935], ['identifier-syntax', 'error', 9997],
    ['identifier-syntax', 'error', 10063], ['identifier-syntax', 'error', 10129], ['identifier-syntax', 'error', 10199], ['identifier-syntax', 'error', 10287],
    ['identifier-syntax', 'error', 10349], ['identifier-syntax', 'error', 10365],
  ],
  'ern43/1_Audio.xml': [],
  // TrackReleases R1 and R2 have no deal: they cannot be offered singly (a warning: "album only" may be meant).
  'ern43/2_Video.xml': [
    ['track-release-without-deal', 'warning', 226], ['track-release-without-deal', 'warning', 244],
  ],
  // The three ICPNs have wrong check digits (2, 4 and 3 would be right); TrackReleases R7 and R14 have no deal.
  'ern43/3_MixedMedia.xml': [
    ['identifier-syntax', 'error', 897], ['identifier-syntax', 'error', 928], ['identifier-syntax', 'error', 993], ['track-release-without-deal', 'warning', 1113],
    ['track-release-without-deal', 'warning', 1227],
  ],
  'ern43/4_SimpleAudioSingle.xml': [],
  'ern43/5_SimpleVideoSingle.xml': [],
  // The three MD5 hash sums have 33 hex digits: no file can match them.
  'ern43/6_Ringtone.xml': [
    ['hash-sum-length-mismatch', 'error', 162], ['hash-sum-length-mismatch', 'error', 189], ['hash-sum-length-mismatch', 'error', 276],
  ],
  'ern43/7_LongformMusicalWorkVideo.xml': [],
  // 123123123123 is a placeholder UPC: its check digit would be 5.
  'ern43/8_DjMix.xml': [
    ['identifier-syntax', 'error', 364],
  ],
  // None of the twelve TrackReleases has a deal.
  'ern43/Variant_Classical.xml': [
    ['track-release-without-deal', 'warning', 1069], ['track-release-without-deal', 'warning', 1081], ['track-release-without-deal', 'warning', 1093], ['track-release-without-deal', 'warning', 1105],
    ['track-release-without-deal', 'warning', 1117], ['track-release-without-deal', 'warning', 1129], ['track-release-without-deal', 'warning', 1141], ['track-release-without-deal', 'warning', 1153],
    ['track-release-without-deal', 'warning', 1165], ['track-release-without-deal', 'warning', 1177], ['track-release-without-deal', 'warning', 1189], ['track-release-without-deal', 'warning', 1201],
  ],
  // The hostile inputs cannot be read: malformed (at the line where the reader stopped), a DOCTYPE; ERN 11.3 is a
  // version the kit does not read (message-version, its own finding since #32).
  'hostile/002_malformed.xml': [
    ['message-readable', 'error', 157],
  ],
  'hostile/003_version_not_supported.xml': [
    ['message-version', 'error', null],
  ],
  'hostile/billion-laughs.xml': [
    ['message-readable', 'error', null],
  ],
};

/** Facts of each sample's main release, read from the XML by hand. */
const FACTS: Record<string, {
  title: string; artist: string; tracks: number; first: [isrc: string, title: string]; last: [isrc: string, title: string];
  cover: string | null; deals: number;
}> = {
  'ern382/001_audioalbum_complete.xml': {
    title: 'A Monkey Claw in a Velvet Glove', artist: 'Monkey Claw', tracks: 6, cover: 'A7', deals: 0,
    first: ['CASE00000001', 'Can you feel ...the Monkey Claw!'], last: ['CASE00000006', 'Yes... I can feel the Monkey Claw!'],
  },
  'ern382/004_prefixed_bom_filepath.xml': {
    title: 'Album Title', artist: 'Artist 1', tracks: 9, cover: 'A10', deals: 1,
    first: ['BE0000000001', 'Track Title 1'], last: ['BE0000000009', 'Track Title 9'],
  },
  'ern382/016_utf8_artists.xml': {
    title: '12 zlatnih kola', artist: 'Various Artists', tracks: 12, cover: 'AI1', deals: 2,
    first: ['BAA052029415', 'Sanela kolo'], last: ['BAA052029426', 'Adranski vez'],
  },
  'ern411/1_Audio.xml': {
    title: 'Yume no Hajmari', artist: 'Saeko Shu', tracks: 21, cover: 'A22', deals: 1,
    first: ['JPTO09404900', 'Yume no Lullaby'], last: ['JPTO09332830', 'Kitto Shiawase (NHK Minna no Uta)'],
  },
  'ern42/Variant_BoxedSet.xml': {
    title: 'The Complete Recollection: 1999 - 2010', artist: 'Tegan And Sara', tracks: 121, cover: 'A150', deals: 3,
    first: ['USTCZ0976948', 'Divided'], last: ['USREV0700348', 'Call It Off (The Con: The Movie)'],
  },
  'ern43/1_Audio.xml': {
    title: 'Yume no Hajmari', artist: 'Saeko Shu', tracks: 21, cover: 'A22', deals: 1,
    first: ['JPTO09404900', 'Yume no Lullaby'], last: ['JPTO09332830', 'Kitto Shiawase (NHK Minna no Uta)'],
  },
  'ern43/2_Video.xml': {
    title: 'La Première Fois (Video)', artist: 'Lolita Jolie', tracks: 2, cover: 'A3', deals: 1,
    first: ['DEMA61100471', 'La Première Fois (Video 2D)'], last: ['DEMA61100472', 'La Première Fois (Video 3D)'],
  },
  'ern43/5_SimpleVideoSingle.xml': {
    title: 'Been Waiting', artist: 'Ash', tracks: 1, cover: null, deals: 3,
    first: ['ZA34L1600009', 'Been Waiting'], last: ['ZA34L1600009', 'Been Waiting'],
  },
  'ern43/Variant_Classical.xml': {
    title: 'Antonio Vivaldi: The Four Seasons (Concertos for Violins and Strings)', artist: 'The English Concert, Simon Standage, Trevor Pinnock',
    tracks: 12, cover: 'A0', deals: 1,
    first: ['DE0000311111', 'Vivaldi: Concerto For Violin And Strings In E Major, Op.8, No.1, RV 269 "La Primavera". 1 Allegro'],
    last: ['DE0000312121', 'Vivaldi: Concerto For Violin And Strings In F Minor, Op.8, No.4, RV 297 "L\'inverno". 3 Allegro'],
  },
};

const files = hasSamples
  ? ['ern382', 'ern411', 'ern42', 'ern43', 'hostile'].flatMap((dir) => readdirSync(path.join(samplesDir, dir))
      .filter((name) => name.endsWith('.xml')).map((name) => `${dir}/${name}`))
  : [];

describe.runIf(hasSamples)('preflight of DDEX\'s samples', () => {
  it('lists every sample, and no file that is not one', () => {
    expect(Object.keys(FINDINGS).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has exactly the findings listed', (file) => {
    const [report] = preflight(readFileSync(path.join(samplesDir, file)), { file, profile: 'off' }).files;
    expect(report!.findings.map(({ rule, severity, line }): Listed => [rule, severity, line])).toEqual(FINDINGS[file]);
    expect(report!.valid).toBe(!FINDINGS[file]!.some(([, severity]) => severity === 'error'));
  });

  it.each(Object.keys(FACTS))('%s is summarised as read by hand', (file) => {
    const want = FACTS[file]!;
    const release = preflight(readFileSync(path.join(samplesDir, file))).files[0]!.release!;
    expect(release.title).toBe(want.title);
    expect(release.displayArtist).toBe(want.artist);
    expect(release.tracks).toHaveLength(want.tracks);
    expect([release.tracks[0]!.isrc, release.tracks[0]!.title]).toEqual(want.first);
    expect([release.tracks.at(-1)!.isrc, release.tracks.at(-1)!.title]).toEqual(want.last);
    expect(release.cover?.resourceReference ?? null).toBe(want.cover);
    expect(release.deals).toHaveLength(want.deals);
  });
});
