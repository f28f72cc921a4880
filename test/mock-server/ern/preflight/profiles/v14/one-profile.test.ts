/**
 * The Release Profile 1.4 rules of one profile (v14/one-profile.ts): each fails on a minimal ERN 3.8.2 message
 * changed to break it and passes on its profile's unchanged message (one-profile-cases.ts, one-profile-changes.ts),
 * says what is wrong and where, and gives DDEX's own 3.8.2 samples what DDEX's XSL gives them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasRuleSet, rulesOf } from '../../../../../../mock-server/src/ern/preflight/profiles/index.js';
import { DDEX_ROLES } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { PROFILES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/index.js';
import { ONE_PROFILE_RULES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/one-profile.js';
import { ERNC_FILE_STATUSES } from '../../../../../../mock-server/src/ern/preflight/types.js';
import { hasSamples, samplesDir } from '../../../../../support/ern-samples.js';
import { lineOf } from '../../minimal-messages.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';
import { BASES, messageOf } from './one-profile-cases.js';
import { ONE_PROFILE_CASES } from './one-profile-changes.js';

/** DDEX's 17 release profiles of standard 1.4 (its files' names; the business profile is not one). */
const DDEX_PROFILES_14 = [
  'AudioAlbum', 'AudioAlbumMusicOnly', 'AudioBook', 'AudioSingle', 'DigitalBoxedSet', 'DigitalClassicalAudioAlbum', 'FilmBundle',
  'LongformVideo', 'MidiRingtone', 'MixedMediaBundle', 'Ringtone', 'SimpleVideoSingle', 'SingleResourceRelease',
  'SingleResourceReleaseWithCoverArt', 'TVSeries', 'VideoAlbum', 'VideoSingle',
];

