/** Table rows for the 1.4 MultiProfile rules about the ReleaseList and its Releases (see case.ts). */
import { rp14CatalogTransfer } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-catalog-transfer.js';
import { rp14ClineMustBeProvidedAtTerritorialLevel1 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-cline-must-be-provided-at-territorial-level1.js';
import { rp14ClineMustBeProvidedAtTerritorialLevel2 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-cline-must-be-provided-at-territorial-level2.js';
import { rp14CommentMustNotBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-comment-must-not-be-provided.js';
import { rp14DisplayArtistMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-display-artist-must-be-provided.js';
import { rp14DisplayArtistNamesMustBeDifferent } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-display-artist-names-must-be-different.js';
import { rp14DisplayArtistsMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-display-artists-must-be-sequenced.js';
import { rp14DisplayLabelMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-display-label-must-be-provided.js';
import { rp14LabelNameMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-label-name-must-be-provided.js';
import { rp14LabelNameMustBeProvided2 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-label-name-must-be-provided2.js';
import { rp14LabelNameMustBeProvided3 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-label-name-must-be-provided3.js';
import { rp14MainReleaseMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-main-release-must-be-provided.js';
import { rp14MainReleaseMustHaveGridOrIcpn } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-main-release-must-have-grid-or-icpn.js';
import { rp14MustContainComponentRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-component-release.js';
import { rp14MustContainMultipleReleases } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-multiple-releases.js';
import { rp14MustContainTrackRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-track-release.js';
import { rp14MustContainTwoReleases } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-two-releases.js';
import { rp14ParentalWarningTypeMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-parental-warning-type-must-be-provided.js';
import { rp14PlineMustBeProvidedAtTerritorialLevel1 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-pline-must-be-provided-at-territorial-level1.js';
import { rp14PlineMustBeProvidedAtTerritorialLevel2 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-pline-must-be-provided-at-territorial-level2.js';
import { rp14ReleaseDateMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-release-date-must-be-provided.js';
import { rp14SingleDisplayTitlePerTerritory } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-single-display-title-per-territory.js';
import { rp14SingleFormalTitlePerTerritory } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-single-formal-title-per-territory.js';
import { rp14TrackReleaseMustNotContainManyResources } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-track-release-must-not-contain-many-resources.js';
import { rp14UserDefinedLabelNameType } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-user-defined-label-name-type.js';
import { ALBUM_382 as A, edit } from './album382.js';
import type { MultiProfileCase } from './case.js';

const MAIN = '<Release IsMainRelease="true">';
const TRACK = '<Release>\n<ReleaseId><ISRC>';
const TRACK_TYPE = '<ReleaseType>TrackRelease</ReleaseType>';
const RDBT_END = '<ReleaseDate>2024-05-01</ReleaseDate>\n</ReleaseDetailsByTerritory>';
const LABEL = '<LabelName>Test Label</LabelName>';
const US_RDBT = '\n<ReleaseDetailsByTerritory><TerritoryCode>US</TerritoryCode></ReleaseDetailsByTerritory>';
const PLINE = '<PLine><Year>2024</Year><PLineText>(P) 2024 Test Label</PLineText></PLine>';
const CLINE = '<CLine><Year>2024</Year><CLineText>(C) 2024 Test Label</CLineText></CLine>';
const ALBUM_ONLY = edit(A, ['</Release>\n<Release>', '</Release>\n<!--Release>'], ['</Release>\n</ReleaseList>', '</Release-->\n</ReleaseList>']);

export const RELEASE_CASES: MultiProfileCase[] = [
  { rule: rp14MainReleaseMustBeProvided, name: 'no Release is main', fail: edit(A, [MAIN, '<Release>']), want: ['1078-1'], says: 'IsMainRelease' },
  { rule: rp14MainReleaseMustBeProvided, name: 'IsMainRelease="1"', fail: edit(A, [MAIN, '<Release IsMainRelease="1">']), want: ['1078-1'], says: 'IsMainRelease' },
  { rule: rp14MainReleaseMustBeProvided, name: 'two main releases', fail: edit(A, [TRACK, '<Release IsMainRelease="true">\n<ReleaseId><ISRC>']), want: ['1078-2'], says: 'IsMainRelease' },
  { rule: rp14MainReleaseMustBeProvided, name: 'LongformVideo: two Releases', profile: 'LongformVideo', fail: A, want: ['1380-2'], says: 'Releases', pass: ALBUM_ONLY },
  { rule: rp14MainReleaseMustHaveGridOrIcpn, name: 'the main release has a ProprietaryId only', fail: edit(A, ['<ICPN>5012345678900</ICPN>', '<ProprietaryId Namespace="x">1</ProprietaryId>']), want: ['1142-1'], says: 'ICPN' },
  { rule: rp14MainReleaseMustHaveGridOrIcpn, name: 'the main release\'s ICPN is empty', fail: edit(A, ['<ICPN>5012345678900</ICPN>', '<ICPN> </ICPN>']), want: ['1142-1'], says: 'GRid' },
  { rule: rp14MustContainTrackRelease, name: 'the track release is a Single', fail: edit(A, [TRACK_TYPE, '<ReleaseType>Single</ReleaseType>']), want: ['1130-1'], says: 'TrackRelease' },
  { rule: rp14MustContainTwoReleases, name: 'the album alone', fail: ALBUM_ONLY, want: ['1137-1'], says: 'track releases' },
  { rule: rp14MustContainMultipleReleases, name: 'the album alone', fail: ALBUM_ONLY, want: ['1131-1'], says: 'track release' },
  {
    rule: rp14TrackReleaseMustNotContainManyResources, name: 'the track release names the cover too', fail: edit(A,
      ['<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>\n</ReleaseResourceReferenceList>\n' + TRACK_TYPE,
        '<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>\n<ReleaseResourceReference>A2</ReleaseResourceReference>\n</ReleaseResourceReferenceList>\n' + TRACK_TYPE]),
    want: ['1138-1'], says: 'ReleaseResourceReferenceList',
  },
  {
    rule: rp14MustContainComponentRelease, name: 'a ResourceGroup directly under the first Release names A3, which no track release does',
    fail: edit(A, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType>Album</ReleaseType><ResourceGroup><ResourceGroupContentItem><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A3</ReleaseResourceReference></ResourceGroupContentItem></ResourceGroup>']),
    want: ['1077-1'], says: 'TrackRelease',
    pass: edit(A, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType>Album</ReleaseType><ResourceGroup><ResourceGroupContentItem><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference></ResourceGroupContentItem></ResourceGroup>']),
  },
  { rule: rp14DisplayArtistMustBeProvided, name: 'the track release has no DisplayArtist', fail: edit(A, ['<DisplayArtist SequenceNumber="1"><PartyName><FullName>Test Artist</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>\n<ReleaseDate>', '<ReleaseDate>']), want: ['1139-1'], says: 'DisplayArtist' },
  { rule: rp14DisplayArtistNamesMustBeDifferent, name: 'a DisplayArtistName in the ReleaseResourceReferenceList repeats the release\'s', fail: edit(A, ['</ReleaseResourceReferenceList>', '<DisplayArtistName>Test Artist</DisplayArtistName></ReleaseResourceReferenceList>']), want: ['1140-1'], says: 'DisplayArtistName' },
  { rule: rp14DisplayArtistsMustBeSequenced, name: 'a DisplayArtist without SequenceNumber', fail: edit(A, ['<DisplayArtist SequenceNumber="1">', '<DisplayArtist>']), want: ['1123-1'], says: 'SequenceNumber' },
  { rule: rp14SingleFormalTitlePerTerritory, name: 'no FormalTitle', fail: edit(A, ['<Title TitleType="FormalTitle"><TitleText>Test Album</TitleText></Title>', '']), want: ['1088-1'], says: 'FormalTitle' },
  { rule: rp14SingleFormalTitlePerTerritory, name: 'an empty FormalTitle', fail: edit(A, ['<TitleText>Test Album</TitleText></Title>', '<TitleText> </TitleText></Title>']), want: ['1088-1'], says: 'FormalTitle' },
  { rule: rp14SingleDisplayTitlePerTerritory, name: 'no DisplayTitle', fail: edit(A, ['<Title TitleType="DisplayTitle"><TitleText>Test Album</TitleText></Title>', '']), want: ['1089-1'], says: 'DisplayTitle' },
  { rule: rp14LabelNameMustBeProvided2, name: 'the track release has no LabelName', fail: edit(A, [LABEL, '<!---->', 2], ['<!---->', LABEL]), want: ['1145-1'], says: 'LabelName' },
  { rule: rp14LabelNameMustBeProvided3, name: 'the album has no LabelName', fail: edit(A, [LABEL, '']), want: ['1146-1'], says: 'LabelName' },
  { rule: rp14LabelNameMustBeProvided, name: 'an empty LabelName and a second territory without one', fail: edit(A, [LABEL, '<LabelName> </LabelName>'], [RDBT_END, RDBT_END + US_RDBT]), want: ['1093-1'], says: 'LabelName', pass: edit(A, [RDBT_END, RDBT_END + US_RDBT]) },
  { rule: rp14DisplayLabelMustBeProvided, name: 'two LabelNames, none the display one', fail: edit(A, [LABEL, LABEL + '<LabelName>Other</LabelName>']), want: ['1092-1'], says: 'DisplayLabelName', pass: edit(A, [LABEL, '<LabelName LabelNameType="DisplayLabelName">Test Label</LabelName><LabelName>Other</LabelName>']) },
  { rule: rp14UserDefinedLabelNameType, name: 'a UserDefinedValue without LabelNameType nor Namespace', fail: edit(A, [LABEL, '<LabelName UserDefinedValue="Imprint">Test Label</LabelName>']), want: ['1094-1', '1094-2'], says: 'LabelName', pass: edit(A, [LABEL, '<LabelName LabelNameType="UserDefined" UserDefinedValue="Imprint" Namespace="PADPIDA0000000001X">Test Label</LabelName>']) },
  { rule: rp14ParentalWarningTypeMustBeProvided, name: 'no ParentalWarningType', fail: edit(A, ['<ParentalWarningType>NotExplicit</ParentalWarningType>', '']), want: ['1096-1'], says: 'ParentalWarningType' },
  { rule: rp14ReleaseDateMustBeProvided, name: 'the track release has no ReleaseDate', fail: edit(A, ['<ReleaseDate>2024-05-01</ReleaseDate>', '<!---->', 2], ['<!---->', '<ReleaseDate>2024-05-01</ReleaseDate>']), want: ['1097-1'], says: 'ReleaseDate', pass: edit(A, ['<ReleaseDate>2024-05-01</ReleaseDate>', '', 0], [PLINE, PLINE + '<GlobalReleaseDate>2024-05-01</GlobalReleaseDate>', 0]) },
  { rule: rp14PlineMustBeProvidedAtTerritorialLevel1, name: 'the album\'s PLine repeated in its only territory', fail: edit(A, [RDBT_END, PLINE + RDBT_END]), want: ['1017-1'], says: 'PLine' },
  { rule: rp14PlineMustBeProvidedAtTerritorialLevel2, name: 'no PLine on the album nor in its territory', fail: edit(A, [PLINE, '']), want: ['1017-1'], says: 'PLine' },
  { rule: rp14ClineMustBeProvidedAtTerritorialLevel1, name: 'the album\'s CLine repeated in its only territory', fail: edit(A, [RDBT_END, CLINE + RDBT_END]), want: ['1017-1NR'], says: 'CLine' },
  { rule: rp14ClineMustBeProvidedAtTerritorialLevel2, name: 'no CLine on the album nor in its territory', fail: edit(A, [CLINE, '']), want: ['1017-1NR'], says: 'CLine', pass: edit(A, [CLINE, ''], [RDBT_END, CLINE + RDBT_END]) },
  { rule: rp14CatalogTransfer, name: 'a CatalogTransfer', fail: edit(A, ['<ResourceList>', '<CatalogTransfer><TerritoryCode>Worldwide</TerritoryCode></CatalogTransfer>\n<ResourceList>']), want: ['1106-1'], says: 'CatalogTransfer' },
  { rule: rp14CommentMustNotBeProvided, name: 'a MessageHeader Comment', fail: edit(A, ['<MessageCreatedDateTime>', '<Comment>hello</Comment>\n<MessageCreatedDateTime>']), want: ['1122-1'], says: 'Comment' },
];
