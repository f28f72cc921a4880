import { describe, expect, it } from 'vitest';
import { preflight as preflightOf, type PreflightOptions, PREFLIGHT_RULES } from '../../../../mock-server/src/ern/preflight/index.js';
import type { Finding } from '../../../../mock-server/src/ern/preflight/types.js';
import type { ErnVersion } from '../../../../mock-server/src/ern/version.js';
import type { XsdSchemas } from '../../../../mock-server/src/ern/xsd/types.js';
import { edit, ern43, IDS, lineOf } from './messages.js';
import { ern4Message } from './minimal-messages.js';

/**
 * The kit's own rules and the runner's plumbing: the release profile the messages declare (Audio) is left out, as its
 * rules are tested in profiles/ and the runner's part in test/mock-server/preflight-profiles/profile-runner.test.ts.
 */
const preflight = (xml: string | Uint8Array, options: PreflightOptions = {}) => preflightOf(xml, { profile: 'off', ...options });

/** Schemas of one version that report one finding: the runner's plumbing, not XSD validation (that is ern/xsd's). */
function schemasOf(version: ErnVersion, finding: Finding): XsdSchemas & { calls: ErnVersion[] } {
  const calls: ErnVersion[] = [];
  return {
    dir: '/schemas', calls,
    has: (asked) => asked === version,
    validate: (_xml, asked) => {
      calls.push(asked);
      return [finding];
    },
    close: () => undefined,
  };
}

const schemaFinding: Finding = {
  rule: 'xsd', code: 'NewReleaseMessageInvalid', severity: 'error', message: 'Element PLine: not expected', line: 40, column: null, path: null,
};

describe('preflight', () => {
  it('reports a clean message as valid, with its version, file name and summary', () => {
    const [report] = preflight(ern43(), { file: 'release.xml' }).files;
    expect(report).toMatchObject({ file: 'release.xml', ernVersion: '4.3', valid: true, findings: [] });
    expect(report!.release?.title).toBe('Example Album');
  });

  it.each([
    { name: 'malformed XML, at the line the reader names', xml: '<?xml version="1.0"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">\n<MessageHeader', line: 3 },
    { name: 'an empty message', xml: '', line: null },
    { name: 'a root that is not a NewReleaseMessage', xml: '<PurgeReleaseMessage xmlns="http://ddex.net/xml/ern/43"/>', line: null },
    { name: 'bytes that are not text', xml: new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x00]), line: null },
  ])('turns $name into one message-readable finding, not an exception', ({ xml, line }) => {
    const [report] = preflight(xml).files;
    expect(report).toMatchObject({ ernVersion: null, valid: false, release: null });
    expect(report!.findings).toEqual([expect.objectContaining({ rule: 'message-readable', code: 'NewReleaseMessageInvalid', severity: 'error', line, path: null })]);
    expect(report!.findings[0]!.message).toMatch(/^The message cannot be read \([A-Z_]+\): /);
  });

  it('sorts findings by line, those about the whole message first', () => {
    const broken = edit(edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI>1</ISNI>'), '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <ResourceGroup>',
      '<ReleaseLabelReference>P9</ReleaseLabelReference>\n      <ResourceGroup>');
    const lines = preflight(broken).files[0]!.findings.map((finding) => finding.line);
    expect(lines).toEqual([lineOf(broken, '<ISNI>'), lineOf(broken, '<ReleaseLabelReference>P9')]);
  });

  it('is valid with warnings only, and not valid with an error', () => {
    expect(preflight(edit(ern43(), `<ISNI>${IDS.isni}</ISNI>`, '<ISNI>1</ISNI>')).files[0]!.valid).toBe(true);
    expect(preflight(edit(ern43(), `<ICPN>${IDS.icpn}</ICPN>`, '<ICPN>4006381333932</ICPN>')).files[0]!.valid).toBe(false);
  });

  it('reports a rule\'s finding on each of 150,000 resources (no spread of them as arguments overflows the stack)', () => {
    // The many-files bench's release: every resource unused, one finding each (a 500 of the mock before).
    const count = 150_000;
    const resources = Array.from({ length: count }, (_, i) => `<Image><ResourceReference>A${i + 10}</ResourceReference></Image>`).join('');
    const [report] = preflight(ern4Message({ resources })).files;
    expect(report!.findings.filter((finding) => finding.rule === 'resource-unused')).toHaveLength(count);
  }, 60_000);

  it('runs no rule with rules: false, and still summarises the release', () => {
    const [report] = preflight(edit(ern43(), `<ICPN>${IDS.icpn}</ICPN>`, '<ICPN>1</ICPN>'), { rules: false }).files;
    expect(report).toMatchObject({ valid: true, findings: [] });
    expect(report!.release?.ids.icpn).toBe('1');
  });

  it('adds the schema findings of a version the schemas hold, and validates nothing for another', () => {
    const schemas = schemasOf('4.3', schemaFinding);
    expect(preflight(ern43(), { schemas }).files[0]!.findings).toEqual([schemaFinding]);
    expect(schemas.calls).toEqual(['4.3']);
    const other = schemasOf('4.2', schemaFinding);
    expect(preflight(ern43(), { schemas: other }).files[0]!.findings).toEqual([]);
    expect(other.calls).toEqual([]);
  });

  it('turns schemas that fail into a finding, not an exception', () => {
    const schemas: XsdSchemas = {
      ...schemasOf('4.3', schemaFinding),
      validate: () => {
        throw new Error('cannot compile');
      },
    };
    const [finding] = preflight(ern43(), { schemas }).files[0]!.findings;
    expect(finding).toMatchObject({ rule: 'xsd', severity: 'error' });
    expect(finding!.message).toContain('cannot compile');
  });

  it('has rules with unique kebab-case ids, a code, a severity, a title and a fix', () => {
    const ids = PREFLIGHT_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of PREFLIGHT_RULES) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(rule.title.length, rule.id).toBeGreaterThan(10);
      expect(rule.fix.length, rule.id).toBeGreaterThan(40);
    }
  });
});
