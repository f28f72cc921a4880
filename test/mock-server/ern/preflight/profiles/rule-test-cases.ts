/**
 * The profile rules' own test messages as oracle cases (`npm run test:profiles` only): every failing and passing
 * message of the rule modules' table tests (v14/, one-profile-*; oracle-cases.ts holds v21/'s, for `npm test` too),
 * checked as the profile its row names, with
 * every rule of that profile on both sides. A row's test checks one rule; here DDEX's whole file judges the message.
 */
import { ONE_PROFILE_CASES as ONE_PROFILE_21 } from './one-profile-21-cases.js';
import { type OracleCase, standardOf } from './oracle-cases.js';
import { ALBUM_382 } from './v14/album382.js';
import type { MultiProfileCase } from './v14/case.js';
import { RELEASE_CASES } from './v14/cases-releases.js';
import { RESOURCE_CASES } from './v14/cases-resources.js';
import { VALUE_CASES } from './v14/cases-values.js';
import { ONE_PROFILE_CASES as ONE_PROFILE_14 } from './v14/one-profile-changes.js';

function caseOf(name: string, source: string, xml: string, profile: string): OracleCase | null {
  const standard = standardOf(xml);
  const plain = name.replace(/[^\w.-]+/g, '_');
  return standard === null ? null : { name: plain, source, xml, standard, declared: null, profiles: [profile] };
}

/** Every message of the profile rules' table tests, each with its row's profile. */
export function ruleTestCases(): OracleCase[] {
  const cases: (OracleCase | null)[] = [];
  const v14: MultiProfileCase[] = [...RELEASE_CASES, ...RESOURCE_CASES, ...VALUE_CASES];
  v14.forEach((row, i) => {
    const profile = `1.4/${row.profile ?? 'AudioAlbumMusicOnly'}`;
    cases.push(caseOf(`rule14-${i}-fail`, `v14 ${row.rule.id}: ${row.name}`, row.fail, profile));
    if (row.pass !== undefined) cases.push(caseOf(`rule14-${i}-pass`, `v14 ${row.rule.id}: passes ${row.name}`, row.pass, profile));
  });
  cases.push(caseOf('rule14-album', 'v14 album382.ts', ALBUM_382, '1.4/AudioAlbumMusicOnly'));
  for (const row of ONE_PROFILE_14) cases.push(caseOf(`one14-${row.name}`, `v14 one-profile case ${row.name}`, row.xml, row.profile));
  for (const row of ONE_PROFILE_21) cases.push(caseOf(`one21-${row.name}`, `2.1 one-profile case ${row.name}`, row.xml, row.profile));
  return cases.filter((found) => found !== null);
}
