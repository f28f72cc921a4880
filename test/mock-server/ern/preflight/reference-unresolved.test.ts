import { describe, expect, it } from 'vitest';
import { edit, ern382, ern43, findingsOf, lineOf } from './messages.js';

const rule = 'reference-unresolved';

describe(rule, () => {
  it.each([
    {
      name: 'a 4.3 track list item naming no resource',
      xml: () => edit(ern43(), '<ReleaseResourceReference>A1</ReleaseResourceReference>\n        </ResourceGroupContentItem>',
        '<ReleaseResourceReference>A9</ReleaseResourceReference>\n        </ResourceGroupContentItem>'),
      needle: '<ReleaseResourceReference>A9',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ResourceGroup[1]/ResourceGroupContentItem[1]/ReleaseResourceReference[1]',
      quoted: 'ResourceGroupContentItem/ReleaseResourceReference "A9" names no resource',
    },
    {
      name: 'a 4.3 TrackRelease naming no resource',
      xml: () => edit(ern43(), '<ReleaseResourceReference>A1</ReleaseResourceReference>\n      <ReleaseLabelReference>',
        '<ReleaseResourceReference>A7</ReleaseResourceReference>\n      <ReleaseLabelReference>'),
      needle: '<ReleaseResourceReference>A7',
      path: '/NewReleaseMessage/ReleaseList[1]/TrackRelease[1]/ReleaseResourceReference[1]',
      quoted: 'TrackRelease/ReleaseResourceReference "A7"',
    },
    {
      name: 'a linked cover naming no resource',
      xml: () => edit(ern43(), '<LinkedReleaseResourceReference>A2<', '<LinkedReleaseResourceReference>A3<'),
      needle: '<LinkedReleaseResourceReference>A3',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ResourceGroup[1]/LinkedReleaseResourceReference[1]',
      quoted: 'LinkedReleaseResourceReference "A3"',
    },
    {
      name: 'a deal naming no release',
      xml: () => edit(ern43(), '<DealReleaseReference>R1<', '<DealReleaseReference>R5<'),
      needle: '<DealReleaseReference>R5',
      path: '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/DealReleaseReference[2]',
      quoted: 'DealReleaseReference "R5" names no release',
    },
    {
      name: 'a display artist naming no party',
      xml: () => edit(ern43(), '<ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel',
        '<ArtistPartyReference>PX</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel'),
      needle: '<ArtistPartyReference>PX',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/DisplayArtist[1]/ArtistPartyReference[1]',
      quoted: 'DisplayArtist/ArtistPartyReference "PX" names no party',
    },
    {
      name: 'a contributor naming no party',
      xml: () => edit(ern43(), '<ContributorPartyReference>P1<', '<ContributorPartyReference>P9<'),
      needle: '<ContributorPartyReference>P9',
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/Contributor[1]/ContributorPartyReference[1]',
      quoted: 'ContributorPartyReference "P9"',
    },
    {
      name: 'a label naming no party',
      xml: () => edit(ern43(), '<ReleaseLabelReference>P2<', '<ReleaseLabelReference>P3<'),
      needle: '<ReleaseLabelReference>P3',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseLabelReference[1]',
      quoted: 'Release/ReleaseLabelReference "P3" names no party',
    },
    {
      name: 'deal technical details naming nothing',
      xml: () => edit(ern43(), '<Deal>\n', '<Deal>\n<DealTechnicalResourceDetailsReferenceList><DealTechnicalResourceDetailsReference>T8</DealTechnicalResourceDetailsReference></DealTechnicalResourceDetailsReferenceList>\n'),
      needle: '<DealTechnicalResourceDetailsReference>T8',
      path: '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTechnicalResourceDetailsReferenceList[1]/DealTechnicalResourceDetailsReference[1]',
      quoted: 'DealTechnicalResourceDetailsReference "T8" names no technical details',
    },
    {
      name: 'a release visibility reference naming nothing',
      xml: () => edit(ern43(), '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <ResourceGroup>',
        '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <ReleaseVisibilityReference>V1</ReleaseVisibilityReference>\n      <ResourceGroup>'),
      needle: '<ReleaseVisibilityReference>V1',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseVisibilityReference[1]',
      quoted: 'ReleaseVisibilityReference "V1" names no release visibility',
    },
    {
      name: 'a 3.8.2 ReleaseResourceReferenceList naming no resource',
      xml: () => edit(ern382(), '<ReleaseResourceReference>A2</ReleaseResourceReference>', '<ReleaseResourceReference>A4</ReleaseResourceReference>'),
      needle: '<ReleaseResourceReference>A4',
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseResourceReferenceList[1]/ReleaseResourceReference[2]',
      quoted: 'ReleaseResourceReferenceList/ReleaseResourceReference "A4"',
    },
  ])('reports $name, at its line and path', ({ xml, needle, path, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule, code: 'NewReleaseMessageInvalid', severity: 'error', line: lineOf(message, needle), path,
    });
    expect(findings[0]!.message).toContain(quoted);
    expect(findings[0]!.message).toMatch(/Add .* or correct the reference/);
  });

  // ERN 3.8.x wraps a video's VideoCueSheetReference in an element of the same name; every version wraps
  // ResourceContainedResourceReference so (with DurationUsed, StartPoint, Purpose beside it). The wrapper names nothing.
  const cueSheetList = '  <CueSheetList><CueSheet><CueSheetReference>Q1</CueSheetReference></CueSheet></CueSheetList>\n  <ResourceList>';
  const video382 = (cueSheet: string, contained = 'A1') => edit(edit(ern382(), '  <ResourceList>', cueSheetList), '  </ResourceList>', `    <Video>
      <ResourceReference>A3</ResourceReference>
      <VideoCueSheetReference><VideoCueSheetReference>${cueSheet}</VideoCueSheetReference></VideoCueSheetReference>
      <ResourceContainedResourceReferenceList><ResourceContainedResourceReference>
        <ResourceContainedResourceReference>${contained}</ResourceContainedResourceReference><DurationUsed>PT30S</DurationUsed>
      </ResourceContainedResourceReference></ResourceContainedResourceReferenceList>
    </Video>
  </ResourceList>`);

  it.each([
    { name: 'a 3.8.2 video naming no cue sheet inside its VideoCueSheetReference wrapper', xml: () => video382('Q9'), needle: '<VideoCueSheetReference>Q9',
      path: '/NewReleaseMessage/ResourceList[1]/Video[1]/VideoCueSheetReference[1]/VideoCueSheetReference[1]', quoted: 'VideoCueSheetReference/VideoCueSheetReference "Q9" names no cue sheet' },
    { name: 'a ResourceContainedResourceReference naming no resource', xml: () => video382('Q1', 'A8'), needle: '<ResourceContainedResourceReference>A8',
      path: '/NewReleaseMessage/ResourceList[1]/Video[1]/ResourceContainedResourceReferenceList[1]/ResourceContainedResourceReference[1]/ResourceContainedResourceReference[1]',
      quoted: 'ResourceContainedResourceReference "A8" names no resource' },
  ])('reports $name (the inner element), not the wrapper', ({ xml, needle, path, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule, line: lineOf(message, needle), path });
    expect(findings[0]!.message).toContain(quoted);
  });

  it('finds nothing in a 3.8.2 video whose wrapped VideoCueSheetReference and ResourceContainedResourceReference resolve', () => {
    expect(findingsOf(video382('Q1'), rule)).toEqual([]);
  });

  it('reports an empty reference as empty', () => {
    const message = edit(ern43(), '<ReleaseLabelReference>P2</ReleaseLabelReference>\n      <ResourceGroup>', '<ReleaseLabelReference></ReleaseLabelReference>\n      <ResourceGroup>');
    expect(findingsOf(message, rule).map((finding) => finding.message)).toEqual([expect.stringContaining('ReleaseLabelReference is empty')]);
  });

  it.each([
    { name: 'the 4.3 message', xml: ern43 },
    { name: 'the 3.8.2 message', xml: ern382 },
    { name: 'a deal naming a clip\'s technical details', xml: () => edit(
      edit(ern43(), '<DeliveryFile><Type>AudioFile</Type>', '<ClipDetails><TechnicalResourceDetailsReference>T1C</TechnicalResourceDetailsReference></ClipDetails><DeliveryFile><Type>AudioFile</Type>'),
      '<Deal>\n', '<Deal>\n<DealTechnicalResourceDetailsReferenceList><DealTechnicalResourceDetailsReference>T1C</DealTechnicalResourceDetailsReference></DealTechnicalResourceDetailsReferenceList>\n') },
    { name: 'a track release visibility defined in TrackReleaseVisibility', xml: () => edit(
      edit(ern43(), '<ReleaseResourceReference>A1</ReleaseResourceReference>\n      <ReleaseLabelReference>', '<ReleaseResourceReference>A1</ReleaseResourceReference>\n      <ReleaseLabelReference>'),
      '<Deal>\n', '<TrackReleaseVisibility><VisibilityReference>V1</VisibilityReference></TrackReleaseVisibility>\n<Deal>\n')
      .replace('<ReleaseLabelReference>P2</ReleaseLabelReference>\n    </TrackRelease>', '<ReleaseLabelReference>P2</ReleaseLabelReference>\n<ReleaseVisibilityReference>V1</ReleaseVisibilityReference>\n    </TrackRelease>') },
  ])('finds nothing in $name, whose references all resolve', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
