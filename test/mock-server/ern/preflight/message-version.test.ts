import { describe, expect, it } from 'vitest';
import { preflight } from '../../../../mock-server/src/ern/preflight/index.js';
import { MESSAGE_VERSION } from '../../../../mock-server/src/ern/preflight/runner-findings.js';
import { ernVersionsInProse } from '../../../../mock-server/src/ern/version.js';
import { ern4Message } from './minimal-messages.js';

describe('message-version', () => {
  it.each([
    { name: 'an ERN version the kit does not read (ern/39)', xml: ern4Message().replace('http://ddex.net/xml/ern/43', 'http://ddex.net/xml/ern/39'), says: 'http://ddex.net/xml/ern/39' },
    { name: 'a NewReleaseMessage without a namespace', xml: '<NewReleaseMessage><MessageHeader/></NewReleaseMessage>', says: 'has no namespace' },
  ])('reports $name as its own finding, naming the versions the kit reads', ({ xml, says }) => {
    const [report] = preflight(xml).files;
    expect(report).toMatchObject({ ernVersion: null, valid: false, release: null });
    expect(report!.findings).toEqual([expect.objectContaining({ rule: 'message-version', code: 'NewReleaseMessageInvalid', severity: 'error', line: null, path: null })]);
    expect(report!.findings[0]!.message).toContain(says);
    expect(report!.findings[0]!.message).toContain(`The kit reads ERN ${ernVersionsInProse()}`);
  });

  it('is described in the rule list (ids, code and severity as reported)', () => {
    expect(MESSAGE_VERSION).toMatchObject({ id: 'message-version', code: 'NewReleaseMessageInvalid', severity: 'error' });
    expect(MESSAGE_VERSION.title).toContain(ernVersionsInProse());
  });

  it('leaves a message that is not XML, or not a NewReleaseMessage, to message-readable', () => {
    for (const xml of ['not XML at all', '<PurgeReleaseMessage xmlns="http://ddex.net/xml/ern/39"/>']) {
      expect(preflight(xml).files[0]!.findings.map((finding) => finding.rule)).toEqual(['message-readable']);
    }
  });
});
