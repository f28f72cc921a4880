/**
 * A RelatedRelease (4.x, in a Release or resource; 3.8.x, in ReleaseDetailsByTerritory) names another release: its
 * ids, title, artist and dates are kept (vocabulary.ts) so that identifier-syntax and date-impossible check them, but
 * they are never the main release's. The summary and the rules about the main release read the release's own.
 */
import { describe, expect, it } from 'vitest';
import { preflight } from '../../../../mock-server/src/ern/preflight/index.js';
import { edit, ern43, IDS } from './messages.js';

const OTHER_GRID = 'A1UCASE0000000401X';

/** The 4.3 album with its GRid, ICPN, artist and title taken out, and a RelatedRelease that has all four. */
function albumRelatedOnly(): string {
  const related = `<RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType>
        <ReleaseId><GRid>${IDS.grid}</GRid><ICPN>${IDS.icpn}</ICPN></ReleaseId>
        <DisplayTitleText>Another Album</DisplayTitleText>
        <DisplayArtistName>Someone Else</DisplayArtistName>
        <ReleaseDate>2001-05-01</ReleaseDate>
      </RelatedRelease>
      <ResourceGroup>`;
  let xml = edit(ern43(), `<ReleaseId><GRid>${IDS.grid}</GRid><ICPN>${IDS.icpn}</ICPN></ReleaseId>`, '<ReleaseId><CatalogNumber>EX-1</CatalogNumber></ReleaseId>');
  xml = edit(xml, '<DisplayArtistName>The Examples</DisplayArtistName>\n      <DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>\n      <ReleaseLabel', '<ReleaseLabel');
  return edit(xml, '<ResourceGroup>', related);
}

describe('a RelatedRelease is another release', () => {
  it('gives the main release none of its ids, title, artist or date', () => {
    const release = preflight(albumRelatedOnly(), { profile: 'off' }).files[0]!.release!;
    expect(release.ids).toMatchObject({ grid: null, icpn: null, catalogNumber: 'EX-1' });
    expect(release.title).toBe('Example Album');
    expect(release.displayArtist).toBeNull();
    expect(release.releaseDate).toBeNull();
  });

  it('does not stand in for the main release\'s display artist', () => {
    const findings = preflight(albumRelatedOnly(), { profile: 'off' }).files[0]!.findings.filter((finding) => finding.rule === 'main-release-artist');
    expect(findings.map((finding) => finding.message)).toEqual([expect.stringContaining('The main release "Example Album" has no display artist')]);
  });

  it('has its identifiers checked as that release\'s', () => {
    const xml = edit(albumRelatedOnly(), `<ReleaseId><GRid>${IDS.grid}</GRid>`, `<ReleaseId><GRid>${OTHER_GRID}</GRid>`);
    const findings = preflight(xml, { profile: 'off' }).files[0]!.findings.filter((finding) => finding.rule === 'identifier-syntax');
    expect(findings.map((finding) => finding.path)).toEqual(['/NewReleaseMessage/ReleaseList[1]/Release[1]/RelatedRelease[1]/ReleaseId[1]/GRid[1]']);
    expect(findings[0]!.message).toContain(`RelatedRelease/ReleaseId/GRid "${OTHER_GRID}"`);
  });
});
