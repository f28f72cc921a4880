/**
 * A small fake release-profile rule set (issue #32) for the tests of what runs and shows profile rules (the runner,
 * validate and its reports, the mock's create and views), so that they do not depend on which of DDEX's rules the
 * registries hold. A test puts it in place of the 2.1 registry:
 *
 *   vi.mock('<…>/mock-server/src/ern/preflight/profiles/v21/index.js',
 *     async () => (await import('<…>/fake-profile-rules.js')).fakeRegistry21);
 *
 * (and the 1.3 and 1.4 registries by emptyRegistry13 and emptyRegistry14). `2.1/Audio` then holds three rules:
 * rp21-fake-icpn (a Fatal Error at each Release without an ICPN), rp21-fake-41-only (a Conditional Error about the
 * whole message, with no counterpart in ERN 4.2/4.3) and rp21-fake-throws (throws on a message of the variant `Boom`);
 * the variant `Classical` adds `2.1/ClassicalVariant`'s rp21-fake-classical (an Error about the whole message).
 */
import type { ProfileRule } from '../../mock-server/src/ern/preflight/profiles/types.js';
import { indexOf } from '../../mock-server/src/ern/preflight/tree-index.js';

export const fakeIcpn: ProfileRule = {
  id: 'rp21-fake-icpn',
  standard: '2.1',
  pattern: 'MultiProfile_FakeICPN',
  ddex: {
    Audio: [{ rule: '9000-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    Video: [{ rule: '9060-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every Release has an ICPN (fake, for tests)',
  fix: 'Add <ReleaseId><ICPN> to the Release.',
  check(input) {
    const index = indexOf(input);
    return index.named('Release').filter((release) => index.within(release, 'ICPN').length === 0)
      .map((release) => ({ message: 'The Release has no ICPN <fake> & co: add ReleaseId/ICPN.', at: release }));
  },
};

export const fake41Only: ProfileRule = {
  id: 'rp21-fake-41-only',
  standard: '2.1',
  pattern: 'Audio_Fake41Only',
  ddex: { Audio: [{ rule: '9001-1', clause: '6.1', role: 'Fatal Error' }, { rule: '9001-2', clause: '6.2', role: 'Conditional Error' }] },
  code: 'NewReleaseMessageInvalid',
  title: 'A fact only ERN 4.1 has (fake, for tests)',
  fix: 'Nothing to fix: a fake.',
  laterVersions: 'No counterpart in ERN 4.2 and 4.3.',
  appliesToLaterVersions: false,
  check: () => [{ message: 'The message as a whole (fake).', at: null, assertion: 1 }],
};

export const fakeThrows: ProfileRule = {
  id: 'rp21-fake-throws',
  standard: '2.1',
  pattern: 'Audio_FakeThrows',
  ddex: { Audio: [{ rule: '9002-1', clause: '7.1', role: 'Error' }] },
  code: 'NewReleaseMessageInvalid',
  title: 'Throws on the variant Boom (fake, for tests)',
  fix: 'Nothing to fix: a fake.',
  check(input) {
    if (input.variant === 'Boom') throw new Error('boom');
    return [];
  },
};

export const fakeClassical: ProfileRule = {
  id: 'rp21-fake-classical',
  standard: '2.1',
  pattern: 'ClassicalVariant_Fake',
  ddex: { ClassicalVariant: [{ rule: '9500-1', clause: '8.1', role: 'Error' }] },
  code: 'MetadataMissing',
  title: 'A fact the Classical variant asks for (fake, for tests)',
  fix: 'Nothing to fix: a fake.',
  check: () => [{ message: 'The classical release (fake).', at: null }],
};

export const FAKE_RULES_21: readonly ProfileRule[] = [fakeIcpn, fake41Only, fakeThrows, fakeClassical];

/** What the 2.1 registry (profiles/v21/index.ts) exports, with the fake rules: the profile Audio and the variant Classical. */
export const fakeRegistry21 = { PROFILES_21: ['Audio', 'ClassicalVariant'], RULES_21: FAKE_RULES_21, VARIANTS_21: { Classical: 'ClassicalVariant' } };

/** The 1.3 and 1.4 registries emptied, so that a test sees the fake 2.1 rules alone, whatever the real ones hold. */
export const emptyRegistry13 = { PROFILES_13: [], RULES_13: [] };
export const emptyRegistry14 = { PROFILES_14: [], RULES_14: [] };