describe('Release Profile 1.4 rules of one profile', () => {
  it.each(ONE_PROFILE_CASES.map((one) => [one.name, one]))('%s fails exactly the rules it was made to break', (_name, one) => {
    expect(failedRuleNumbers(ONE_PROFILE_RULES_14, one.xml, one.profile)).toEqual(one.fails);
  });

  it('has, for every assertion of every module, a message that fails it and one of its profile that passes it', () => {
    const untested: string[] = [];
    for (const rule of ONE_PROFILE_RULES_14) {
      for (const [profile, assertions] of Object.entries(rule.ddex)) {
        const cases = ONE_PROFILE_CASES.filter((one) => one.profile === `1.4/${profile}`);
        for (const { rule: number } of assertions) {
          if (!cases.some((one) => one.fails.includes(number))) untested.push(`${rule.id} ${number}: no failing message`);
          if (!cases.some((one) => !one.fails.includes(number))) untested.push(`${rule.id} ${number}: no passing message`);
        }
      }
    }
    expect(untested).toEqual([]);
  });

  it('gives each module a unique id and pattern, a code of ERNC_FILE_STATUSES and DDEX roles, for DDEX\'s 17 profiles', () => {
    expect(new Set(ONE_PROFILE_RULES_14.map((rule) => rule.id)).size).toBe(ONE_PROFILE_RULES_14.length);
    expect(new Set(ONE_PROFILE_RULES_14.map((rule) => rule.pattern)).size).toBe(ONE_PROFILE_RULES_14.length);
    for (const rule of ONE_PROFILE_RULES_14) {
      expect(rule.standard).toBe('1.4');
      expect(rule.pattern.startsWith('MultiProfile_')).toBe(false);
      expect(rule.id).toMatch(/^rp14-[a-z0-9-]+$/);
      expect(ERNC_FILE_STATUSES).toContain(rule.code);
      for (const [profile, assertions] of Object.entries(rule.ddex)) {
        expect(DDEX_PROFILES_14).toContain(profile);
        for (const assertion of assertions) {
          expect(DDEX_ROLES).toContain(assertion.role);
          expect(assertion.rule).toMatch(/^[12]\d{3}-\d$/);
        }
      }
    }
    expect([...PROFILES_14]).toEqual(expect.arrayContaining(DDEX_PROFILES_14));
    for (const profile of DDEX_PROFILES_14) {
      expect(hasRuleSet({ standard: '1.4', name: profile })).toBe(true);
      expect(rulesOf({ standard: '1.4', name: profile }).some((rule) => rule.pattern.endsWith('_ReleaseProfileVersionId'))).toBe(true);
    }
  });

  it('says which element is wrong, where, and how to fix it', () => {
    const xml = messageOf({ ...BASES.VideoSingle!, releases: BASES.VideoSingle!.releases.map((release) => release
      .replace('<ReleaseType>VideoSingle</ReleaseType>', '<ReleaseType>VideoAlbum</ReleaseType>')) })
      .replace('<ISRC>GBAAA2409001</ISRC>', '<ISRC></ISRC>');
    const findings = runProfileRules(ONE_PROFILE_RULES_14, xml, '1.4/VideoSingle').sort((a, b) => a.rule.localeCompare(b.rule));
    expect(findings.map(({ rule, role }) => `${rule} ${role}`)).toEqual(['1290-1 Fatal Error', '1292-1 Fatal Error']);
    expect(findings[0]).toMatchObject({ path: '/NewReleaseMessage/ReleaseList[1]', line: lineOf(xml, '<ReleaseList>') });
    expect(findings[0]!.message).toContain('No Release of the ReleaseList has ReleaseType "VideoSingle"');
    expect(findings[1]).toMatchObject({ line: lineOf(xml, '<ResourceGroupContentItem>') });
    expect(findings[1]!.path).toMatch(/ResourceGroupContentItem\[1\]\/ReleaseResourceReference\[1\]$/);
    expect(findings[1]!.message).toContain('Add VideoId/ISRC to the Video whose ResourceReference is "A1"');
  });

  it('accepts the Audio Album Music Only profile\'s own id and DDEX\'s file\'s Audio Album id, naming both otherwise (1129-1)', () => {
    for (const declares of ['AudioAlbumMusicOnly', 'AudioAlbum']) {
      expect(runProfileRules(ONE_PROFILE_RULES_14, messageOf({ ...BASES.AudioAlbumMusicOnly!, declares }), '1.4/AudioAlbumMusicOnly')).toEqual([]);
    }
    const xml = messageOf({ ...BASES.AudioAlbumMusicOnly!, declares: 'AudioSingle' });
    const [finding] = runProfileRules(ONE_PROFILE_RULES_14, xml, '1.4/AudioAlbumMusicOnly');
    expect(finding).toMatchObject({ rule: '1129-1', role: 'Fatal Error', path: '/NewReleaseMessage', line: lineOf(xml, '<ernm:NewReleaseMessage') });
    expect(finding!.message).toContain('declares ReleaseProfileVersionId "CommonReleaseTypes/14/AudioSingle"');
    expect(finding!.message).toContain('want exactly "CommonReleaseTypes/14/AudioAlbumMusicOnly"');
    expect(finding!.message).toContain('"CommonReleaseTypes/14/AudioAlbum" by mistake, which the kit accepts too');
  });

  it('reports two assertions of one pattern apart (LongformVideo 1447-1 StartTime, 1447-2 Duration)', () => {
    const xml = messageOf(BASES.LongformVideo!).replace('<StartTime>PT10S</StartTime>', '').replace('<Duration>PT3M</Duration>', '');
    const findings = runProfileRules(ONE_PROFILE_RULES_14, xml, '1.4/LongformVideo');
    expect(findings.map((finding) => finding.rule)).toEqual(['1447-1', '1447-2']);
    expect(findings.map((finding) => finding.line)).toEqual([lineOf(xml, '<Cue>'), lineOf(xml, '<Cue>')]);
    expect(findings[0]!.message).toContain('The Cue 1 of CueSheet "Q1" has no StartTime');
    expect(findings[1]!.message).toContain('has no Duration');
  });
});

describe.runIf(hasSamples)('Release Profile 1.4 rules of one profile on DDEX\'s own ERN 3.8.2 samples', () => {
  const sample = (name: string): Buffer => readFileSync(`${samplesDir}/ern382/${name}`);

  it.each([
    // DDEX's samples spell the profile CommonReleaseTypesTypes/14/AudioAlbumMusicOnly: 1129-1 wants CommonReleaseTypes/14/AudioAlbum
    ['001_audioalbum_complete.xml', '1.4/AudioAlbumMusicOnly', ['1129-1']],
    ['001_audioalbum_complete.xml', '1.4/AudioAlbum', ['1749-1']],
    // No SoundRecording at all: the album holds fewer than two
    ['006_zero_sound_recordings.xml', '1.4/AudioAlbumMusicOnly', ['1129-1', '1132-1']],
    ['006_zero_sound_recordings.xml', '1.4/AudioAlbum', ['1749-1', '1751-1', '1759-1']],
    // An album checked as a video single: no VideoSingle release, no audio equivalent named
    ['001_audioalbum_complete.xml', '1.4/VideoSingle', ['1279-1', '1290-1', '1296-1']],
  ])('%s checked as %s fails %j, as DDEX\'s XSL does', (name, profile, fails) => {
    expect(failedRuleNumbers(ONE_PROFILE_RULES_14, sample(name), profile)).toEqual(fails);
  });
});
