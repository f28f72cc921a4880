/**
 * The two 1.4 title patterns (`MultiProfile_SingleFormalTitlePerTerritory`, `…DisplayTitlePerTerritory`): in
 * `*:NewReleaseMessage/ReleaseList/Release/ReleaseDetailsByTerritory[1]`, a `Title` of that `TitleType` with a
 * non-empty `TitleText`.
 */
import type { DdexAssertion, ProfileRule } from '../types.js';
import { first, hasText, kids, releases } from './ern3-places.js';

export function titledTerritoryRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  titleType: 'FormalTitle' | 'DisplayTitle';
}): ProfileRule {
  const { titleType } = options;
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'MetadataMissing',
    title: `The first ReleaseDetailsByTerritory of every Release has a Title of TitleType ${titleType}`,
    fix: `Add <Title TitleType="${titleType}"><TitleText>…</TitleText></Title> to the Release's first ReleaseDetailsByTerritory.`,
    check({ tree }) {
      return releases(tree)
        .flatMap((release) => first(kids(release, 'ReleaseDetailsByTerritory')))
        .filter((details) => !kids(details, 'Title')
          .some((title) => title.attributes.TitleType === titleType && kids(title, 'TitleText').some(hasText)))
        .map((details) => ({
          message: `The first ReleaseDetailsByTerritory of the Release has no Title of TitleType "${titleType}" with a TitleText: add one.`,
          at: details,
        }));
    },
  };
}
