/**
 * The Release Profile 1.3 modules that reuse a 1.4 module's check (v13/same-check.ts): for each, a message on which
 * the 1.4 module fails (a row of the 1.4 tests: ../v14/cases-*.ts, one-profile-changes.ts) fails the 1.3 module too,
 * checked as the same profile of 1.3, with 1.3's rule numbers for the same assertions; and a message the 1.4 module
 * passes, the 1.3 one passes.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileRule } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { RULES_13 } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/index.js';
import { rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-midi-ringtone-primary-sound-recording-must-have-isrc.js';
import { RULES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/index.js';
import { rp14PrimarySoundRecordingMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-sound-recording-must-have-isrc.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';
import { ALBUM_382 } from '../v14/album382.js';
import { RELEASE_CASES } from '../v14/cases-releases.js';
import { RESOURCE_CASES } from '../v14/cases-resources.js';
import { VALUE_CASES } from '../v14/cases-values.js';
import { ONE_PROFILE_CASES } from '../v14/one-profile-changes.js';

/** The 1.3 modules written for 1.3 itself (own-modules.test.ts, version-ids.test.ts), whose id may match a 1.4 one's. */
const OWN_13 = new Set([
  'rp13-sequence-number-as-element', 'rp13-must-contain-one-front-cover-image-as-secondary-resource',
  'rp13-pline-must-be-provided-at-territorial-level', 'rp13-cline-must-be-provided-at-territorial-level',
  'rp13-digital-classical-audio-album-must-have-grouping-title-per-territory', 'rp13-midi-ringtone-primary-sound-recording-must-have-proprietary-id',
  'rp13-video-album-must-contain-video-track-release', 'rp13-video-single-must-contain-video-track-release',
]);

/** The 1.3 modules whose title and fix are their own (1.4's speak of 1.4's LongformVideo test). */
const OWN_TEXT = new Set(['rp13-must-contain-one-image']);

/** The 1.4 profile a 1.3 profile is tried as, where 1.4 has none of that name. */
const PROFILE_14: Readonly<Record<string, string>> = { AudioAlbumMusicAndSpeech: 'AudioAlbum' };

/** 1.3 modules and the 1.4 module they reuse: by id (`rp13-x` reuses `rp14-x`), and the MidiRingtone ISRC pattern. */
const PAIRS: [ProfileRule, ProfileRule][] = [
  ...RULES_13.filter((rule) => !OWN_13.has(rule.id) && !rule.id.endsWith('-release-profile-version-id')).flatMap((rule) => {
    const v14 = RULES_14.find((other) => other.id === rule.id.replace(/^rp13-/, 'rp14-'));
    return v14 === undefined ? [] : [[rule, v14] as [ProfileRule, ProfileRule]];
  }),
  [rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc, rp14PrimarySoundRecordingMustHaveIsrc],
];

/** A message the 1.4 tests make fail some 1.4 rule, in a 1.4 profile. */
interface Failing14 {
  xml: string;
  profile: string;
}

const FAILING_14: Failing14[] = [
  ...[...RELEASE_CASES, ...RESOURCE_CASES, ...VALUE_CASES].map((row) => ({ xml: row.fail, profile: row.profile ?? 'AudioAlbumMusicOnly' })),
  ...ONE_PROFILE_CASES.filter((one) => one.fails.length > 0).map((one) => ({ xml: one.xml, profile: one.profile.slice('1.4/'.length) })),
];

/** The 1.3 modules whose 1.4 module reads the profile's name to choose its test (their `as`): tried as other profiles. */
const AS_OTHER = new Set(['rp13-main-release-must-be-provided', 'rp13-must-contain-one-image', 'rp13-single-resource-release-must-contain-one-resource']);
const ODD_PROFILES = ['LongformVideo', 'SingleResourceReleaseWithCoverArt'];

/**
 * Per pair: a message the 1.4 module fails, checked as a 1.3 profile of the same name (else as the 1.3 module's
 * first profile: the pattern's test is the same in every file), with the 1.3 numbers of the assertions it fails.
 */
