import { describe, expect, it } from 'vitest';
import { noReleaseDeal } from '../../../../mock-server/src/ern/preflight/rules/no-release-deal.js';
import { ern382Message, ern4Message, lineOf } from './minimal-messages.js';
import { expectFindings, runRule, treeOf, type WantFinding } from './run-rule.js';

const emptyDealList4 = ern4Message({ deals: '' });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'an ERN 4.3 message with a ReleaseDeal', xml: ern4Message(), want: [] },
  { given: 'an ERN 3.8.2 message with a ReleaseDeal', xml: ern382Message(), want: [] },
  {
    given: 'an ERN 4.3 message without a DealList',
    xml: ern4Message({ deals: null }),
    want: [{ path: '/NewReleaseMessage', line: 2, says: ['no DealList', '§6.19.4', 'takedown', 'add a DealList with a ReleaseDeal'] }],
  },
  {
    given: 'an ERN 4.3 message with an empty DealList',
    xml: emptyDealList4,
    want: [{ path: '/NewReleaseMessage/DealList[1]', line: lineOf(emptyDealList4, '<DealList>'), says: ['a DealList without any ReleaseDeal/Deal'] }],
  },
  {
    given: 'an ERN 3.8.2 message without a DealList',
    xml: ern382Message({ deals: null }),
    want: [{ path: '/NewReleaseMessage', line: 2, says: ['no DealList'] }],
  },
];

describe('no-release-deal', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(noReleaseDeal, xml, want);
  });

  it('is a warning by default: ERN 4 Part 1 §6.19.4 lets a message without deals signal a takedown', () => {
    expect(noReleaseDeal.severity).toBe('warning');
    expect(runRule(noReleaseDeal, ern4Message({ deals: null })).map((finding) => finding.severity)).toEqual(['warning']);
    expect(noReleaseDeal.fix).toContain('§6.19.4');
    expect(noReleaseDeal.fix).not.toContain('only to describe a release still needs its deals');
  });

  it.each([
    { requireDeals: true, severity: 'error' },
    { requireDeals: false, severity: 'warning' },
  ])('is an $severity when requireDeals is $requireDeals', ({ requireDeals, severity }) => {
    const findings = noReleaseDeal.check({ tree: treeOf(ern382Message({ deals: null })), release: null, requireDeals });
    expect(findings.map((finding) => finding.severity)).toEqual([severity]);
    expect(findings[0]!.message.includes('this recipient requires deals')).toBe(requireDeals);
  });

  it('finds nothing when deals are required and given', () => {
    expect(noReleaseDeal.check({ tree: treeOf(ern4Message()), release: null, requireDeals: true })).toEqual([]);
  });
});
