/**
 * The Release Profile 1.3 registry (v13/index.ts): all 18 of DDEX's 1.3 release profiles, modules with unique ids and
 * DDEX's roles, every counted rule number of DDEX's xsl/13 files covered (but two, said why), a message declaring
 * `CommonReleaseTypes/131/<id>` (the id DDEX's file asks for) checked as that 1.3 profile, and the profile version id
 * rules (v13/version-id.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preflight } from '../../../../../../mock-server/src/ern/preflight/index.js';
import { declaredProfile } from '../../../../../../mock-server/src/ern/preflight/profiles/declared.js';
import { hasRuleSet, rulesOf } from '../../../../../../mock-server/src/ern/preflight/profiles/index.js';
import { DDEX_ROLES } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { PROFILES_13, RULES_13 } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/index.js';
import { ERNC_FILE_STATUSES } from '../../../../../../mock-server/src/ern/preflight/types.js';
import { rulesOfXsl, schematronDir } from '../../../../../support/saxon.js';
import { treeOf } from '../../run-rule.js';
import { failedRuleNumbers } from '../support.js';
import { ALBUM_382, edit } from '../v14/album382.js';

/** DDEX's 1.3 profiles (the kit's names) with the file that holds each and the id the file asks messages to declare. */
const DDEX_PROFILES_13: Readonly<Record<string, { file: string; declares: string }>> = {
  AudioAlbumMusicAndSpeech: { file: 'AudioAlbumMusicAndSpeech', declares: 'AudioAlbumMusicAndSpeech' },
  AudioAlbumMusicOnly: { file: 'AudioAlbumMusicOnly', declares: 'AudioAlbum' },
  AudioBook: { file: 'AudioBook', declares: 'AudioBook' },
  AudioSingle: { file: 'AudioSingle', declares: 'AudioSingle' },
  DigitalBoxedSet: { file: 'DigitalBoxedSet', declares: 'DigitalBoxedSet' },
  DigitalClassicalAudioAlbum: { file: 'DigitalClassicalAudioAlbum', declares: 'DigitalClassicalAudioAlbum' },
  FilmBundle: { file: 'FilmBundle', declares: 'FilmBundle' },
  LongformVideo: { file: 'LongformVideo', declares: 'LongformMusicVideo' },
  MidiRingtone: { file: 'MidiRingtone', declares: 'Ringtone' },
  MixedMediaBundle: { file: 'MixedMediaBundle', declares: 'MixedMediaBundle' },
  Ringtone: { file: 'Ringtone', declares: 'Ringtone' },
  SimpleVideoSingle: { file: 'SimpleVideoSingle', declares: 'VideoSingle' },
  SingleResourceRelease: { file: 'SingleResourceRelease', declares: 'SingleResourceRelease' },
  SingleResourceReleaseWithCoverArt: { file: 'SingleResourceWithCoverArt', declares: 'SingleResourceReleaseWithCoverArt' },
  TVSeries: { file: 'TVSeries', declares: 'TvSeries' },
  VideoAlbum: { file: 'VideoAlbum', declares: 'VideoAlbum' },
  VideoSingle: { file: 'VideoSingle', declares: 'VideoSingle' },
  Wallpaper: { file: 'Wallpaper', declares: 'WallpaperRelease' },
};

/** DDEX's counted rule numbers that no module reports, with the reason (the modules say more). */
const NOT_REPORTED: Readonly<Record<string, string>> = {
  'AudioSingle 1068-1': 'its context already holds what it asserts (a Single is Single or UserDefined): it can never fail',
  'DigitalClassicalAudioAlbum 1690-2': 'a Fatal Error report of the grouping title that every conforming album has, its text a template never filled in',
};

const declaring = (value: string): string => edit(ALBUM_382, ['CommonReleaseTypesTypes/14/AudioAlbumMusicOnly', value]);
const VERSION_RULES = RULES_13.filter((rule) => rule.id.endsWith('-release-profile-version-id'));