function showcase(v13: ProfileRule, v14: ProfileRule): { profile13: string; xml: string; want: string[] } | null {
  const usable = (name: string): boolean => !(AS_OTHER.has(v13.id) && ODD_PROFILES.includes(name));
  for (const sameName of [true, false]) {
    for (const { xml, profile } of FAILING_14) {
      if (!(profile in v14.ddex) || !usable(profile)) continue;
      const profile13 = Object.keys(v13.ddex).filter(usable).find((name) => !sameName || (PROFILE_14[name] ?? name) === profile);
      if (profile13 === undefined) continue;
      const failed14 = failedRuleNumbers([v14], xml, `1.4/${profile}`);
      if (failed14.length === 0) continue;
      const indices = failed14.map((number) => v14.ddex[profile]!.findIndex((assertion) => assertion.rule === number));
      return { profile13, xml, want: [...new Set(indices.map((index) => v13.ddex[profile13]![index]!.rule))].sort() };
    }
  }
  return null;
}

/** Modules the 1.4 tests hold no failing message for, with the reason. */
const NO_FAILING_MESSAGE: Record<string, string> = {
  'rp13-genre-must-be-provided': 'DDEX\'s test reads a child element named "position", which no message has (as 1.4\'s)',
};

describe('Release Profile 1.3 modules that reuse a 1.4 module', () => {
  it('pairs every 1.3 module with a 1.4 one, but those written for 1.3 and the profile version ids', () => {
    const paired = new Set(PAIRS.map(([v13]) => v13.id));
    const alone = RULES_13.filter((rule) => !paired.has(rule.id) && !OWN_13.has(rule.id) && !rule.id.endsWith('-release-profile-version-id'));
    expect(alone.map((rule) => rule.id)).toEqual([]);
    for (const [v13, v14] of PAIRS) {
      expect(v13.standard).toBe('1.3');
      expect(v13.code).toBe(v14.code);
      if (!OWN_TEXT.has(v13.id)) expect(v13.fix).toBe(v14.fix.replaceAll('CommonReleaseTypes/14/', 'CommonReleaseTypes/131/'));
    }
  });

  it('names 1.3.1\'s profile ids, and the 1.3 profile checked where it runs a 1.4 profile\'s test', () => {
    const multiple = PAIRS.find(([v13]) => v13.id === 'rp13-audio-album-must-contain-multiple-sound-recordings')![0];
    const single = ALBUM_382;
    expect(multiple.fix).toContain('CommonReleaseTypes/131/AudioSingle');
    expect(runProfileRules([multiple], single, '1.3/AudioAlbumMusicOnly').map((finding) => finding.message).join(' ')).toContain('CommonReleaseTypes/131/AudioSingle');
    const image = PAIRS.find(([v13]) => v13.id === 'rp13-must-contain-one-image')![0];
    const twoImages = single.replace('</ResourceList>', '<Image><ImageType>BackCoverImage</ImageType><ResourceReference>A3</ResourceReference></Image>\n</ResourceList>');
    const findings = runProfileRules([image], twoImages, '1.3/LongformVideo');
    expect(findings.map((finding) => finding.rule)).toEqual(['1434-1']);
    expect(findings[0]!.message).toContain('LongformVideo');
    expect(findings[0]!.message).not.toContain('AudioAlbum');
    expect(image.fix).not.toContain('at least one');
  });

  const rows = PAIRS.filter(([v13]) => !(v13.id in NO_FAILING_MESSAGE)).map(([v13, v14]) => [v13.id, v13, v14] as const);
  it.each(rows)('%s fails where its 1.4 module fails, with 1.3\'s rule numbers', (_id, v13, v14) => {
    const found = showcase(v13, v14);
    expect(found, `no 1.4 test message fails ${v14.id} in a profile of ${v13.id}`).not.toBeNull();
    const { profile13, xml, want } = found!;
    const findings = runProfileRules([v13], xml, `1.3/${profile13}`);
    expect([...new Set(findings.map((finding) => finding.rule))].sort()).toEqual(want);
    expect(want.every((number) => v13.ddex[profile13]!.some((assertion) => assertion.rule === number))).toBe(true);
  });

  it.each(rows)('%s passes the album that its 1.4 module passes', (_id, v13, v14) => {
    const usable = Object.keys(v13.ddex).filter((name) => !(AS_OTHER.has(v13.id) && ODD_PROFILES.includes(name)));
    const profile13 = usable.find((name) => (PROFILE_14[name] ?? name) in v14.ddex) ?? usable[0]!;
    const profile14 = (PROFILE_14[profile13] ?? profile13) in v14.ddex ? PROFILE_14[profile13] ?? profile13 : Object.keys(v14.ddex)[0]!;
    if (failedRuleNumbers([v14], ALBUM_382, `1.4/${profile14}`).length > 0) return;
    expect(failedRuleNumbers([v13], ALBUM_382, `1.3/${profile13}`)).toEqual([]);
  });
});
