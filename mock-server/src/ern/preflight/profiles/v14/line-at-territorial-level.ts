/**
 * The four 1.4 patterns on where a Release's PLine and CLine stand
 * (`MultiProfile_PLineMustBeProvidedAtTerritorialLevel1`
 * and `…2`, the same for CLine): level 1 reports a Release that has the line itself
 * (`*:NewReleaseMessage/ReleaseList/Release[PLine]`) and also in every ReleaseDetailsByTerritory
 * (`count(ReleaseDetailsByTerritory) = count(ReleaseDetailsByTerritory/PLine)`, counting lines, so a territory with
 * two
 * lines counts twice); level 2 reports a Release without the line itself and a ReleaseDetailsByTerritory without it.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { DdexAssertion, ProfileRule } from '../types.js';
import { has, kids, releases } from './ern3-places.js';

export function lineRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  line: 'PLine' | 'CLine';
  level: 1 | 2;
}): ProfileRule {
  const { line, level } = options;
  const fails = (release: ErnElement): ErnElement | undefined => {
    const territories = kids(release, 'ReleaseDetailsByTerritory');
    if (level === 1) {
      const lines = territories.flatMap((details) => kids(details, line)).length;
      return has(release, line) && territories.length === lines ? kids(release, line)[0] : undefined;
    }
    return has(release, line) ? undefined : territories.find((details) => !has(details, line));
  };
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: level === 1 ? 'NewReleaseMessageInvalid' : 'MetadataMissing',
    title: level === 1
      ? `A Release's ${line} is not repeated in every ReleaseDetailsByTerritory`
      : `A Release without its own ${line} has one in every ReleaseDetailsByTerritory`,
    fix: level === 1
      ? `Keep the Release's ${line} once, on the Release, and in a ReleaseDetailsByTerritory only where a territory's differs.`
      : `Give the Release a ${line}, or give one to each of its ReleaseDetailsByTerritory.`,
    check({ tree }) {
      return releases(tree).flatMap((release) => {
        const at = fails(release);
        return at === undefined
          ? []
          : [{
              message: level === 1
                ? `The Release has a ${line} and repeats one in every ReleaseDetailsByTerritory: keep the Release's, and territories' only where they differ.`
                : `The Release has no ${line} of its own and a ReleaseDetailsByTerritory has none either: add the ${line} to the Release (or to each ReleaseDetailsByTerritory).`,
              at,
            }];
      });
    },
  };
}
