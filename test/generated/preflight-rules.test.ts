/**
 * The rule list of docs/guides/preflight.md is what the rule modules say (scripts/generate/preflight-rules.ts), and
 * the two findings the runner reports itself are described as it reports them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { PREFLIGHT_RULES } from '../../mock-server/src/ern/preflight/rules/index.js';
import { MESSAGE_READABLE, RUNNER_FINDINGS, XSD } from '../../mock-server/src/ern/preflight/runner-findings.js';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import { PREFLIGHT_GUIDE, renderPreflightRules, withPreflightRules } from '../../scripts/generate/preflight-rules.js';
import { ern4Message } from '../mock-server/ern/preflight/minimal-messages.js';
import { repoRoot } from '../support/contract.js';
import { ddexXsdDir } from '../support/ern-samples.js';

describe('the preflight rule list of the guide', () => {
  it(`${PREFLIGHT_GUIDE} lists the rules as their modules describe them (run \`npm run generate\`)`, () => {
    const text = readFileSync(path.join(repoRoot, PREFLIGHT_GUIDE), 'utf8');
    expect(withPreflightRules(text) === text, `${PREFLIGHT_GUIDE}: the rule list is stale; run \`npm run generate\``).toBe(true);
  });

  it('has a row and a section for every rule and runner finding, with its code, severity, source and fix', () => {
    const list = renderPreflightRules();
    const sections = list.split(/^### /m).slice(1);
    const described = [...PREFLIGHT_RULES, ...RUNNER_FINDINGS];
    expect(sections.map((section) => /^`([^`]+)`/.exec(section)?.[1])).toEqual(described.map((rule) => rule.id));
    for (const [i, rule] of described.entries()) {
      expect(list).toContain(`| [\`${rule.id}\`](#${rule.id}) | \`${rule.code}\` | ${rule.severity} |`);
      expect(sections[i]).toContain(`- **Code:** \`${rule.code}\`, ${rule.severity}`);
      expect(sections[i]).toContain(`- **Fix:** ${rule.fix}`);
      if (rule.source === undefined) expect(sections[i]).not.toContain('- **DDEX:**');
      else expect(sections[i]).toContain(`- **DDEX:** ${rule.source}`);
    }
  });

  it('keeps a module\'s text from breaking the Markdown: no HTML tag, no table cell split', () => {
    const list = renderPreflightRules([{ ...XSD, id: 'odd', title: 'a <Tag> | b', fix: 'use <Release>' }]);
    expect(list).toContain('| [`odd`](#odd) | `NewReleaseMessageInvalid` | error | a &lt;Tag> \\| b |');
    expect(list).toContain('- **Fix:** use &lt;Release>');
  });

  it('rewrites only the marked list', () => {
    const given = 'Intro.\n<!-- preflight-rules -->\nold list\n<!-- /preflight-rules -->\nAfter.\n';
    expect(withPreflightRules(given, 'new list\n')).toBe('Intro.\n<!-- preflight-rules -->\nnew list\n<!-- /preflight-rules -->\nAfter.\n');
  });

  it('refuses a guide whose markers were lost, so the list cannot go stale unseen', () => {
    expect(() => withPreflightRules('# Preflight\n\nNo list here.\n')).toThrow(/no preflight rule list is marked/);
  });
});

describe('the findings the runner reports itself', () => {
  it(`reports a message it cannot read as ${MESSAGE_READABLE.id}, with the code and severity the list gives`, () => {
    for (const given of ['not XML at all', '<?xml version="1.0"?><Other/>', '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">']) {
      const [finding, ...others] = preflight(given).files[0]!.findings;
      expect(others, given).toEqual([]);
      expect(finding, given).toMatchObject({ rule: MESSAGE_READABLE.id, code: MESSAGE_READABLE.code, severity: MESSAGE_READABLE.severity });
    }
  });

  it.skipIf(!existsSync(ddexXsdDir))(`reports a schema finding as ${XSD.id}, with the code and severity the list gives (DDEX's 4.3 schema)`, async () => {
    const schemas = await loadXsdSchemas(ddexXsdDir);
    try {
      const findings = preflight(ern4Message(), { schemas }).files[0]!.findings.filter((finding) => finding.rule === XSD.id);
      expect(findings.length).toBeGreaterThan(0);
      for (const finding of findings) expect(finding).toMatchObject({ code: XSD.code, severity: XSD.severity });
    } finally {
      schemas.close();
    }
  });
});
