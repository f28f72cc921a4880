import { describe, expect, it } from 'vitest';
import { edit, ern382, ern43, findingsOf, IDS, lineOf } from './messages.js';

const rule = 'identifier-syntax';

describe(rule, () => {
  it.each([
    {
      name: 'an ISRC with hyphens',
      xml: () => edit(ern43(), `<ResourceId><ISRC>${IDS.isrc}</ISRC>`, '<ResourceId><ISRC>US-RC1-76-07839</ISRC>'),
      needle: 'US-RC1-76-07839',
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingEdition[1]/ResourceId[1]/ISRC[1]',
      quoted: 'ResourceId/ISRC "US-RC1-76-07839" is not a valid ISRC',
    },
    {
      name: 'an ICPN with a wrong check digit',
      xml: () => edit(ern43(), `<ICPN>${IDS.icpn}</ICPN>`, '<ICPN>4006381333932</ICPN>'),
      needle: '<ICPN>4006381333932',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseId[1]/ICPN[1]',
      quoted: 'ReleaseId/ICPN "4006381333932" is not a valid ICPN (UPC/EAN): its check digit is 2, but the digits before it give 1',
    },
    {
      name: 'a GRid with a wrong check character',
      xml: () => edit(ern43(), `<GRid>${IDS.grid}</GRid>`, '<GRid>A12425GABC1234002X</GRid>'),
      needle: '<GRid>A12425GABC1234002X',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseId[1]/GRid[1]',
      quoted: 'GRid "A12425GABC1234002X" is not a valid GRid',
    },
    {
      name: 'a 3.8.2 track release ISRC of 11 characters',
      xml: () => edit(ern382(), `<ReleaseId><ISRC>${IDS.isrc}</ISRC></ReleaseId>`, '<ReleaseId><ISRC>USRC1760783</ISRC></ReleaseId>'),
      needle: '<ISRC>USRC1760783<',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[2]/ReleaseId[1]/ISRC[1]',
      quoted: 'ReleaseId/ISRC "USRC1760783"',
    },
  ])('reports $name', ({ xml, needle, path, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule, code: 'IdentifierSyntaxInvalid', severity: 'error', line: lineOf(message, needle), path });
    expect(findings[0]!.message).toContain(quoted);
    expect(findings[0]!.message).toContain('Correct the value');
  });

  it.each([{ name: '4.3', xml: ern43 }, { name: '3.8.2', xml: ern382 }])('finds nothing in the $name message', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
