/**
 * The runner runs the release-profile rules (profile-runner.ts, issue #32): of the profile the message declares by
 * default, of the one the caller names, or none (`off`); each finding with DDEX's reference (`ddex`) and the severity
 * of its role; the 2.1 rules on ERN 4.2/4.3 without those that have no counterpart there; a profile without rules is a
 * notice; a rule that throws is a warning. The 2.1 registry is the fake one of test/support/fake-profile-rules.ts.
 *
 * Not under test/mock-server/ern/preflight/: those files share their modules in one worker (vitest.config.ts
 * inProcess), where this file's mock of the registries would not hold, or would reach the other files.
 */
import { describe, expect, it, vi } from 'vitest';
import { knownProfiles, parseProfileKey, preflight, type PreflightOptions } from '../../../mock-server/src/ern/preflight/index.js';
import { ern382Message, ern4Message, lineOf, release4 } from '../ern/preflight/minimal-messages.js';

vi.mock('../../../mock-server/src/ern/preflight/profiles/v21/index.js', async () => (await import('../../support/fake-profile-rules.js')).fakeRegistry21);
vi.mock('../../../mock-server/src/ern/preflight/profiles/v14/index.js', async () => (await import('../../support/fake-profile-rules.js')).emptyRegistry14);
vi.mock('../../../mock-server/src/ern/preflight/profiles/v13/index.js', async () => (await import('../../support/fake-profile-rules.js')).emptyRegistry13);

const noIcpn = (version = '43', profile: string | null = 'Audio') => ern4Message({ version, profile, release: release4().replace('<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>\n', '') });

function reportOf(xml: string, options: PreflightOptions = {}) {
  return preflight(xml, options).files[0]!;
}

const profileFindings = (xml: string, options: PreflightOptions = {}) => reportOf(xml, options).findings.filter((f) => f.ddex !== undefined || f.rule.startsWith('rp'));

