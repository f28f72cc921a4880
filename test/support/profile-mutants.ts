/**
 * Mutants of DDEX's own samples for the release-profile oracle (issue #32 item 4): small textual edits, each made in
 * memory (never saved), that make DDEX's Schematron fail one more rule than it fails on the sample itself. The kit's
 * profile rules must fail the same rules as DDEX's XSL on each (saxon-oracle.test.ts); `adds` is the rule the edit
 * is meant to break, and the oracle test checks that DDEX's XSL does fail it, so a mutant that no longer bites (a
 * changed sample) is seen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { samplesDir } from './ern-samples.js';

export interface ProfileMutant {
  /** Unique, a plain file name: `382-front-cover-to-back`. */
  name: string;
  /** DDEX's sample it edits, under ../shared/ddex-samples. */
  sample: string;
  /** The profile it is checked as: `1.4/AudioAlbumMusicOnly`, `2.1/Audio`. */
  profile: string;
  /** What the edit does, in words. */
  edit: string;
  /**
   * The DDEX rule number the edit makes DDEX's XSL fail (besides those the sample already fails); null for an edit
   * that DDEX's file does not see (it then fails what it fails on the sample, and the kit must agree).
   */
  adds: string | null;
  /** Checked only by `npm run test:profiles` (its profile's XSL is not in `npm test`'s share). */
  everyOnly?: true;
  mutate(xml: string): string;
}

/** `xml` with the `nth` (1-based) occurrence of `from` replaced; throws when there is none (the sample changed). */
export function replaceNth(xml: string, from: string, to: string, nth = 1): string {
  let at = -1;
  for (let seen = 0; seen < nth; seen++) {
    at = xml.indexOf(from, at + 1);
    if (at === -1) throw new Error(`the sample holds no occurrence ${nth} of ${from}`);
  }
  return xml.slice(0, at) + to + xml.slice(at + from.length);
}

/** `xml` with every occurrence of `from` replaced; throws when there is none. */
export function replaceEvery(xml: string, from: string, to: string): string {
  if (!xml.includes(from)) throw new Error(`the sample holds no ${from}`);
  return xml.split(from).join(to);
}

/** `xml` with the first `from` after the first `anchor` replaced; throws when there is none. */
export function replaceAfter(xml: string, anchor: string, from: string, to: string): string {
  const start = xml.indexOf(anchor);
  if (start === -1) throw new Error(`the sample holds no ${anchor}`);
  return xml.slice(0, start) + replaceNth(xml.slice(start), from, to);
}

/** `xml` without the `nth` element that starts with `open` (up to and with its `close`). */
export function removeElement(xml: string, open: string, close: string, nth = 1): string {
  let at = -1;
  for (let seen = 0; seen < nth; seen++) {
    at = xml.indexOf(open, at + 1);
    if (at === -1) throw new Error(`the sample holds no occurrence ${nth} of ${open}`);
  }
  const end = xml.indexOf(close, at);
  if (end === -1) throw new Error(`${open} is not closed by ${close}`);
  return xml.slice(0, at) + xml.slice(end + close.length);
}

const ALBUM_382 = 'ern382/001_audioalbum_complete.xml';
const AUDIO_411 = 'ern411/1_Audio.xml';
const MAIN_382 = '<Release IsMainRelease="true">';
const RELEASE_ID_411 = '<ICPN>00094631432057</ICPN>';
const ISRC_411 = '<ISRC>JPTO09404900</ISRC>';
/** The first TrackRelease's reference to its resource, and the line after it. */
const TRACK_A1 = '<ReleaseResourceReference>A1</ReleaseResourceReference>\n         <ReleaseLabelReference';
/** The first sound recording's default DisplayTitle, as the 4.1.1 sample indents it. */
const TITLE_A1 = '         <DisplayTitle ApplicableTerritoryCode="Worldwide" IsDefault="true">\n            <TitleText>Yume no Lullaby</TitleText>\n         </DisplayTitle>';
const P14 = '1.4/AudioAlbumMusicOnly';
const P21 = '2.1/Audio';

type Spec = Omit<ProfileMutant, 'sample' | 'profile'>;

