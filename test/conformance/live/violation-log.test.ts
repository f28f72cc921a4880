/** The violations a live watcher keeps: the first ones up to the bound, then only a rule's first, the rest counted. */
import { describe, expect, it } from 'vitest';
import { liveMarkdownSummary } from '../../../conformance/live/report.js';
import type { LiveViolation } from '../../../conformance/live/types.js';
import { ViolationLog } from '../../../conformance/live/violation-log.js';
import { validationSummary } from '../../../cli/commands/listen.js';

const violation = (rule: string, n: number): LiveViolation =>
  ({ rule, kind: rule.startsWith('extensions.') ? 'extension' : 'spec', method: 'POST', path: `/hooks/${n}`, status: 200, ingestId: String(n), message: 'm' });

describe('ViolationLog', () => {
  it('keeps every violation below its bound, and drops none', () => {
    const log = new ViolationLog(3);
    log.add([violation('webhooks.signature', 1), violation('webhooks.signature', 2)]);
    log.add([violation('webhooks.envelope', 3)]);
    expect(log.snapshot()).toEqual({ violations: [violation('webhooks.signature', 1), violation('webhooks.signature', 2), violation('webhooks.envelope', 3)], droppedViolations: 0 });
  });

  it('past its bound keeps the first violation of a rule not kept yet, and counts the rest as dropped', () => {
    const log = new ViolationLog(2);
    for (let n = 0; n < 1000; n++) log.add([violation('webhooks.signature', n)]);
    log.add([violation('extensions.json-content-type', 1000), violation('extensions.json-content-type', 1001)]);
    const { violations, droppedViolations } = log.snapshot();
    expect(violations.map((v) => `${v.rule} ${v.ingestId}`)).toEqual(['webhooks.signature 0', 'webhooks.signature 1', 'extensions.json-content-type 1000']);
    expect(droppedViolations).toBe(998 + 1);
  });

  it('gives a copy: what is added later does not change a snapshot taken before', () => {
    const log = new ViolationLog(5);
    log.add([violation('webhooks.signature', 1)]);
    const before = log.snapshot();
    log.add([violation('webhooks.signature', 2)]);
    expect(before.violations).toHaveLength(1);
  });

  it('says how many it dropped in listen\'s last line and in the Markdown summary; says nothing of it when none were', () => {
    const log = new ViolationLog(1);
    log.add([violation('webhooks.signature', 1), violation('webhooks.signature', 2), violation('webhooks.signature', 3)]);
    const { violations, droppedViolations } = log.snapshot();
    const report = { deliveries: 3, violations, droppedViolations };
    expect(validationSummary(report)).toBe('3 deliveries checked: webhooks.signature (spec) ×1 (the violations kept; 2 more not kept in the report)');
    expect(liveMarkdownSummary(report)).toContain('3 deliveries watched. 2 more violation(s) were not kept');
    expect(validationSummary({ deliveries: 1, violations: [violation('webhooks.signature', 1)] })).toBe('1 delivery checked: webhooks.signature (spec) ×1');
    expect(liveMarkdownSummary({ deliveries: 1, violations: [] })).not.toContain('not kept');
  });
});
