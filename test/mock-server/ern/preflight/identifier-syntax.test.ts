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

  // Empty identifiers identify nothing; the schemas (plain strings) let them through, and the rule once skipped them.
  it.each([
    { name: 'ISRC', xml: () => edit(ern43(), `<ResourceId><ISRC>${IDS.isrc}</ISRC>`, '<ResourceId><ISRC></ISRC>'), needle: '<ISRC></ISRC>', quoted: 'ResourceId/ISRC is empty' },
    { name: 'ICPN', xml: () => edit(ern43(), `<ICPN>${IDS.icpn}</ICPN>`, '<ICPN/>'), needle: '<ICPN/>', quoted: 'ReleaseId/ICPN is empty' },
    { name: 'GRid', xml: () => edit(ern43(), `<GRid>${IDS.grid}</GRid>`, '<GRid> </GRid>'), needle: '<GRid> </GRid>', quoted: 'ReleaseId/GRid is empty' },
    { name: '3.8.2 ProprietaryId', xml: () => edit(ern382(), '>C1</ProprietaryId>', '></ProprietaryId>'), needle: '></ProprietaryId>', quoted: 'ImageId/ProprietaryId is empty' },
    { name: 'ISWC', xml: () => edit(ern43(), `<ResourceId><ISRC>${IDS.isrc}</ISRC></ResourceId>`, `<ResourceId><ISRC>${IDS.isrc}</ISRC></ResourceId><ISWC></ISWC>`), needle: '<ISWC>', quoted: 'SoundRecordingEdition/ISWC is empty' },
    { name: 'MessageSender PartyId', xml: () => edit(ern43(), '<MessageSender><PartyId>PADPIDA0000000001X</PartyId>', '<MessageSender><PartyId></PartyId>'), needle: '<MessageSender>', quoted: 'MessageSender/PartyId is empty' },
  ])('reports an empty $name', ({ xml, needle, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings.map(({ line, severity, code }) => ({ line, severity, code }))).toEqual([{ line: lineOf(message, needle), severity: 'error', code: 'IdentifierSyntaxInvalid' }]);
    expect(findings[0]!.message).toContain(quoted);
    expect(findings[0]!.message).toContain('Write its value, or remove the element');
  });

  // Another release's identifiers: a 4.x RelatedRelease, a 3.8.x HostSoundCarrier (the release a recording was first on).
  it.each([
    {
      name: 'a 4.3 RelatedRelease\'s GRid',
      xml: () => edit(ern43(), '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <ResourceGroup>',
        '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType>\n<ReleaseId><GRid>A12425GABC1234002X</GRid></ReleaseId></RelatedRelease>\n      <ResourceGroup>'),
      needle: '<GRid>A12425GABC1234002X', quoted: 'RelatedRelease/ReleaseId/GRid "A12425GABC1234002X" is not a valid GRid',
    },
    {
      name: 'a 3.8.2 HostSoundCarrier\'s ICPN',
      xml: () => edit(ern382(), '<TerritoryCode>Worldwide</TerritoryCode>\n        <Title TitleType="DisplayTitle"><TitleText>First Song</TitleText></Title>\n        <DisplayArtist>',
        '<TerritoryCode>Worldwide</TerritoryCode>\n        <Title TitleType="DisplayTitle"><TitleText>First Song</TitleText></Title>\n<HostSoundCarrier><ReleaseId><ICPN>4006381333932</ICPN></ReleaseId></HostSoundCarrier>\n        <DisplayArtist>'),
      needle: '<ICPN>4006381333932', quoted: 'HostSoundCarrier/ReleaseId/ICPN "4006381333932" is not a valid ICPN',
    },
  ])('reports $name', ({ xml, needle, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings.map(({ line }) => line)).toEqual([lineOf(message, needle)]);
    expect(findings[0]!.message).toContain(quoted);
  });

  it.each([{ name: '4.3', xml: ern43 }, { name: '3.8.2', xml: ern382 }])('finds nothing in the $name message', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
