import { describe, expect, it } from 'vitest';
import { edit, ern382, ern43, findingsOf, lineOf } from './messages.js';

const rule = 'main-release-artist';

const ern43ArtistLines = '<DisplayArtistName>The Examples</DisplayArtistName>\n      <DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel';
const ern382ArtistLines = '<DisplayArtistName>The Examples</DisplayArtistName>\n        <LabelName>Example Label</LabelName>\n        <Title TitleType="DisplayTitle"><TitleText>Example Album</TitleText></Title>\n        <DisplayArtist><PartyName><FullName>The Examples</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>';

describe(rule, () => {
  it.each([
    {
      name: 'a 4.3 main release without DisplayArtistName or DisplayArtist',
      xml: () => edit(ern43(), ern43ArtistLines, '<ReleaseLabel'),
      needle: '<Release>', quoted: 'Add DisplayArtistName and a DisplayArtist with the ArtistPartyReference',
    },
    {
      name: 'a 3.8.2 main release without DisplayArtistName or DisplayArtist',
      xml: () => edit(ern382(), ern382ArtistLines, '<LabelName>Example Label</LabelName>\n        <Title TitleType="DisplayTitle"><TitleText>Example Album</TitleText></Title>'),
      needle: '<Release IsMainRelease', quoted: 'to its ReleaseDetailsByTerritory',
    },
  ])('reports $name, at the release', ({ xml, needle, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule, code: 'PrimaryArtistNameMissing', severity: 'error', line: lineOf(message, needle), path: '/NewReleaseMessage/ReleaseList[1]/Release[1]',
    });
    expect(findings[0]!.message).toContain('The main release "Example Album" has no display artist');
    expect(findings[0]!.message).toContain(quoted);
  });

  it.each([
    { name: 'the 4.3 message', xml: ern43 },
    { name: 'the 3.8.2 message', xml: ern382 },
    { name: 'a 4.3 release naming its artist only by a DisplayArtist party', xml: () => edit(ern43(), '<DisplayArtistName>The Examples</DisplayArtistName>\n      <DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel', '<DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel') },
    { name: 'a message without a main release (main-release-title reports it)', xml: () => ern43().replace(/<Release>[\s\S]*?<\/Release>\s*/, '') },
  ])('finds nothing in $name', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
