import { describe, expect, it } from 'vitest';
import { mainReleaseOf, releaseReferenceOf, trackReleasesOf } from '../../../../mock-server/src/ern/release/main-release.js';
import { readErnTree } from '../../../../mock-server/src/ern/release/read-tree.js';
import { summarizeRelease } from '../../../../mock-server/src/ern/release/summarize.js';
import type { ErnTree } from '../../../../mock-server/src/ern/release/tree.js';
import { edit, ern382, ern43 } from '../preflight/messages.js';

function treeOf(xml: string): ErnTree {
  const read = readErnTree(xml);
  if (!read.ok) expect.fail(`${read.code}: ${read.message}`);
  return read.tree;
}

/** Two discs of the 4.3 message's one recording A1 and a second one A3, numbered by SequenceNumber or by position. */
function twoDiscs(): string {
  const withA3 = edit(ern43(), '<Image>', `<SoundRecording><ResourceReference>A3</ResourceReference><Type>MusicalWorkSoundRecording</Type>
      <SoundRecordingEdition><ResourceId><ISRC>USRC17607840</ISRC></ResourceId></SoundRecordingEdition>
      <DisplayTitleText>Second Song</DisplayTitleText><Duration>PT1M</Duration></SoundRecording>
    <Image>`);
  return edit(withA3, `<ResourceGroup>
        <ResourceGroupContentItem>
          <SequenceNumber>1</SequenceNumber>
          <ReleaseResourceReference>A1</ReleaseResourceReference>
        </ResourceGroupContentItem>`, `<ResourceGroup>
        <ResourceGroup><SequenceNumber>1</SequenceNumber>
          <ResourceGroupContentItem><SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem>
        </ResourceGroup>
        <ResourceGroup><SequenceNumber>2</SequenceNumber>
          <ResourceGroupContentItem><ReleaseResourceReference>A3</ReleaseResourceReference></ResourceGroupContentItem>
          <ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem>
        </ResourceGroup>`);
}

