/**
 * Table rows for the 1.4 MultiProfile rules about values anywhere in the message: identifiers, territories, sequence
 * numbers, works and collections (see case.ts).
 */
import { rp14CollectionItemMustNotHaveManyIsComplete } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-collection-item-must-not-have-many-is-complete.js';
import { rp14FlagsOnlyOnContentItems } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-flags-only-on-content-items.js';
import { rp14Grid } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-grid.js';
import { rp14Icpn } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-icpn.js';
import { rp14Isan } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-isan.js';
import { rp14Isbn } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-isbn.js';
import { rp14Ismn } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-ismn.js';
import { rp14Isni } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-isni.js';
import { rp14Isrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-isrc.js';
import { rp14Issn } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-issn.js';
import { rp14Iswc } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-iswc.js';
import { rp14MustHaveCollectionList } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-have-collection-list.js';
import { rp14MusicalWorkContributorRole } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-musical-work-contributor-role.js';
import { rp14OneCollectionMustHaveEquivalentReleaseReference } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-one-collection-must-have-equivalent-release-reference.js';
import { rp14PercentageValue } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-percentage-value.js';
import { rp14RightSharePercentage } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-right-share-percentage.js';
import { rp14RightSharePercentageValue } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-right-share-percentage-value.js';
import { rp14SequenceNumberAsAttribute } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-sequence-number-as-attribute.js';
import { rp14SequenceNumberAsElement } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-sequence-number-as-element.js';
import { rp14Sici } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-sici.js';
import { rp14Territory } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-territory.js';
import { rp14TerritoryTis } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-territory-tis.js';
import { rp14UserDefinedValue } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-user-defined-value.js';
import { rp14Visan } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-visan.js';
import { ALBUM_382 as A, edit } from './album382.js';
import type { MultiProfileCase } from './case.js';

const RESOURCES_END = '</Image>\n</ResourceList>';
const ISRC = '<ISRC>GBAAA2400001</ISRC>';
const TERRITORY = '<TerritoryCode>Worldwide</TerritoryCode>';
const ITEM_1 = '<SequenceNumber>1</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>';
const ARTIST = '<DisplayArtist SequenceNumber="1">';
const PRODUCER = '<ResourceContributor SequenceNumber="1">';

/** The album with a Text (A5) and SheetMusic (A6) whose Ids hold these identifiers, and a Video (A7) with ISAN and VISAN. */
function identified(ids: { isbn?: string; issn?: string; sici?: string; ismn?: string; isan?: string; visan?: string }): string {
  const text = `<Text><TextType>Booklet</TextType><TextId><ISBN>${ids.isbn ?? '9781234567897'}</ISBN><ISSN>${ids.issn ?? '1234-567X'}</ISSN><SICI>${ids.sici ?? '1234-5678(1999)1:1<1:T>2.0.CO;2-A'}</SICI></TextId><ResourceReference>A5</ResourceReference></Text>`;
  const sheet = `<SheetMusic><SheetMusicId><ISMN>${ids.ismn ?? '9790123456785'}</ISMN></SheetMusicId><ResourceReference>A6</ResourceReference></SheetMusic>`;
  const video = `<Video><VideoId><ISAN>${ids.isan ?? '0000ABCD1234'}</ISAN><VISAN>${ids.visan ?? '0000ABCD12340000ABCD1234'}</VISAN></VideoId><ResourceReference>A7</ResourceReference></Video>`;
  return edit(A, [RESOURCES_END, `</Image>\n${text.replace('<1:T>', '&lt;1:T&gt;')}\n${sheet}\n${video}\n</ResourceList>`]);
}

/** The album with a WorkList holding one MusicalWork with these children. */
function withWork(children: string): string {
  return edit(A, ['<ResourceList>', `<WorkList><MusicalWork><MusicalWorkReference>W1</MusicalWorkReference>${children}</MusicalWork></WorkList>\n<ResourceList>`]);
}
const COMPOSER = '<MusicalWorkContributor SequenceNumber="1"><PartyName><FullName>Com Poser</FullName></PartyName><MusicalWorkContributorRole>Composer</MusicalWorkContributorRole></MusicalWorkContributor>';
const share = (percentage: string, attributes = ''): string => `<RightShare><TerritoryCode>Worldwide</TerritoryCode><RightSharePercentage${attributes}>${percentage}</RightSharePercentage></RightShare>`;
const collections = (body: string): string => edit(A, ['<ReleaseList>', `<CollectionList>${body}</CollectionList>\n<ReleaseList>`]);

export const VALUE_CASES: MultiProfileCase[] = [
  { rule: rp14Isrc, name: 'an ISRC with hyphens', fail: edit(A, [ISRC, '<ISRC>GB-AAA-24-00001</ISRC>']), want: ['1111-1'], says: 'ISRC' },
  { rule: rp14Isrc, name: 'an ISRC of country XX', fail: edit(A, [ISRC, '<ISRC>XXAAA2400001</ISRC>']), want: ['1111-2'], says: 'ISRC' },
  { rule: rp14Isrc, name: 'an empty ISRC', fail: edit(A, [ISRC, '<ISRC></ISRC>']), want: ['1111-1', '1111-2'], says: 'ISRC' },
  { rule: rp14Grid, name: 'a short GRid', fail: edit(A, ['<ICPN>5012345678900</ICPN>', '<GRid>A1-2345</GRid>']), want: ['1112-1'], says: 'GRid', pass: edit(A, ['<ICPN>5012345678900</ICPN>', '<GRid>A10302B0001234567L</GRid>']) },
  { rule: rp14Icpn, name: 'a three-digit ICPN', fail: edit(A, ['<ICPN>5012345678900</ICPN>', '<ICPN>123</ICPN>']), want: ['1120-1'], says: 'ICPN' },
  { rule: rp14Iswc, name: 'an ISWC with dots', fail: edit(A, ['<ISWC>T1234567890</ISWC>', '<ISWC>T-123.456.789-0</ISWC>']), want: ['1119-1'], says: 'ISWC' },
  { rule: rp14Isbn, name: 'an ISBN with hyphens', fail: identified({ isbn: '978-1-23456-789-7' }), want: ['1115-1'], says: 'ISBN', pass: identified({}) },
  { rule: rp14Issn, name: 'an ISSN without hyphen', fail: identified({ issn: '1234567X' }), want: ['1114-1'], says: 'ISSN', pass: identified({}) },
  { rule: rp14Sici, name: 'a SICI without hyphen', fail: identified({ sici: '12345678' }), want: ['1113-1'], says: 'SICI', pass: identified({}) },
  { rule: rp14Ismn, name: 'an old-style ISMN', fail: identified({ ismn: 'M-2306-7118-7' }), want: ['1118-1'], says: 'ISMN', pass: identified({}) },
  { rule: rp14Isan, name: 'a lower-case ISAN', fail: identified({ isan: '0000abcd1234' }), want: ['1117-1'], says: 'ISAN', pass: identified({}) },
  { rule: rp14Visan, name: 'a short VISAN', fail: identified({ visan: '0000ABCD' }), want: ['1116-1'], says: 'VISAN', pass: identified({}) },
  { rule: rp14Isni, name: 'a PartyId flagged ISNI with spaces', fail: edit(A, ['<PartyId>P1</PartyId>', '<PartyId IsISNI="true">0000 0001 2146 438X</PartyId>']), want: ['1110-1'], says: 'PartyId', pass: edit(A, ['<PartyId>P1</PartyId>', '<PartyId IsISNI="true">000000012146438X</PartyId>']) },
  { rule: rp14Territory, name: 'an ISO code with a digit', fail: edit(A, [TERRITORY, '<TerritoryCode>U1S</TerritoryCode>']), want: ['1108-1'], says: 'TerritoryCode', pass: edit(A, [TERRITORY, '<TerritoryCode>USA</TerritoryCode>']) },
  { rule: rp14Territory, name: 'a TIS code that is no number', fail: edit(A, [TERRITORY, '<TerritoryCode IdentifierType="TIS">US</TerritoryCode>']), want: ['1108-2'], says: 'TIS', pass: edit(A, [TERRITORY, '<TerritoryCode IdentifierType="TIS">2136</TerritoryCode>']) },
  { rule: rp14Territory, name: 'a deprecated code of two letters', fail: edit(A, [TERRITORY, '<ExcludedTerritoryCode IdentifierType="DeprecatedISO">YU</ExcludedTerritoryCode>']), want: ['1108-3'], says: 'ExcludedTerritoryCode', pass: edit(A, [TERRITORY, '<TerritoryCode IdentifierType="DeprecatedISO">YUCS</TerritoryCode>']) },
  { rule: rp14TerritoryTis, name: 'a TIS code', fail: edit(A, [TERRITORY, '<TerritoryCode IdentifierType="TIS">2136</TerritoryCode>']), want: ['1109-1'], says: 'TIS' },
  { rule: rp14UserDefinedValue, name: 'a ReleaseType with a UserDefinedValue but its own value', fail: edit(A, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType UserDefinedValue="MiniAlbum">Album</ReleaseType>']), want: ['1121-1', '1121-2'], says: 'ReleaseType', pass: edit(A, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType UserDefinedValue="MiniAlbum" Namespace="PADPIDA0000000001X">UserDefined</ReleaseType>']) },
  { rule: rp14UserDefinedValue, name: 'a UserDefinedValue deep in a technical detail', fail: edit(A, ['<Duration>', '<SoundRecordingDetailsByTerritory><TechnicalSoundRecordingDetails><AudioCodecType UserDefinedValue="x" Namespace="y">MP3</AudioCodecType></TechnicalSoundRecordingDetails></SoundRecordingDetailsByTerritory><Duration>']), want: ['1121-1'], says: 'AudioCodecType' },
  { rule: rp14SequenceNumberAsElement, name: 'a track numbered 2 of 1', fail: edit(A, [ITEM_1, '<SequenceNumber>2</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']), want: ['1669-1'], says: 'SequenceNumber' },
  { rule: rp14SequenceNumberAsElement, name: 'a SequenceNumber that is no number', fail: edit(A, [ITEM_1, '<SequenceNumber>one</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']), want: ['1669-1'], says: 'SequenceNumber' },
  { rule: rp14SequenceNumberAsElement, name: 'two items numbered 1', fail: edit(A, [ITEM_1, `${ITEM_1}<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference></ResourceGroupContentItem><ResourceGroupContentItem>${ITEM_1}`]), want: ['1129-2'], says: 'SequenceNumber' },
  { rule: rp14SequenceNumberAsAttribute, name: 'a DisplayArtist numbered 3 of 1', fail: edit(A, [ARTIST, '<DisplayArtist SequenceNumber="3">']), want: ['1125-1'], says: 'SequenceNumber' },
  { rule: rp14SequenceNumberAsAttribute, name: 'two producers numbered 1', fail: edit(A, [PRODUCER, `${PRODUCER}<PartyName><FullName>Other</FullName></PartyName></ResourceContributor>${PRODUCER}`]), want: ['1125-2'], says: 'SequenceNumber' },
  { rule: rp14MusicalWorkContributorRole, name: 'a MusicalWork with a publisher only', fail: withWork(COMPOSER.replace('>Composer<', '>MusicPublisher<')), want: ['1099-1'], says: 'MusicalWorkContributor', pass: withWork(COMPOSER) },
  { rule: rp14RightSharePercentage, name: 'shares of 60 and 50', fail: withWork(COMPOSER + share('60') + share('50')), want: ['1104-1'], says: 'RightSharePercentage', pass: withWork(COMPOSER + share('60') + share('40')) },
  { rule: rp14RightSharePercentageValue, name: 'a single share of 100', fail: withWork(COMPOSER + share('100')), want: ['1105-1'], says: 'RightSharePercentage', pass: withWork(COMPOSER + share('60') + share('40')) },
  { rule: rp14PercentageValue, name: 'a share of 40 flagged HasMaxValueOfOne', fail: withWork(COMPOSER + share('40', ' HasMaxValueOfOne="true"')), want: ['1126-1'], says: 'HasMaxValueOfOne', pass: withWork(COMPOSER + share('0.4', ' HasMaxValueOfOne="true"')) },
  { rule: rp14MustHaveCollectionList, name: 'FilmBundle: no CollectionList', profile: 'FilmBundle', fail: A, want: ['1903-1'], says: 'CollectionList', pass: collections('<Collection><CollectionType>Series</CollectionType></Collection>') },
  { rule: rp14OneCollectionMustHaveEquivalentReleaseReference, name: 'FilmBundle: two equivalent Collections', profile: 'FilmBundle', fail: collections('<Collection><EquivalentReleaseReference>true</EquivalentReleaseReference></Collection>'.repeat(2)), want: ['1904-1'], says: 'EquivalentReleaseReference', pass: collections('<Collection><EquivalentReleaseReference>true</EquivalentReleaseReference></Collection>') },
  { rule: rp14CollectionItemMustNotHaveManyIsComplete, name: 'FilmBundle: IsComplete twice', profile: 'FilmBundle', fail: collections('<Collection><IsComplete>true</IsComplete><CollectionDetailsByTerritory><TerritoryCode>Worldwide</TerritoryCode><IsComplete>true</IsComplete></CollectionDetailsByTerritory></Collection>'), want: ['1905-1'], says: 'IsComplete', pass: collections('<Collection><IsComplete>true</IsComplete></Collection>') },
  { rule: rp14FlagsOnlyOnContentItems, name: 'a SoundRecording under the root with both flags', fail: edit(A, ['<ResourceList>', '<SoundRecording><IsHiddenResource>true</IsHiddenResource><IsBonusResource>true</IsBonusResource></SoundRecording>\n<ResourceList>']), want: ['1107-1', '1107-2'], says: 'ResourceGroupContentItem' },
];
