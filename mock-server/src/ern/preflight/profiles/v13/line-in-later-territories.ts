/**
 * Release Profile 1.3's two patterns on where a Release's PLine and CLine stand
 * (`MultiProfile_PLineMustBeProvidedAtTerritorialLevel`, `…CLine…`, clause 4.3(5a)/(5b)): context
 * `*:NewReleaseMessage/ReleaseList/Release[not(ReleaseDetailsByTerritory[1]/PLine)]/ReleaseDetailsByTerritory[position() > 1]`,
 * assert `PLine`: a Release whose first ReleaseDetailsByTerritory has no PLine gives one in each of the others. (1.4
 * replaced it by four reports on the Release's own line: ../v14/line-at-territorial-level.ts.)
 */
import type { DdexAssertion, ProfileRule } from '../types.js';
import { has, kids, releases } from '../v14/ern3-places.js';

export function laterTerritoriesLineRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  line: 'PLine' | 'CLine';
}): ProfileRule {
  const { line } = options;
  return {
    id: options.id,
    standard: '1.3',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'MetadataMissing',
    title: `A ${line} in the first ReleaseDetailsByTerritory, or in every other one`,
    fix: `Give the Release's first ReleaseDetailsByTerritory a ${line}, or give one to each of the others.`,
    check({ tree }) {
      return releases(tree).flatMap((release) => {
        const territories = kids(release, 'ReleaseDetailsByTerritory');
        if (territories.length === 0 || has(territories[0]!, line)) return [];
        return territories.slice(1).filter((details) => !has(details, line)).map((details) => ({
          at: details,
          message: `The Release's first ReleaseDetailsByTerritory has no ${line}, and this later one has none either: add the ${line} `
            + 'to the first ReleaseDetailsByTerritory, or to each of the others.',
        }));
      });
    },
  };
}
