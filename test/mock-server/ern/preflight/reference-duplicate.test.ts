import { describe, expect, it } from 'vitest';
import { edit, ern382, ern43, findingsOf, lineOf } from './messages.js';

const rule = 'reference-duplicate';

describe(rule, () => {
  it.each([
    {
      name: 'two resources with ResourceReference A1 (4.3)',
      xml: () => edit(ern43(), '<ResourceReference>A2</ResourceReference>', '<ResourceReference>A1</ResourceReference>'),
      needle: '<ResourceReference>A1', nth: 2,
      path: '/NewReleaseMessage/ResourceList[1]/Image[1]/ResourceReference[1]',
      quoted: 'ResourceReference "A1" of this Image is already the reference of the SoundRecording at line',
    },
    {
      name: 'two parties with PartyReference P1',
      xml: () => edit(ern43(), '<PartyReference>P2</PartyReference>', '<PartyReference>P1</PartyReference>'),
      needle: '<PartyReference>P1', nth: 2,
      path: '/NewReleaseMessage/PartyList[1]/Party[2]/PartyReference[1]',
      quoted: 'PartyReference "P1"',
    },
    {
      name: 'a TrackRelease with the Release\'s ReleaseReference',
      xml: () => edit(ern43(), '<ReleaseReference>R1</ReleaseReference>', '<ReleaseReference>R0</ReleaseReference>'),
      needle: '<ReleaseReference>R0', nth: 2,
      path: '/NewReleaseMessage/ReleaseList[1]/TrackRelease[1]/ReleaseReference[1]',
      quoted: 'ReleaseReference "R0" of this TrackRelease is already the reference of the Release',
    },
    {
      name: 'two technical details T1',
      xml: () => edit(ern43(), '<TechnicalResourceDetailsReference>T2<', '<TechnicalResourceDetailsReference>T1<'),
      needle: '<TechnicalResourceDetailsReference>T1', nth: 2,
      path: '/NewReleaseMessage/ResourceList[1]/Image[1]/TechnicalDetails[1]/TechnicalResourceDetailsReference[1]',
      quoted: 'TechnicalResourceDetailsReference "T1"',
    },
    {
      name: 'two 3.8.2 releases R0',
      xml: () => edit(ern382(), '<ReleaseReference>R1</ReleaseReference>', '<ReleaseReference>R0</ReleaseReference>'),
      needle: '<ReleaseReference>R0', nth: 2,
      path: '/NewReleaseMessage/ReleaseList[1]/Release[2]/ReleaseReference[1]',
      quoted: 'ReleaseReference "R0"',
    },
  ])('reports $name at the second definition', ({ xml, needle, nth, path, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule, code: 'NewReleaseMessageInvalid', severity: 'error', line: lineOf(message, needle, nth), path });
    expect(findings[0]!.message).toContain(quoted);
    expect(findings[0]!.message).toContain(`line ${lineOf(message, needle)}`);
  });

  it.each([
    { name: 'the 4.3 message', xml: ern43 },
    { name: 'the 3.8.2 message', xml: ern382 },
    // A pointer repeating an anchor's value is a use, not a second definition.
    { name: 'a ReleaseResourceReference equal to a ResourceReference', xml: () => edit(ern43(), '<DealReleaseReference>R1</DealReleaseReference>', '') },
  ])('finds nothing in $name', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
