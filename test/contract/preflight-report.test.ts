/**
 * contract/preflight-report.schema.json and the TypeScript types of the preflight report (preflight/types.ts,
 * release/summary.ts) say the same: the code enum is ERNC_FILE_STATUSES; a report whose every member the types
 * require (an object literal of the types, so a member the types gain fails to compile until it is written here)
 * validates, and so do real reports; a member the schema does not know, or a wrong value, does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { DDEX_ROLES } from '../../mock-server/src/ern/preflight/profiles/types.js';
import { ERNC_FILE_STATUSES, PREFLIGHT_NOTICE_KINDS, type PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { repoRoot } from '../support/contract.js';

const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/preflight-report.schema.json'), 'utf8')) as {
  $defs: {
    ErncFileStatus: { enum: string[] };
    Notice: { properties: { kind: { enum: string[] } } };
    DdexReference: { properties: { role: { enum: string[] } } };
  };
};
const validate = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).compile(schema);

const file = { location: 'resources/A1.flac', hashSum: { algorithm: 'MD5', value: 'e1dfc4a3316d5c921fa5c3e0647174bf' } };
/** Every member of every type, as the types require them. */
const full: PreflightReport = {
  files: [{
    file: 'release.xml',
    ernVersion: '3.8.2',
    valid: false,
    release: {
      message: { id: 'M1', sender: 'Label', createdAt: '2026-11-21T12:00:00Z' },
      releaseReference: 'R0',
      title: 'Album',
      subtitle: null,
      displayArtist: 'Artist',
      displayArtists: [{ name: 'Artist', partyReference: 'PArtist', roles: ['MainArtist'] }],
      label: 'Label',
      ids: { icpn: '0000000000001', grid: null, catalogNumber: 'CAT1', proprietaryIds: [{ namespace: 'DPID:1', value: 'P1' }] },
      releaseType: 'Album',
      releaseDate: '2026-11-21',
      originalReleaseDate: null,
      genre: 'Pop',
      parentalWarning: 'NotExplicit',
      duration: 'PT30M',
      tracks: [{
        sequence: 1, disc: 1, number: 1, resourceReference: 'A1', kind: 'SoundRecording', title: 'One',
        displayArtist: 'Artist', isrc: 'ZZDEM2600001', duration: 'PT3M', files: [file],
      }],
      cover: { resourceReference: 'A2', files: [{ location: null, hashSum: null }] },
      deals: [{
        releaseReferences: ['R0'], territories: ['Worldwide'], excludedTerritories: [], useTypes: ['Stream'],
        commercialModels: ['SubscriptionModel'], start: '2026-11-21', end: null,
      }],
    },
    findings: [
      { rule: 'reference-unresolved', code: 'NewReleaseMessageInvalid', severity: 'error', message: 'm', line: 3, column: 5, path: '/NewReleaseMessage' },
      { rule: 'xsd', code: 'NewReleaseMessageInvalid', severity: 'warning', message: 'm', line: null, column: null, path: null },
      {
        rule: 'rp21-icpn', code: 'MetadataMissing', severity: 'error', message: 'm', line: 4, column: 3, path: '/NewReleaseMessage/ReleaseList[1]',
        ddex: { profile: '2.1/Audio', pattern: 'MultiProfile_ICPN', rule: '1000-1', clause: '5.1.1(a)', role: 'Fatal Error' },
      },
    ],
    notices: [
      { kind: 'xsd-not-checked', message: 'schema not checked: no 3.8.2 schema in ddex-schemas' },
      { kind: 'files-checked', message: 'files checked: 2 files: all present, hash sums match' },
      { kind: 'profile-not-checked', message: 'release profile not checked: the message declares the release profile "Karaoke"' },
    ],
    filesCheck: {
      files: 2, present: 2, missing: 0, outsideFolder: 0, hashSumsMatch: 2, hashSumsDiffer: 0, hashSumsNotChecked: 0, noHashSum: 0,
    },
  }],
};

describe('contract/preflight-report.schema.json', () => {
  it('lists exactly the ErncFileStatus codes of preflight/types.ts', () => {
    expect(schema.$defs.ErncFileStatus.enum).toEqual([...ERNC_FILE_STATUSES]);
  });

  it('lists exactly the notice kinds of preflight/types.ts', () => {
    expect(schema.$defs.Notice.properties.kind.enum).toEqual([...PREFLIGHT_NOTICE_KINDS]);
  });

  it('lists exactly DDEX\'s roles of profiles/types.ts', () => {
    expect(schema.$defs.DdexReference.properties.role.enum).toEqual([...DDEX_ROLES]);
  });

  it('accepts a report with every member of the types', () => {
    expect(validate(full), JSON.stringify(validate.errors)).toBe(true);
  });

  it('accepts real reports: a valid message, one without a release, one that is not XML', () => {
    const xml = demoReleaseXml();
    for (const message of [xml, xml.replace(/<ReleaseList>[\s\S]*<\/ReleaseList>/, ''), 'not xml']) {
      const report = preflight(message, { file: 'm.xml' });
      expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it.each([
    ['a member the types do not have', (r: PreflightReport) => Object.assign(r.files[0]!.findings[0]!, { extra: 1 })],
    ['a release member the types do not have', (r: PreflightReport) => Object.assign(r.files[0]!.release!, { extra: 1 })],
    ['a code outside ErncFileStatus', (r: PreflightReport) => Object.assign(r.files[0]!.findings[0]!, { code: 'FileOK' })],
    ['a severity other than error or warning', (r: PreflightReport) => Object.assign(r.files[0]!.findings[0]!, { severity: 'info' })],
    ['an ERN version that is not dotted', (r: PreflightReport) => Object.assign(r.files[0]!, { ernVersion: '43' })],
    ['a DDEX reference without its clause', (r: PreflightReport) => delete (r.files[0]!.findings[2]!.ddex as Partial<{ clause: unknown }>).clause],
    ['a DDEX role DDEX does not have', (r: PreflightReport) => Object.assign(r.files[0]!.findings[2]!.ddex!, { role: 'Warning' })],
    ['a notice of a kind the types do not have', (r: PreflightReport) => Object.assign(r.files[0]!.notices![0]!, { kind: 'info' })],
    ['a files count without one of its counts', (r: PreflightReport) => delete (r.files[0]!.filesCheck as Partial<{ noHashSum: unknown }>).noHashSum],
    ['a track without its ISRC member', (r: PreflightReport) => delete (r.files[0]!.release!.tracks[0] as Partial<{ isrc: unknown }>).isrc],
  ])('refuses %s', (_name, spoil) => {
    const report = structuredClone(full);
    spoil(report);
    expect(validate(report)).toBe(false);
  });
});
