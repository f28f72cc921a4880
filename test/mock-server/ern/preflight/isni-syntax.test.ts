import { describe, expect, it } from 'vitest';
import { edit, ern43, findingsOf, IDS, lineOf } from './messages.js';

const rule = 'isni-syntax';

describe(rule, () => {
  it('warns of an ISNI whose check character is wrong', () => {
    const message = edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI>0000000121032684</ISNI>');
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule, code: 'IdentifierSyntaxInvalid', severity: 'warning', line: lineOf(message, '<ISNI>'),
      path: '/NewReleaseMessage/PartyList[1]/Party[1]/PartyId[1]/ISNI[1]',
    });
    expect(findings[0]!.message).toContain('ISNI "0000000121032684" is not a valid ISNI');
  });

  it('warns of an empty ISNI, which was passed over', () => {
    const message = edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI></ISNI>');
    const findings = findingsOf(message, rule);
    expect(findings.map(({ line }) => line)).toEqual([lineOf(message, '<ISNI>')]);
    expect(findings[0]!.message).toContain('ISNI is empty');
  });

  it('keeps the message valid: an ISNI finding is a warning', async () => {
    const { preflight } = await import('../../../../mock-server/src/ern/preflight/index.js');
    // The release-profile rules (profile-runner.ts) judge the minimal message too: off here.
    expect(preflight(edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI>123</ISNI>'), { profile: 'off' }).files[0]!.valid).toBe(true);
  });

  it.each([
    { name: 'a valid ISNI', xml: ern43 },
    { name: 'a valid ISNI written with spaces', xml: () => edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI>0000 0001 2103 2683</ISNI>') },
    { name: 'no ISNI at all', xml: () => edit(ern43(), `<PartyId><ISNI>${IDS.isni}</ISNI></PartyId>`, '') },
  ])('finds nothing with $name', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