/** Edits of DDEX's 3.8.2 album, checked as Release Profile 1.4 AudioAlbumMusicOnly (the profile it declares). */
const MUTANTS_382: Spec[] = [
  // The profile's own id, spelled right (the samples write CommonReleaseTypesTypes/…): DDEX's file still fails 1129-1,
  // wanting the Audio Album id; the kit does not (oracle-differences.ts KNOWN_DIFFERENCES).
  { name: '382-own-profile-id', edit: 'ReleaseProfileVersionId spelled CommonReleaseTypes/14/AudioAlbumMusicOnly', adds: null,
    mutate: (xml) => replaceNth(xml, 'CommonReleaseTypesTypes/14/AudioAlbumMusicOnly', 'CommonReleaseTypes/14/AudioAlbumMusicOnly') },
  { name: '382-front-cover-to-back', edit: 'the front cover image made a back cover', adds: '1135-1NR',
    mutate: (xml) => replaceNth(xml, '<ImageType>FrontCoverImage</ImageType>', '<ImageType>BackCoverImage</ImageType>') },
  { name: '382-no-is-main-release', edit: 'IsMainRelease removed', adds: '1078-1',
    mutate: (xml) => replaceNth(xml, '<Release IsMainRelease="true">', '<Release>') },
  { name: '382-main-release-track-release', edit: 'the main release\'s ReleaseType made TrackRelease', adds: '1141-1',
    mutate: (xml) => replaceNth(xml, '<ReleaseType>Album</ReleaseType>', '<ReleaseType>TrackRelease</ReleaseType>') },
  { name: '382-grid-broken', edit: 'the main release\'s GRid cut to 17 characters', adds: '1112-1',
    mutate: (xml) => replaceNth(xml, '<GRid>A1UCASE0000000401X</GRid>', '<GRid>A1UCASE0000000401</GRid>') },
  { name: '382-main-release-without-id', edit: 'the main release\'s GRid emptied', adds: '1142-1',
    mutate: (xml) => replaceNth(xml, '<GRid>A1UCASE0000000401X</GRid>', '<GRid></GRid>') },
  { name: '382-isrc-broken', edit: 'an ISRC with a letter in its last seven characters', adds: '1111-1',
    mutate: (xml) => replaceNth(xml, '<ISRC>CASE00000001</ISRC>', '<ISRC>CASE0000000A</ISRC>') },
  { name: '382-isrc-country', edit: 'an ISRC starting with XX, no country', adds: '1111-2',
    mutate: (xml) => replaceNth(xml, '<ISRC>CASE00000001</ISRC>', '<ISRC>XXSE00000001</ISRC>') },
  { name: '382-isrc-removed', edit: 'a primary sound recording\'s ISRC emptied', adds: '1143-1',
    mutate: (xml) => replaceNth(xml, '<ISRC>CASE00000001</ISRC>', '<ISRC></ISRC>') },
  { name: '382-iswc-broken', edit: 'an ISWC cut short', adds: '1119-1',
    mutate: (xml) => replaceNth(xml, '<ISWC>T1234567890</ISWC>', '<ISWC>T123456789</ISWC>') },
  { name: '382-release-date-removed', edit: 'the main release\'s ReleaseDate removed', adds: '1097-1',
    mutate: (xml) => removeElement(xml, '<ReleaseDate IsApproximate="true">', '</ReleaseDate>') },
  { name: '382-display-artist-unsequenced', edit: 'the main release\'s DisplayArtist SequenceNumber removed', adds: '1123-1',
    mutate: (xml) => replaceAfter(xml, MAIN_382, '<DisplayArtist SequenceNumber="1">', '<DisplayArtist>') },
  { name: '382-display-artist-sequence-gap', edit: 'a DisplayArtist numbered 3 of 2', adds: '1125-1',
    mutate: (xml) => replaceNth(xml, '<DisplayArtist SequenceNumber="2">', '<DisplayArtist SequenceNumber="3">') },
  { name: '382-display-artist-sequence-twice', edit: 'two DisplayArtists numbered 1', adds: '1125-2',
    mutate: (xml) => replaceNth(xml, '<DisplayArtist SequenceNumber="2">', '<DisplayArtist SequenceNumber="1">') },
  { name: '382-resource-type-missing', edit: 'a ResourceGroupContentItem\'s ReleaseResourceReference without ReleaseResourceType', adds: '1085-1',
    mutate: (xml) => replaceNth(xml, '<ReleaseResourceReference ReleaseResourceType="PrimaryResource"', '<ReleaseResourceReference', 7) },
  { name: '382-image-unreferenced-secondary', edit: 'the cover\'s ProprietaryId emptied', adds: '1144-1',
    mutate: (xml) => replaceNth(xml, '>PId0401</ProprietaryId>', '></ProprietaryId>') },
  { name: '382-no-formal-title', edit: 'the main release\'s FormalTitle made an AlternativeTitle', adds: '1088-1',
    mutate: (xml) => replaceAfter(xml, MAIN_382, '<Title TitleType="FormalTitle">', '<Title TitleType="AlternativeTitle">') },
  { name: '382-parental-warning-empty', edit: 'a ParentalWarningType emptied', adds: '1096-1',
    mutate: (xml) => replaceEvery(xml, '<ParentalWarningType>NotExplicit</ParentalWarningType>', '<ParentalWarningType></ParentalWarningType>') },
  { name: '382-resource-release-date-removed', edit: 'the first sound recording\'s ResourceReleaseDate removed', adds: '1098-1',
    mutate: (xml) => removeElement(xml, '<ResourceReleaseDate>', '</ResourceReleaseDate>') },
  { name: '382-indirect-id-removed', edit: 'the first sound recording\'s IndirectSoundRecordingId removed', adds: '1084-1',
    mutate: (xml) => removeElement(xml, '<IndirectSoundRecordingId>', '</IndirectSoundRecordingId>') },
  { name: '382-second-image', edit: 'a second Image (a back cover)', adds: '1133-1',
    mutate: (xml) => replaceNth(xml, '</ResourceList>', '<Image><ImageType>BackCoverImage</ImageType><ResourceReference>A99</ResourceReference></Image></ResourceList>') },
  { name: '382-label-name-removed', edit: 'the main release\'s LabelName removed', adds: '1145-1',
    mutate: (xml) => removeElement(xml, '<LabelName>', '</LabelName>') },
  { name: '382-no-sound-recording-type', edit: 'every SoundRecordingType made NonMusicalWorkSoundRecording', adds: '1134-1',
    mutate: (xml) => replaceEvery(xml, '<SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>', '<SoundRecordingType>NonMusicalWorkSoundRecording</SoundRecordingType>') },
  { name: '382-comment', edit: 'a Comment on a sound recording\'s details', adds: '1122-1',
    mutate: (xml) => replaceNth(xml, '<ParentalWarningType>NotExplicit</ParentalWarningType>', '<ParentalWarningType>NotExplicit</ParentalWarningType><Comment>x</Comment>') },
  { name: '382-track-release-two-resources', edit: 'a track release referring to two resources', adds: '1138-1',
    mutate: (xml) => replaceNth(xml, '<ReleaseResourceReference ReleaseResourceType="PrimaryResource"', '<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A2</ReleaseResourceReference>\n<ReleaseResourceReference ReleaseResourceType="PrimaryResource"', 13) },
  { name: '382-resource-unreferenced', edit: 'the main release\'s list without its sixth sound recording (left unreferenced)', adds: '1131-1',
    mutate: (xml) => replaceNth(xml, '<ReleaseResourceReference ReleaseResourceType="PrimaryResource"\n\t\t\t\t\t>A6</ReleaseResourceReference>', '') },
  { name: '382-territory-tis', edit: 'a TerritoryCode of type TIS', adds: '1109-1',
    mutate: (xml) => replaceNth(xml, '<TerritoryCode>Worldwide</TerritoryCode>', '<TerritoryCode IdentifierType="TIS">2136</TerritoryCode>') },
  { name: '382-catalog-transfer', edit: 'a CatalogTransfer', adds: '1106-1',
    mutate: (xml) => replaceNth(xml, '<ResourceList>', '<CatalogTransfer><CatalogTransferCompleted>false</CatalogTransferCompleted></CatalogTransfer><ResourceList>') },
  // DDEX's 1107-1 ("IsHiddenResource must not be used") reads SoundRecording as a child of the root, where it never
  // is, so it never fails: the kit must not fail it either (and does not).
  { name: '382-hidden-resource', edit: 'IsHiddenResource on a sound recording (DDEX\'s 1107-1 never fires)', adds: null,
    mutate: (xml) => replaceNth(xml, '<ResourceReference>A1</ResourceReference>', '<ResourceReference>A1</ResourceReference><IsHiddenResource>true</IsHiddenResource>') },
  { name: '382-two-main-releases', edit: 'a track release flagged IsMainRelease too', adds: '1078-2',
    mutate: (xml) => replaceNth(xml, '<Release>', '<Release IsMainRelease="true">') },
  { name: '382-resource-group-unsequenced', edit: 'the first SequenceNumber of a ResourceGroup removed', adds: '1080-1',
    mutate: (xml) => replaceNth(xml, '<SequenceNumber>1</SequenceNumber>', '') },
  { name: '382-reference-title-removed', edit: 'a sound recording\'s ReferenceTitle removed', adds: '1087-1',
    mutate: (xml) => removeElement(xml, '<ReferenceTitle>', '</ReferenceTitle>') },
  { name: '382-two-label-names', edit: 'a second LabelName, neither a DisplayLabelName', adds: '1092-1',
    mutate: (xml) => replaceAfter(xml, MAIN_382, '<LabelName>Iron Crown Music</LabelName>', '<LabelName>Iron Crown Music</LabelName><LabelName>Other</LabelName>') },
  { name: '382-icpn-broken', edit: 'an ICPN of 2 digits beside the main release\'s GRid', adds: '1120-1',
    mutate: (xml) => replaceNth(xml, '<GRid>A1UCASE0000000401X</GRid>', '<GRid>A1UCASE0000000401X</GRid><ICPN>12</ICPN>') },
  { name: '382-isni-broken', edit: 'a display artist\'s PartyId flagged ISNI, of 2 digits', adds: '1110-1',
    mutate: (xml) => replaceNth(xml, '<PartyName>', '<PartyId IsISNI="true">12</PartyId><PartyName>') },
  { name: '382-user-defined', edit: 'a UserDefinedValue on an ImageType that is not UserDefined', adds: '1121-1',
    mutate: (xml) => replaceNth(xml, '<ImageType>FrontCoverImage</ImageType>', '<ImageType UserDefinedValue="x" Namespace="y">FrontCoverImage</ImageType>') },
];

