/**
 * `MultiProfile_LabelNameMustBeProvided2` and `…3` of Release Profile 1.4, one test under two rule numbers: every
 * `*:NewReleaseMessage/ReleaseList/Release` has a `ReleaseDetailsByTerritory/LabelName`.
 */
import type { DdexAssertion, ProfileRule } from '../types.js';
import { has, kids, releases } from './ern3-places.js';

export function labelNamedRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
}): ProfileRule {
  return {
    ...options,
    standard: '1.4',
    code: 'MetadataMissing',
    title: 'Every Release has a LabelName in a ReleaseDetailsByTerritory',
    fix: 'Add the label\'s name, <LabelName>…</LabelName>, to each Release\'s ReleaseDetailsByTerritory (track releases too).',
    check({ tree }) {
      return releases(tree)
        .filter((release) => !kids(release, 'ReleaseDetailsByTerritory').some((details) => has(details, 'LabelName')))
        .map((release) => ({
          message: 'The Release has no LabelName in its ReleaseDetailsByTerritory: add the label\'s name (track releases need one too).',
          at: release,
        }));
    },
  };
}
