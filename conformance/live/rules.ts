/** Every rule the proxy judges traffic by, in the order the guide lists them (docs/guides/watch-traffic.md is generated from it). */
import { keyInQueryRule, lookupRequiresKeyRule, missingKeyRule } from '../rules/auth.js';
import { invalidBody400Rule, jsonContentTypeRule, problemJsonRule, statusDocumentedRule, statusInContractRule } from '../rules/answers.js';
import {
  bodiesValidRule, completedAfterReceivedRule, completedAllLoadedRule, countersWithinTotalRule, countersZeroAt201Rule,
  failedHasErrorRule, processingRule, recordValidRule, releaseAndIdsRule,
} from '../rules/record.js';
import { createBodyRule, keyInHeaderRule, keyNotInQueryRule, xmlUrlHttpsRule } from '../rules/request.js';
import type { Rule } from '../rules/rule.js';
import { countersNeverDecreaseRule, terminalStaysRule } from '../rules/sequence.js';
import type { LiveRule } from './types.js';

/** What a rule is judged on: the client's request, one answer, or the answers for one ingest in turn. */
export type RuleScope = 'request' | 'answer' | 'sequence';

export const proxyRules: readonly { scope: RuleScope; rule: Rule<never> }[] = [
  ...[keyInHeaderRule, keyNotInQueryRule, createBodyRule, xmlUrlHttpsRule].map((rule) => ({ scope: 'request' as const, rule: rule })),
  ...[
    missingKeyRule, lookupRequiresKeyRule, keyInQueryRule, statusDocumentedRule, recordValidRule, bodiesValidRule, processingRule,
    releaseAndIdsRule, failedHasErrorRule, completedAllLoadedRule, countersWithinTotalRule, completedAfterReceivedRule,
    statusInContractRule, problemJsonRule, jsonContentTypeRule, invalidBody400Rule, countersZeroAt201Rule,
  ].map((rule) => ({ scope: 'answer' as const, rule: rule })),
  ...[countersNeverDecreaseRule, terminalStaysRule].map((rule) => ({ scope: 'sequence' as const, rule: rule })),
];

/** The rules as the reports list them. */
export const proxyLiveRules: readonly LiveRule[] = proxyRules.map(({ rule }) => ({ id: rule.id, kind: rule.kind, title: rule.title }));
