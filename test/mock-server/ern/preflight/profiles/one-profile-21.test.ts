/**
 * The Release Profile 2.1 rules of one profile and of the Classical and BoxedSet variants (v21/one-profile.ts):
 * each fails on a minimal ERN 4.1.1 message changed to break it and passes on its profile's unchanged message
 * (one-profile-21-cases.ts), says what is missing and where, and reads ERN 4.2's and 4.3's places for a moved fact.
 */
import { describe, expect, it } from 'vitest';
import { rulesOf, variantKeysOf } from '../../../../../mock-server/src/ern/preflight/profiles/index.js';
import { PROFILES_21, VARIANTS_21 } from '../../../../../mock-server/src/ern/preflight/profiles/v21/index.js';
import { ONE_PROFILE_RULES_21 } from '../../../../../mock-server/src/ern/preflight/profiles/v21/one-profile.js';
import { DDEX_ROLES } from '../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { ERNC_FILE_STATUSES } from '../../../../../mock-server/src/ern/preflight/types.js';
import { ern4Message, image4, lineOf, release4, soundRecording4 } from '../minimal-messages.js';
import { messageOf, ONE_PROFILE_CASES, resource41 } from './one-profile-21-cases.js';
import { failedRuleNumbers, runProfileRules } from './support.js';

describe('Release Profile 2.1 rules of one profile', () => {
  it.each(ONE_PROFILE_CASES.map((one) => [one.name, one]))('%s fails exactly the rules it was made to break', (_name, one) => {
    expect(failedRuleNumbers(ONE_PROFILE_RULES_21, one.xml, one.profile)).toEqual(one.fails);
  });

  it('has, for every assertion of every module, a message that fails it and one of its profile that passes it', () => {
    const untested: string[] = [];
    for (const rule of ONE_PROFILE_RULES_21) {
      for (const [profile, assertions] of Object.entries(rule.ddex)) {
        const cases = ONE_PROFILE_CASES.filter((one) => one.profile === `2.1/${profile}`);
        for (const { rule: number } of assertions) {
          if (!cases.some((one) => one.fails.includes(number))) untested.push(`${rule.id} ${number}: no failing message`);
          if (!cases.some((one) => !one.fails.includes(number))) untested.push(`${rule.id} ${number}: no passing message`);
        }
      }
    }
    expect(untested).toEqual([]);
  });

  it('gives each module a unique id and pattern, a code of ERNC_FILE_STATUSES, DDEX roles and a later-version note', () => {
    expect(new Set(ONE_PROFILE_RULES_21.map((rule) => rule.id)).size).toBe(ONE_PROFILE_RULES_21.length);
    expect(new Set(ONE_PROFILE_RULES_21.map((rule) => rule.pattern)).size).toBe(ONE_PROFILE_RULES_21.length);
    for (const rule of ONE_PROFILE_RULES_21) {
      expect(rule.standard).toBe('2.1');
      expect(rule.pattern.startsWith('MultiProfile_')).toBe(false);
      expect(ERNC_FILE_STATUSES).toContain(rule.code);
      expect(rule.laterVersions ?? '').not.toBe('');
      for (const [profile, assertions] of Object.entries(rule.ddex)) {
        expect(PROFILES_21).toContain(profile);
        for (const assertion of assertions) {
          expect(DDEX_ROLES).toContain(assertion.role);
          expect(assertion.rule).toMatch(/^1\d{3}-\d$/);
        }
      }
    }
  });

  it('says which element is wrong, where, and how to fix it', () => {
    const xml = messageOf({
      profile: 'Ringtone',
      resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { id: null }), image4()].join('\n'),
      release: release4(),
    });
    const findings = runProfileRules(ONE_PROFILE_RULES_21, xml, '2.1/Ringtone').sort((a, b) => a.rule.localeCompare(b.rule));
    expect(findings.map(({ rule, role }) => `${rule} ${role}`)).toEqual(['1238-1 Fatal Error', '1242-1 Conditional Error']);
    expect(findings[0]).toMatchObject({ path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]', line: lineOf(xml, '<SoundRecording>') });
    expect(findings[0]!.message).toContain('"A1" has neither an ISRC nor a ProprietaryId: add one to its ResourceId');
    expect(findings[1]).toMatchObject({ path: '/NewReleaseMessage/ReleaseList[1]/Release[1]', line: lineOf(xml, '<Release>') });
    expect(findings[1]!.message).toContain('add one naming the release the tone is cut from');
  });

  it('reads the ResourceId where ERN 4.2 keeps it and where ERN 4.3 moved it (SoundRecordingEdition)', () => {
    const release = release4();
    const ern43 = ern4Message({ version: '43', profile: 'Ringtone', resources: [soundRecording4(), image4()].join('\n'), release });
    const ern42 = ern4Message({ version: '42', profile: 'Ringtone', resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording'), image4()].join('\n'), release });
    const ern42Moved = ern4Message({ version: '42', profile: 'Ringtone', resources: [soundRecording4(), image4()].join('\n'), release });
    const ern43Unmoved = ern4Message({ version: '43', profile: 'Ringtone', resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording'), image4()].join('\n'), release });
    const ids = (xml: string): string[] => failedRuleNumbers(ONE_PROFILE_RULES_21, xml, '2.1/Ringtone').filter((rule) => rule === '1238-1');
    expect(ids(ern43)).toEqual([]);
    expect(ids(ern42)).toEqual([]);
    expect(ids(ern42Moved)).toEqual(['1238-1']);
    expect(ids(ern43Unmoved)).toEqual(['1238-1']);
  });
});

describe('the 2.1 profiles and variants the kit holds', () => {
  it('lists DDEX\'s eight profiles and the two variant sets', () => {
    expect(PROFILES_21).toEqual(expect.arrayContaining(['Audio', 'DjMix', 'LongFormMusicalWorkVideo', 'MixedMedia', 'Ringtone',
      'SimpleAudioSingle', 'SimpleVideoSingle', 'Video', 'ClassicalVariant', 'BoxedSetVariant']));
    expect(Object.keys(VARIANTS_21).sort()).toEqual(['BoxedSet', 'Classical']);
  });

  it('adds the rule sets of each variant word, and none for a 3.x profile, no variant, or a variant set run itself', () => {
    const audio = { standard: '2.1', name: 'Audio' } as const;
    expect(variantKeysOf(audio, 'Classical')).toEqual([{ standard: '2.1', name: 'ClassicalVariant' }]);
    expect(variantKeysOf(audio, 'BoxedSet Classical').map(({ name }) => name)).toEqual(['BoxedSetVariant', 'ClassicalVariant']);
    expect(variantKeysOf(audio, 'Deluxe')).toEqual([]);
    expect(variantKeysOf(audio, null)).toEqual([]);
    expect(variantKeysOf({ standard: '1.4', name: 'AudioAlbum' }, 'Classical')).toEqual([]);
    expect(variantKeysOf({ standard: '2.1', name: 'ClassicalVariant' }, 'Classical')).toEqual([]);
  });

  it('runs a variant set\'s rules only, never a profile\'s, and a profile\'s never the variant\'s', () => {
    const classical = rulesOf({ standard: '2.1', name: 'ClassicalVariant' });
    expect(classical.map((rule) => rule.pattern).every((pattern) => pattern.startsWith('Classical_'))).toBe(true);
    expect(classical).toHaveLength(7);
    expect(rulesOf({ standard: '2.1', name: 'Audio' }).some((rule) => 'ClassicalVariant' in rule.ddex)).toBe(false);
  });
});