/** Edits of DDEX's 4.1.1 album, checked as Release Profile 2.1 Audio (the profile it declares). */
const MUTANTS_411: Spec[] = [
  { name: '411-front-cover-to-back', edit: 'the front cover image made a back cover', adds: '1053-1',
    mutate: (xml) => replaceNth(xml, '<Type>FrontCoverImage</Type>', '<Type>BackCoverImage</Type>') },
  { name: '411-two-main-releases', edit: 'the first TrackRelease renamed Release', adds: '1000-1',
    mutate: (xml) => replaceNth(replaceNth(xml, '<TrackRelease>', '<Release>'), '</TrackRelease>', '</Release>') },
  { name: '411-icpn-broken', edit: 'the main release\'s ICPN with a letter', adds: '1001-1',
    mutate: (xml) => replaceNth(xml, '<ICPN>00094631432057</ICPN>', '<ICPN>0009463143205X</ICPN>') },
  { name: '411-grid-broken', edit: 'the main release\'s ICPN replaced by a GRid of 2 characters', adds: '1003-1',
    mutate: (xml) => replaceNth(xml, '<ICPN>00094631432057</ICPN>', '<GRid>A1</GRid>') },
  { name: '411-isrc-broken', edit: 'an ISRC with a letter in its last seven characters', adds: '1011-1',
    mutate: (xml) => replaceNth(xml, '<ISRC>JPTO09404900</ISRC>', '<ISRC>JPTO0940490A</ISRC>') },
  { name: '411-isrc-country', edit: 'an ISRC starting with XX', adds: '1011-2',
    mutate: (xml) => replaceNth(xml, '<ISRC>JPTO09404900</ISRC>', '<ISRC>XXTO09404900</ISRC>') },
  { name: '411-isrc-removed', edit: 'a primary sound recording\'s ISRC emptied', adds: '1058-1',
    mutate: (xml) => replaceNth(xml, '<ISRC>JPTO09404900</ISRC>', '<ISRC></ISRC>') },
  { name: '411-user-defined', edit: 'a UserDefinedValue on a Type that is not UserDefined', adds: '1012-1',
    mutate: (xml) => replaceNth(xml, '<Type>FrontCoverImage</Type>', '<Type UserDefinedValue="Poster" Namespace="PADPIDA2013042401U">FrontCoverImage</Type>') },
  { name: '411-two-defaults', edit: 'a second DisplayTitle with IsDefault true', adds: '1014-1',
    mutate: (xml) => replaceNth(xml, '<DisplayTitle LanguageAndScriptCode="ja-Jpan" ApplicableTerritoryCode="Worldwide">', '<DisplayTitle LanguageAndScriptCode="ja-Jpan" ApplicableTerritoryCode="Worldwide" IsDefault="true">') },
  { name: '411-display-artist-unsequenced', edit: 'the main release\'s DisplayArtist SequenceNumber removed', adds: '1016-1',
    mutate: (xml) => replaceNth(xml, '<DisplayArtist SequenceNumber="1">\n            <ArtistPartyReference>PSaekoShu</ArtistPartyReference>\n            <DisplayArtistRole>', '<DisplayArtist>\n            <ArtistPartyReference>PSaekoShu</ArtistPartyReference>\n            <DisplayArtistRole>') },
  { name: '411-primary-unsequenced', edit: 'a ResourceGroupContentItem\'s SequenceNumber removed', adds: '1020-1',
    mutate: (xml) => replaceNth(xml, '<SequenceNumber>3</SequenceNumber>', '') },
  { name: '411-sequence-twice', edit: 'two ResourceGroupContentItems numbered 2', adds: '1021-1',
    mutate: (xml) => replaceNth(xml, '<SequenceNumber>3</SequenceNumber>', '<SequenceNumber>2</SequenceNumber>') },
  { name: '411-main-release-without-id', edit: 'the main release\'s ICPN emptied', adds: '1025-1',
    mutate: (xml) => replaceNth(xml, '<ICPN>00094631432057</ICPN>', '<ICPN></ICPN>') },
  { name: '411-cover-without-proprietary-id', edit: 'the cover\'s ProprietaryId emptied', adds: '1029-1',
    mutate: (xml) => replaceNth(xml, '>PACKSHOT:0094631432057</ProprietaryId>', '></ProprietaryId>') },
  { name: '411-contributor-twice', edit: 'a Contributor listed twice', adds: '1030-1',
    mutate: (xml) => xml.replace(/(<Contributor SequenceNumber="1">[\s\S]*?<\/Contributor>)/, '$1<Contributor SequenceNumber="2"><ContributorPartyReference>PSaekoShu</ContributorPartyReference><Role>Composer</Role></Contributor>') },
  { name: '411-display-start-after-deal', edit: 'a ReleaseDisplayStartDate after the deal\'s StartDate', adds: '1038-1',
    mutate: (xml) => replaceNth(xml, '</ValidityPeriod>', '</ValidityPeriod><ReleaseDisplayStartDate>2005-01-01</ReleaseDisplayStartDate>') },
  { name: '411-carrier-type-download', edit: 'a CarrierType in a deal whose UseType is a download', adds: '1042-1',
    mutate: (xml) => replaceNth(xml, '<UseType>PermanentDownload</UseType>', '<UseType>PermanentDownload</UseType><CarrierType>CD</CarrierType>') },
  { name: '411-track-release-removed', edit: 'the first TrackRelease removed', adds: '1045-1',
    mutate: (xml) => removeElement(xml, '<TrackRelease>', '</TrackRelease>') },
  { name: '411-track-release-isrc', edit: 'a TrackRelease identified by an ISRC', adds: '1046-1',
    mutate: (xml) => replaceNth(xml, '<ProprietaryId Namespace="PADPIDA2013042401U">00094631432057_JPTO09404900_R1</ProprietaryId>', '<ISRC>JPTO09404900</ISRC>') },
  { name: '411-track-release-two-resources', edit: 'a TrackRelease referring to two resources', adds: '1047-1',
    mutate: (xml) => replaceNth(xml, '<ReleaseResourceReference>A1</ReleaseResourceReference>\n         <ReleaseLabelReference', '<ReleaseResourceReference>A1</ReleaseResourceReference><ReleaseResourceReference>A2</ReleaseResourceReference>\n         <ReleaseLabelReference') },
  { name: '411-track-release-of-cover', edit: 'a TrackRelease for the cover image', adds: '1048-1',
    mutate: (xml) => replaceNth(xml, '</ReleaseList>', '<TrackRelease><ReleaseReference>R99</ReleaseReference><ReleaseId><ProprietaryId Namespace="PADPIDA2013042401U">x</ProprietaryId></ReleaseId><ReleaseResourceReference>A22</ReleaseResourceReference></TrackRelease></ReleaseList>') },
  { name: '411-track-release-title-repeated', edit: 'a TrackRelease repeating its resource\'s DisplayTitleText', adds: '1049-2',
    mutate: (xml) => replaceNth(xml, '<ReleaseResourceReference>A1</ReleaseResourceReference>\n         <ReleaseLabelReference', '<ReleaseResourceReference>A1</ReleaseResourceReference><DisplayTitleText>Yume no Lullaby</DisplayTitleText>\n         <ReleaseLabelReference') },
  { name: '411-other-profile', edit: 'ReleaseProfileVersionId Video, checked as Audio', adds: '1050-1',
    mutate: (xml) => replaceNth(xml, 'ReleaseProfileVersionId="Audio"', 'ReleaseProfileVersionId="Video"') },
  { name: '411-unknown-variant', edit: 'a ReleaseProfileVariantVersionId that is no variant', adds: '1051-1',
    mutate: (xml) => replaceNth(xml, 'ReleaseProfileVersionId="Audio"', 'ReleaseProfileVersionId="Audio" ReleaseProfileVariantVersionId="Remix"') },
  { name: '411-no-musical-work', edit: 'every sound recording of type SpokenWordSoundRecording', adds: '1052-1',
    mutate: (xml) => replaceEvery(xml, '<Type>MusicalWorkSoundRecording</Type>', '<Type>Unknown</Type>') },
  { name: '411-cover-unlinked', edit: 'the ResourceGroup\'s LinkedReleaseResourceReference to the cover removed', adds: '1057-1',
    mutate: (xml) => removeElement(xml, '<LinkedReleaseResourceReference>', '</LinkedReleaseResourceReference>') },
  { name: '411-isni-broken', edit: 'a party\'s ISNI of 4 digits', adds: '1002-1',
    mutate: (xml) => replaceNth(xml, '<PartyReference>PSaekoShu</PartyReference>', '<PartyReference>PSaekoShu</PartyReference><PartyId IsISNI="true">1234</PartyId>') },
  { name: '411-deal-use-type-physical', edit: 'a BulkOrderWholesalePricePerUnit in a deal whose UseType is a download, not PurchaseAsPhysicalProduct', adds: '1041-1',
    mutate: (xml) => replaceNth(xml, '<PriceCode Namespace="PADPIDA2013042401U">AAAA</PriceCode>', '<PriceCode Namespace="PADPIDA2013042401U">AAAA</PriceCode><BulkOrderWholesalePricePerUnit CurrencyCode="JPY">1</BulkOrderWholesalePricePerUnit>') },
  { name: '411-side-without-purchase', edit: 'the top ResourceGroup typed Side while no deal sells a purchase', adds: '1028-1',
    mutate: (xml) => replaceNth(xml, '<ResourceGroup >', '<ResourceGroup ResourceGroupType="Side">') },
  { name: '411-sici-broken', edit: 'a SICI of 2 characters in the main release\'s ReleaseId', adds: '1004-1',
    mutate: (xml) => replaceNth(xml, RELEASE_ID_411, `${RELEASE_ID_411}<SICI>12</SICI>`) },
  { name: '411-issn-broken', edit: 'a ISSN of 2 characters in the main release\'s ReleaseId', adds: '1005-1',
    mutate: (xml) => replaceNth(xml, RELEASE_ID_411, `${RELEASE_ID_411}<ISSN>12</ISSN>`) },
  { name: '411-isbn-broken', edit: 'a ISBN of 2 characters in the main release\'s ReleaseId', adds: '1006-1',
    mutate: (xml) => replaceNth(xml, RELEASE_ID_411, `${RELEASE_ID_411}<ISBN>12</ISBN>`) },
  { name: '411-visan-broken', edit: 'a VISAN of 2 characters in a sound recording\'s ResourceId', adds: '1007-1',
    mutate: (xml) => replaceNth(xml, ISRC_411, `${ISRC_411}<VISAN>12</VISAN>`) },
  { name: '411-isan-broken', edit: 'a ISAN of 2 characters in a sound recording\'s ResourceId', adds: '1008-1',
    mutate: (xml) => replaceNth(xml, ISRC_411, `${ISRC_411}<ISAN>12</ISAN>`) },
  { name: '411-ismn-broken', edit: 'a ISMN of 2 characters in the main release\'s ReleaseId', adds: '1009-1',
    mutate: (xml) => replaceNth(xml, RELEASE_ID_411, `${RELEASE_ID_411}<ISMN>12</ISMN>`) },
  { name: '411-iswc-broken', edit: 'a ISWC of 2 characters in a sound recording\'s ResourceId', adds: '1010-1',
    mutate: (xml) => replaceNth(xml, ISRC_411, `${ISRC_411}<ISWC>12</ISWC>`) },
  { name: '411-user-defined-no-namespace', edit: 'a UserDefinedValue without a Namespace', adds: '1012-2',
    mutate: (xml) => replaceNth(xml, '<Type>FrontCoverImage</Type>', '<Type UserDefinedValue="Poster">UserDefined</Type>') },
  { name: '411-two-main-artists', edit: 'a second DisplayArtist of the first sound recording, MainArtist too', adds: '1017-1',
    mutate: (xml) => replaceNth(xml, '<DisplayArtistRole>MainArtist</DisplayArtistRole>\n         </DisplayArtist>', '<DisplayArtistRole>MainArtist</DisplayArtistRole>\n         </DisplayArtist><DisplayArtist SequenceNumber="2"><ArtistPartyReference>PEMI</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>') },
  { name: '411-secondary-sequenced', edit: 'the cover sequenced in a ResourceGroupContentItem', adds: '1023-1',
    mutate: (xml) => replaceNth(xml, '<LinkedReleaseResourceReference>A22</LinkedReleaseResourceReference>', '<ResourceGroupContentItem><SequenceNumber>22</SequenceNumber><ReleaseResourceReference>A22</ReleaseResourceReference></ResourceGroupContentItem><LinkedReleaseResourceReference>A22</LinkedReleaseResourceReference>') },
  { name: '411-track-preview-after-deal', edit: 'a TrackListingPreviewStartDate after the deal\'s StartDate', adds: '1038-2',
    mutate: (xml) => replaceNth(xml, '</ValidityPeriod>', '</ValidityPeriod><TrackListingPreviewStartDate>2005-01-01</TrackListingPreviewStartDate>') },
  { name: '411-cover-preview-after-deal', edit: 'a CoverArtPreviewStartDate after the deal\'s StartDate', adds: '1038-3',
    mutate: (xml) => replaceNth(xml, '</ValidityPeriod>', '</ValidityPeriod><CoverArtPreviewStartDate>2005-01-01</CoverArtPreviewStartDate>') },
  { name: '411-clip-preview-after-deal', edit: 'a ClipPreviewStartDate after the deal\'s StartDate', adds: '1038-4',
    mutate: (xml) => replaceNth(xml, '</ValidityPeriod>', '</ValidityPeriod><ClipPreviewStartDate>2005-01-01</ClipPreviewStartDate>') },
  { name: '411-display-date-time-after-deal', edit: 'a ReleaseDisplayStartDateTime after the deal\'s StartDate', adds: '1038-5',
    mutate: (xml) => replaceNth(xml, '</ValidityPeriod>', '</ValidityPeriod><ReleaseDisplayStartDateTime>2005-01-01T00:00:00</ReleaseDisplayStartDateTime>') },
  { name: '411-display-after-deal-date-time', edit: 'a ReleaseDisplayStartDate after a deal\'s StartDateTime', adds: '1039-1',
    mutate: (xml) => replaceNth(replaceNth(xml, '<StartDate>2004-04-01</StartDate>', '<StartDateTime>2004-04-01T00:00:00</StartDateTime>'), '</ValidityPeriod>', '</ValidityPeriod><ReleaseDisplayStartDate>2005-01-01</ReleaseDisplayStartDate>') },
  { name: '411-physical-returns-download', edit: 'PhysicalReturns in a deal whose UseType is a download', adds: '1043-1',
    mutate: (xml) => replaceNth(xml, '<UseType>PermanentDownload</UseType>', '<UseType>PermanentDownload</UseType><PhysicalReturns><PhysicalReturnsAllowed>true</PhysicalReturnsAllowed></PhysicalReturns>') },
  { name: '411-products-per-carton-download', edit: 'NumberOfProductsPerCarton in a deal whose UseType is a download', adds: '1044-1',
    mutate: (xml) => replaceNth(xml, '<UseType>PermanentDownload</UseType>', '<UseType>PermanentDownload</UseType><NumberOfProductsPerCarton>2</NumberOfProductsPerCarton>') },
  { name: '411-track-release-display-title-repeated', edit: 'a TrackRelease repeating its resource\'s DisplayTitle, indented alike', adds: '1049-1',
    mutate: (xml) => replaceNth(xml, TRACK_A1, TRACK_A1.replace('\n', `\n${TITLE_A1}\n`)) },
  // DDEX compares the titles' string values, the indentation between their children included: the same title written
  // without it is no repeat to DDEX's file, and is one to the kit (oracle-differences.ts lists it).
  { name: '411-track-release-display-title-unindented', edit: 'a TrackRelease repeating its resource\'s DisplayTitle, without indentation', adds: null,
    mutate: (xml) => replaceNth(xml, TRACK_A1, TRACK_A1.replace('\n', `\n${TITLE_A1.replace(/\n\s*/g, '')}\n`)) },
];