describe('the release-profile rules in the preflight', () => {
  it('runs the declared profile\'s rules: a Fatal Error is an error finding with DDEX\'s reference, at its element', () => {
    const xml = noIcpn('41');
    const report = reportOf(xml);
    expect(profileFindings(xml)).toEqual([
      {
        rule: 'rp21-fake-41-only', code: 'NewReleaseMessageInvalid', severity: 'warning', message: 'The message as a whole (fake).',
        line: null, column: null, path: null,
        ddex: { profile: '2.1/Audio', pattern: 'Audio_Fake41Only', rule: '9001-2', clause: '6.2', role: 'Conditional Error' },
      },
      {
        rule: 'rp21-fake-icpn', code: 'MetadataMissing', severity: 'error', message: 'The Release has no ICPN <fake> & co: add ReleaseId/ICPN.',
        line: lineOf(xml, '<Release>'), column: 1, path: '/NewReleaseMessage/ReleaseList[1]/Release[1]',
        ddex: { profile: '2.1/Audio', pattern: 'MultiProfile_FakeICPN', rule: '9000-1', clause: '5.1.1(a)', role: 'Fatal Error' },
      },
    ]);
    expect(report.valid).toBe(false);
    expect(report.notices).toBeUndefined();
  });

  it('runs none on a message that passes them but the rule without a counterpart in 4.3, which does not run there', () => {
    expect(profileFindings(ern4Message({ version: '43' }))).toEqual([]);
    expect(profileFindings(ern4Message({ version: '41' })).map((f) => f.rule)).toEqual(['rp21-fake-41-only']);
  });

  it.each(['42', '43', '431'])('runs the 2.1 rules on ERN %s too, but not those with appliesToLaterVersions false', (version) => {
    expect(profileFindings(noIcpn(version)).map((f) => f.rule)).toEqual(['rp21-fake-icpn']);
  });

  it('runs none with profile off, and none without rules', () => {
    expect(profileFindings(noIcpn('41'), { profile: 'off' })).toEqual([]);
    expect(profileFindings(noIcpn('41'), { rules: false })).toEqual([]);
    expect(reportOf(noIcpn('41'), { profile: 'off' }).notices).toBeUndefined();
  });

  it('runs none, and says nothing, for a message that declares no profile', () => {
    const report = reportOf(noIcpn('43', null));
    expect(profileFindings(noIcpn('43', null))).toEqual([]);
    expect(report.notices).toBeUndefined();
  });

  it('runs the named profile\'s rules whatever the message declares', () => {
    const findings = profileFindings(noIcpn('43', 'Video'), { profile: '2.1/Audio' });
    expect(findings.map((f) => [f.rule, f.ddex?.profile, f.ddex?.rule])).toEqual([['rp21-fake-icpn', '2.1/Audio', '9000-1']]);
    expect(profileFindings(noIcpn('43', 'Audio'), { profile: '2.1/Video' })).toEqual([]);
  });

  it('gives a notice naming the declared profile and those the kit checks when it holds no rules for it', () => {
    const report = reportOf(noIcpn('43', 'Karaoke'));
    expect(report.findings.filter((f) => f.rule.startsWith('rp'))).toEqual([]);
    expect(report.notices).toEqual([{
      kind: 'profile-not-checked',
      message: 'release profile not checked: the message declares the release profile "Karaoke" (ReleaseProfileVersionId), '
        + 'and the kit checks 2.1/Audio, 2.1/ClassicalVariant',
    }]);
  });

  it('quotes at most 80 characters of a declared profile in its notice', () => {
    const message = reportOf(noIcpn('43', 'K'.repeat(5000))).notices?.[0]?.message ?? '';
    expect(message).toContain(`"${'K'.repeat(80)}…" (ReleaseProfileVersionId)`);
    expect(message.length).toBeLessThan(300);
  });

  it('gives a notice for a 3.8 profile the kit holds no rules for, and for a 2.1 profile named on a 3.8 message', () => {
    const xml = ern382Message().replace('LanguageAndScriptCode="en"', 'LanguageAndScriptCode="en" ReleaseProfileVersionId="CommonReleaseTypesTypes/14/AudioAlbumMusicOnly"');
    expect(reportOf(xml).notices?.[0]?.message).toBe('release profile not checked: the message declares the release profile '
      + '"CommonReleaseTypesTypes/14/AudioAlbumMusicOnly" (ReleaseProfileVersionId), and the kit holds no release-profile rules for ERN 3.x messages yet');
    expect(reportOf(xml, { profile: '2.1/Audio' }).notices?.[0]?.message).toContain('(profile standard 2.1 is not one for ERN 3.x)');
    expect(profileFindings(xml, { profile: '2.1/Audio' })).toEqual([]);
  });

  it('adds the rule set of the variant the message declares, its findings naming the variant\'s set', () => {
    const xml = ern4Message({ version: '43' }).replace('LanguageAndScriptCode="en"', 'LanguageAndScriptCode="en" ReleaseProfileVariantVersionId="Classical"');
    expect(profileFindings(xml).map((f) => [f.rule, f.severity, f.ddex?.profile, f.ddex?.rule])).toEqual([
      ['rp21-fake-classical', 'warning', '2.1/ClassicalVariant', '9500-1'],
    ]);
    expect(profileFindings(ern4Message({ version: '43' }))).toEqual([]);
  });

  it('turns a rule that throws into a warning naming the rule', () => {
    const xml = ern4Message({ version: '43' }).replace('LanguageAndScriptCode="en"', 'LanguageAndScriptCode="en" ReleaseProfileVariantVersionId="Boom"');
    expect(profileFindings(xml)).toEqual([expect.objectContaining({
      rule: 'rp21-fake-throws', severity: 'warning', line: null, message: expect.stringContaining('could not check this message (boom)') as string,
    })]);
  });

  it('knows the profiles of its registries and reads a profile key', () => {
    expect(knownProfiles()).toEqual(['2.1/Audio', '2.1/ClassicalVariant']);
    expect(parseProfileKey('2.1/Audio')).toEqual({ standard: '2.1', name: 'Audio' });
    expect(parseProfileKey('1.4/AudioAlbumMusicOnly')).toEqual({ standard: '1.4', name: 'AudioAlbumMusicOnly' });
    expect(parseProfileKey('Audio')).toBeNull();
    expect(parseProfileKey('3.0/Audio')).toBeNull();
  });
});