describe('Release Profile 1.3 registry', () => {
  it('holds DDEX\'s 18 release profiles of 1.3 (not its business profile nor its file of deleted rules)', () => {
    expect(PROFILES_13).toEqual(Object.keys(DDEX_PROFILES_13).sort());
    for (const name of PROFILES_13) expect(hasRuleSet({ standard: '1.3', name })).toBe(true);
  });

  it('gives each module a unique id, standard 1.3, a code of ERNC_FILE_STATUSES and DDEX roles', () => {
    expect(new Set(RULES_13.map((rule) => rule.id)).size).toBe(RULES_13.length);
    for (const rule of RULES_13) {
      expect(rule.standard).toBe('1.3');
      expect(rule.id).toMatch(/^rp13-[a-z0-9-]+$/);
      expect(ERNC_FILE_STATUSES).toContain(rule.code);
      for (const assertions of Object.values(rule.ddex)) {
        for (const assertion of assertions) {
          expect(DDEX_ROLES).toContain(assertion.role);
          expect(assertion.rule).toMatch(/^[12]\d{3}-\d$/);
        }
      }
    }
  });

  it.skipIf(!existsSync(`${schematronDir}/xsl/13`))('covers every counted rule number of each of DDEX\'s xsl/13 files, but those said', () => {
    const differences: string[] = [];
    for (const [name, { file }] of Object.entries(DDEX_PROFILES_13)) {
      const ddex = rulesOfXsl(`1.3/${file}`).map(({ rule }) => rule);
      const kit = rulesOf({ standard: '1.3', name }).flatMap((rule) => rule.ddex[name]!.map((assertion) => assertion.rule));
      for (const rule of ddex.filter((number) => !kit.includes(number))) differences.push(`${name} ${rule}`);
      for (const rule of kit.filter((number) => !ddex.includes(number))) differences.push(`${name} ${rule} (not DDEX's)`);
    }
    expect(differences.sort()).toEqual(Object.keys(NOT_REPORTED).sort());
  });

  it('checks a message declaring CommonReleaseTypes/131/<id> as that 1.3 profile', () => {
    const findings = preflight(declaring('CommonReleaseTypes/131/AudioSingle')).files[0]!.findings;
    const profiles = new Set(findings.flatMap((finding) => (finding.ddex === undefined ? [] : [finding.ddex.profile])));
    expect([...profiles]).toEqual(['1.3/AudioSingle']);
    expect(findings.map((finding) => finding.ddex?.rule)).toContain('1067-1');
  });

  it.each(Object.entries(DDEX_PROFILES_13).filter(([name]) => !['SimpleVideoSingle', 'MidiRingtone'].includes(name)))(
    'a message declaring the id DDEX\'s %s file asks for is checked as that profile',
    (name, { declares }) => {
      const declared = declaredProfile(treeOf(declaring(`CommonReleaseTypes/131/${declares}`)));
      expect(declared?.key).toEqual({ standard: '1.3', name });
      expect(hasRuleSet(declared!.key!)).toBe(true);
    },
  );

  it('accepts for AudioAlbumMusicOnly its own id too, where DDEX\'s file asks for the Audio Album id by mistake (1129-1)', () => {
    const rules = VERSION_RULES.filter((rule) => 'AudioAlbumMusicOnly' in rule.ddex);
    const own = declaring('CommonReleaseTypes/131/AudioAlbumMusicOnly');
    expect(failedRuleNumbers(rules, own, '1.3/AudioAlbumMusicOnly')).toEqual([]);
    expect(declaredProfile(treeOf(own))?.key).toEqual({ standard: '1.3', name: 'AudioAlbumMusicOnly' });
    const [finding] = preflight(declaring('CommonReleaseTypes/131/AudioSingle'), { profile: '1.3/AudioAlbumMusicOnly' }).files[0]!.findings
      .filter((one) => one.ddex?.rule === '1129-1');
    expect(finding?.message).toContain('want exactly "CommonReleaseTypes/131/AudioAlbumMusicOnly"');
    expect(finding?.message).toContain('"CommonReleaseTypes/131/AudioAlbum" by mistake');
  });

  it.each(Object.entries(DDEX_PROFILES_13))('%s: its profile version id rule wants CommonReleaseTypes/131/%s', (name, { declares }) => {
    const rules = VERSION_RULES.filter((rule) => name in rule.ddex);
    expect(rules).toHaveLength(1);
    const numbers = rules[0]!.ddex[name]!.map((assertion) => assertion.rule).sort();
    expect(failedRuleNumbers(rules, declaring(`CommonReleaseTypes/131/${declares}`), `1.3/${name}`)).toEqual([]);
    expect(failedRuleNumbers(rules, declaring(`CommonReleaseTypes/13/${declares}`), `1.3/${name}`)).toEqual(numbers);
    expect(failedRuleNumbers(rules, ALBUM_382, `1.3/${name}`)).toEqual(numbers);
    expect(failedRuleNumbers(rules, ALBUM_382.replace(/ ReleaseProfileVersionId="[^"]*"/, ''), `1.3/${name}`)).toEqual(numbers);
  });
});