/** Edits of DDEX's 3.8.2 album checked as a Release Profile 1.3 profile (named in `profile`). */
const MUTANTS_13: (Spec & { profile: string })[] = [
  // 1.3's file too asks for the Audio Album id (1129-1): DDEX fails 1.3.1's own id, the kit does not (oracle-differences.ts).
  { name: '382-own-profile-id-131', profile: '1.3/AudioAlbumMusicOnly', adds: null,
    edit: 'ReleaseProfileVersionId spelled CommonReleaseTypes/131/AudioAlbumMusicOnly',
    mutate: (xml) => replaceNth(xml, 'CommonReleaseTypesTypes/14/AudioAlbumMusicOnly', 'CommonReleaseTypes/131/AudioAlbumMusicOnly') },
  // DDEX's 1690-2 reports every grouping title with a text it never filled in; the kit leaves it out (oracle-differences.ts).
  { name: '382-grouping-title', profile: '1.3/DigitalClassicalAudioAlbum', adds: '1690-2', everyOnly: true,
    edit: 'the main release\'s DisplayTitle made a GroupingTitle',
    mutate: (xml) => replaceAfter(xml, MAIN_382, '<Title TitleType="DisplayTitle">', '<Title TitleType="GroupingTitle">') },
];

/** Every mutant, with the sample and the profile it is checked as. */
export const PROFILE_MUTANTS: readonly ProfileMutant[] = [
  ...MUTANTS_382.map((spec) => ({ ...spec, sample: ALBUM_382, profile: P14 })),
  ...MUTANTS_411.map((spec) => ({ ...spec, sample: AUDIO_411, profile: P21 })),
  ...MUTANTS_13.map((spec) => ({ ...spec, sample: ALBUM_382 })),
];

/** The mutant's message: its sample, read from ../shared, edited in memory. */
export function mutantXml(mutant: ProfileMutant): string {
  return mutant.mutate(readFileSync(path.join(samplesDir, mutant.sample), 'utf8'));
}
