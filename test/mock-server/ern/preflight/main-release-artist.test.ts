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

  it('names a release without a title by its reference, not as ""', () => {
    const untitled = edit(edit(ern43(), '<DisplayTitleText>Example Album</DisplayTitleText>', ''), '<DisplayTitle><TitleText>Example Album</TitleText></DisplayTitle>', '');
    const findings = findingsOf(edit(untitled, ern43ArtistLines, '<ReleaseLabel'), rule);
    expect(findings.map((finding) => finding.message)).toEqual([expect.stringContaining('The main release R0 (no title) has no display artist')]);
    expect(findings[0]!.message).not.toContain('""');
  });

  it('says that a 4.3 message written in 3.8\'s structure has its artist where ERN 3.8 puts it', () => {
    const message = edit(ern382(), 'xmlns:ern="http://ddex.net/xml/ern/382"', 'xmlns:ern="http://ddex.net/xml/ern/43"');
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      line: lineOf(message, '<DisplayArtistName>The Examples'),
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseDetailsByTerritory[1]/DisplayArtistName[1]',
    });
    for (const words of ['has no display artist where ERN 4.3 reads it', 'DisplayArtistName "The Examples" stands in ReleaseDetailsByTerritory, where ERN 3.8 puts it',
      'namespace is http://ddex.net/xml/ern/43 (ERN 4.3)', 'declare its 3.8 namespace', 'directly in the Release']) {
      expect(findings[0]!.message).toContain(words);
    }
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
