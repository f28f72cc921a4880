import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { territoryCodeUnknown } from '../../../../mock-server/src/ern/preflight/rules/territory-code-unknown.js';
import { isKnownTerritoryCode } from '../../../../mock-server/src/ern/preflight/territory-codes.js';
import type { ErnVersion } from '../../../../mock-server/src/ern/version.js';
import { ern382Message, ern4Message, image382, lineOf, releaseDeal4, soundRecording382 } from './minimal-messages.js';
import { ddexXsdDir } from '../../../support/ern-samples.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const DEAL_PATH = '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTerms[1]';

function deal4(territories: string[], version = '43', excluded?: string[]): string {
  return ern4Message({ version, deals: releaseDeal4(['R0', 'R1'], excluded === undefined ? { territories } : { excluded }) });
}

const uk = deal4(['DE', 'UK']);
const lower = deal4(['fr']);
const excludedBad = deal4([], '43', ['XX']);
const kosovo41 = deal4(['XK'], '41');
const detailsBad382 = ern382Message({ resources: [soundRecording382({ territory: 'EU' }), image382()].join('\n') });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'Worldwide', xml: ern4Message(), want: [] },
  { given: 'ISO 3166-1 alpha-2 codes', xml: deal4(['GB', 'US', 'JP', 'SS']), want: [] },
  { given: 'XK (Kosovo), which DDEX lists from ERN 4.1.1 on', xml: deal4(['XK']), want: [] },
  { given: 'a TIS region code (2136)', xml: deal4(['2136']), want: [] },
  { given: 'an ERN 3.8.2 message with codes in its …DetailsByTerritory and deals', xml: ern382Message(), want: [] },
  {
    given: 'UK, the common slip for GB',
    xml: uk,
    want: [{ path: `${DEAL_PATH}/TerritoryCode[2]`, line: lineOf(uk, '<TerritoryCode>UK'), says: ['TerritoryCode "UK" in DealTerms', 'ERN 4.3', 'Did you mean "GB"?'] }],
  },
  {
    given: 'a lower-case code',
    xml: lower,
    want: [{ path: `${DEAL_PATH}/TerritoryCode[1]`, line: lineOf(lower, '<TerritoryCode>fr'), says: ['"fr"', 'Did you mean "FR"?'] }],
  },
  {
    given: 'an unknown ExcludedTerritoryCode',
    xml: excludedBad,
    want: [{ path: `${DEAL_PATH}/ExcludedTerritoryCode[1]`, line: lineOf(excludedBad, '<ExcludedTerritoryCode>'), says: ['ExcludedTerritoryCode "XX"', 'ISO 3166-1 alpha-2 code'] }],
  },
  {
    given: 'XK in ERN 4.1, whose allowed value sets do not list it',
    xml: kosovo41,
    want: [{ path: `${DEAL_PATH}/TerritoryCode[1]`, line: lineOf(kosovo41, '<TerritoryCode>XK'), says: ['"XK"', 'ERN 4.1 '] }],
  },
  {
    given: 'ERN 3.8.2: an unknown code in a SoundRecordingDetailsByTerritory',
    xml: detailsBad382,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingDetailsByTerritory[1]/TerritoryCode[1]',
      line: lineOf(detailsBad382, '<TerritoryCode>EU'),
      says: ['TerritoryCode "EU" in SoundRecordingDetailsByTerritory'],
    }],
  },
];

describe('territory-code-unknown', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(territoryCodeUnknown, xml, want);
  });
});

/**
 * The accepted codes are, version by version, exactly the enumerations of DDEX's `CurrentTerritoryCode` type (the type
 * of every TerritoryCode the rule reads), read from the allowed-value-sets files in ../shared/ddex-xsd.
 */
const xsdDir = ddexXsdDir;
const AVS_FILES: [ErnVersion, string][] = [
  ['3.8.2', '382/avs_20161006.xsd'],
  ['4.1', '41/avs4.xsd'],
  ['4.1.1', '411/avs411.xsd'],
  ['4.2', '42/avs20200518.xsd'],
  ['4.3', '43/allowed-value-sets.xsd'],
];

describe.runIf(existsSync(xsdDir))('territory codes against DDEX\'s allowed value sets', () => {
  it.each(AVS_FILES)('ERN %s accepts exactly the codes of its CurrentTerritoryCode', (version, file) => {
    const listed = currentTerritoryCodes(readFileSync(path.join(xsdDir, file), 'utf8'));
    expect(listed.size).toBeGreaterThan(400);
    const candidates = new Set(listed);
    for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) candidates.add(String.fromCharCode(a, b));
    for (let n = 0; n < 3000; n++) candidates.add(String(n));
    for (const extra of ['worldwide', 'WW', 'ES-XX', 'AIDJ']) candidates.add(extra);
    const disagreeing = [...candidates].filter((code) => isKnownTerritoryCode(code, version) !== listed.has(code));
    expect(disagreeing).toEqual([]);
  });
});

/** The enumerated values of the simple type `CurrentTerritoryCode`, following its union's member types. */
function currentTerritoryCodes(xsd: string): Set<string> {
  const types = new Map<string, string>();
  for (const match of xsd.matchAll(/<xs:simpleType name="(\w+)">([\s\S]*?)<\/xs:simpleType>/g)) types.set(match[1]!, match[2]!);
  const resolve = (name: string): string[] => {
    const body = types.get(name);
    if (body === undefined) throw new Error(`no simple type ${name}`);
    const union = /<xs:union memberTypes="([^"]+)"/.exec(body);
    if (union !== null) return union[1]!.split(/\s+/).flatMap((member) => resolve(member.replace(/^\w+:/, '')));
    return [...body.matchAll(/<xs:enumeration value="([^"]+)"/g)].map((match) => match[1]!);
  };
  return new Set(resolve('CurrentTerritoryCode'));
}