describe('summarizeRelease', () => {
  it('reads every field of a 4.3 album', () => {
    const summary = summarizeRelease(treeOf(ern43()))!;
    expect(summary).toMatchObject({
      message: { id: 'M1', sender: 'Example Records', createdAt: '2025-01-02T03:04:05Z' },
      releaseReference: 'R0', title: 'Example Album', displayArtist: 'The Examples', label: 'Example Label', releaseType: 'Album',
      displayArtists: [{ name: 'The Examples', partyReference: 'P1', roles: ['MainArtist'] }],
      ids: { icpn: '4006381333931', grid: 'A12425GABC1234002M', catalogNumber: null, proprietaryIds: [] },
      cover: { resourceReference: 'A2', files: [{ location: 'cover.jpg', hashSum: null }] },
      deals: [{ releaseReferences: ['R0', 'R1'], territories: ['Worldwide'], excludedTerritories: [], useTypes: ['PermanentDownload'],
        commercialModels: ['PayAsYouGoModel'], start: '2025-02-01', end: null }],
    });
    expect(summary.tracks).toEqual([{
      sequence: 1, disc: null, number: 1, resourceReference: 'A1', kind: 'SoundRecording', title: 'First Song',
      displayArtist: 'The Examples', isrc: 'USRC17607839', duration: 'PT3M5S', files: [{ location: 'a1.flac', hashSum: null }],
    }]);
  });

  it('reads a 3.8.2 album: names instead of parties, FilePath + FileName, Usage/UseType, the global original release date', () => {
    const summary = summarizeRelease(treeOf(ern382()))!;
    expect(summary).toMatchObject({
      title: 'Example Album', displayArtist: 'The Examples', label: 'Example Label', originalReleaseDate: '2024-12-01',
      displayArtists: [{ name: 'The Examples', partyReference: null, roles: ['MainArtist'] }],
      cover: { resourceReference: 'A2', files: [{ location: 'https://cdn.example/cover.jpg', hashSum: null }] },
      deals: [{ useTypes: ['PermanentDownload'], territories: ['Worldwide'] }],
    });
    expect(summary.tracks.map(({ title, isrc, files }) => ({ title, isrc, files }))).toEqual([
      { title: 'First Song', isrc: 'USRC17607839', files: [{ location: 'resources/a1.flac', hashSum: null }] },
    ]);
  });

  it('numbers tracks by disc: the SequenceNumber of each disc group, the item\'s SequenceNumber else its position on the disc', () => {
    const tracks = summarizeRelease(treeOf(twoDiscs()))!.tracks;
    expect(tracks.map(({ sequence, disc, number, resourceReference }) => ({ sequence, disc, number, resourceReference }))).toEqual([
      { sequence: 1, disc: 1, number: 1, resourceReference: 'A1' },
      { sequence: 2, disc: 2, number: 1, resourceReference: 'A3' },
      { sequence: 3, disc: 2, number: 2, resourceReference: 'A1' },
    ]);
  });

  it('replaces UserDefined by its UserDefinedValue', () => {
    const summary = summarizeRelease(treeOf(edit(ern43(), '<UseType>PermanentDownload</UseType>',
      '<UseType UserDefinedValue="CloudLocker">UserDefined</UseType>')))!;
    expect(summary.deals[0]!.useTypes).toEqual(['CloudLocker']);
  });

  it('reads the 4.x hash sum of a file', () => {
    const summary = summarizeRelease(treeOf(edit(ern43(), '<File><URI>a1.flac</URI></File>',
      '<File><URI>a1.flac</URI><HashSum><Algorithm>MD5</Algorithm><HashSumValue>0123456789abcdef0123456789abcdef</HashSumValue></HashSum></File>')))!;
    expect(summary.tracks[0]!.files).toEqual([{ location: 'a1.flac', hashSum: { algorithm: 'MD5', value: '0123456789abcdef0123456789abcdef' } }]);
  });

  it('is null when the message has no main release', () => {
    expect(summarizeRelease(treeOf(ern43().replace(/<Release>[\s\S]*?<\/Release>\s*/, '')))).toBeNull();
  });
});

describe('the main release of ERN 3.8', () => {
  const unflagged = () => edit(ern382(), '<Release IsMainRelease="true">', '<Release>');
  /** The track release R1 first in the ReleaseList, so that "the first" and "the album" differ. */
  const trackFirst = (xml: string) => {
    const track = /<Release>\s*<ReleaseId><ISRC>[\s\S]*?<\/Release>\s*/.exec(xml)![0];
    return edit(xml.replace(track, ''), '<ReleaseList>\n', `<ReleaseList>\n    ${track}`);
  };

  it.each([
    { name: 'the release flagged IsMainRelease="true", wherever it stands', xml: () => trackFirst(ern382()), want: 'R0' },
    { name: 'without a flag, the release of an album type', xml: () => trackFirst(unflagged()), want: 'R0' },
    { name: 'without a flag or an album type, the first release', xml: () => trackFirst(edit(unflagged(), '<ReleaseType>Album</ReleaseType>', '<ReleaseType>Bundle</ReleaseType>')), want: 'R1' },
    { name: 'the flag over the album type', xml: () => edit(edit(ern382(), '<Release IsMainRelease="true">', '<Release>'),
      '<Release>\n      <ReleaseId><ISRC>', '<Release IsMainRelease="true">\n      <ReleaseId><ISRC>'), want: 'R1' },
  ])('is $name', ({ xml, want }) => {
    const tree = treeOf(xml());
    expect(releaseReferenceOf(mainReleaseOf(tree)!)).toBe(want);
    expect(summarizeRelease(tree)!.releaseReference).toBe(want);
  });

  it('has the TrackRelease-typed releases as track releases, not the main one', () => {
    expect(trackReleasesOf(treeOf(ern382())).map(releaseReferenceOf)).toEqual(['R1']);
    expect(trackReleasesOf(treeOf(ern43())).map(releaseReferenceOf)).toEqual(['R1']);
  });
});
