import { describe, it } from 'vitest';
import { noReleaseDeal } from '../../../../mock-server/src/ern/preflight/rules/no-release-deal.js';
import { ern382Message, ern4Message, lineOf } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const emptyDealList4 = ern4Message({ deals: '' });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'an ERN 4.3 message with a ReleaseDeal', xml: ern4Message(), want: [] },
  { given: 'an ERN 3.8.2 message with a ReleaseDeal', xml: ern382Message(), want: [] },
  {
    given: 'an ERN 4.3 message without a DealList',
    xml: ern4Message({ deals: null }),
    want: [{ path: '/NewReleaseMessage', line: 2, says: ['no DealList', 'Add a DealList with a ReleaseDeal'] }],
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
});
