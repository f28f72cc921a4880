/**
 * A small ERN 3.8.2 album that passes every Release Profile 1.4 `MultiProfile_*` rule of AudioAlbumMusicOnly (the
 * profile DDEX's own 3.8.2 samples declare), for the rule modules' table tests: one track A1 and its front cover A2,
 * the main release R0 with its ResourceGroups as DDEX's samples write them, and the track release R1. A test changes
 * one fact with {@link edit} to make a rule fail.
 */
import { ern382Message } from '../../minimal-messages.js';

const RECORDING = `<SoundRecording>
<SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>
<SoundRecordingId><ISRC>GBAAA2400001</ISRC></SoundRecordingId>
<IndirectSoundRecordingId><ISWC>T1234567890</ISWC></IndirectSoundRecordingId>
<ResourceReference>A1</ResourceReference>
<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>
<Duration>PT3M0S</Duration>
<SoundRecordingDetailsByTerritory>
<TerritoryCode>Worldwide</TerritoryCode>
<ResourceContributor SequenceNumber="1"><PartyId>P1</PartyId><PartyName><FullName>Pro Ducer</FullName></PartyName><ResourceContributorRole>Producer</ResourceContributorRole></ResourceContributor>
<IndirectResourceContributor SequenceNumber="1"><PartyId>P2</PartyId><PartyName><FullName>Com Poser</FullName></PartyName><IndirectResourceContributorRole>Composer</IndirectResourceContributorRole></IndirectResourceContributor>
<ResourceReleaseDate>2024-05-01</ResourceReleaseDate>
</SoundRecordingDetailsByTerritory>
</SoundRecording>`;

const COVER = `<Image>
<ImageType>FrontCoverImage</ImageType>
<ImageId><ProprietaryId Namespace="PADPIDA0000000001X">cover</ProprietaryId></ImageId>
<ResourceReference>A2</ResourceReference>
</Image>`;

const ALBUM = `<Release IsMainRelease="true">
<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>
<ReleaseReference>R0</ReleaseReference>
<ReferenceTitle><TitleText>Test Album</TitleText></ReferenceTitle>
<ReleaseResourceReferenceList>
<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>
<ReleaseResourceReference ReleaseResourceType="SecondaryResource">A2</ReleaseResourceReference>
</ReleaseResourceReferenceList>
<ReleaseType>Album</ReleaseType>
<ReleaseDetailsByTerritory>
<TerritoryCode>Worldwide</TerritoryCode>
<DisplayArtistName>Test Artist</DisplayArtistName>
<LabelName>Test Label</LabelName>
<Title TitleType="FormalTitle"><TitleText>Test Album</TitleText></Title>
<Title TitleType="DisplayTitle"><TitleText>Test Album</TitleText></Title>
<DisplayArtist SequenceNumber="1"><PartyName><FullName>Test Artist</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>
<ParentalWarningType>NotExplicit</ParentalWarningType>
<ResourceGroup>
<ResourceGroup>
<SequenceNumber>1</SequenceNumber>
<ResourceGroupContentItem>
<SequenceNumber>1</SequenceNumber>
<ResourceType>SoundRecording</ResourceType>
<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>
</ResourceGroupContentItem>
</ResourceGroup>
<ResourceGroupContentItem>
<ResourceType>Image</ResourceType>
<ReleaseResourceReference ReleaseResourceType="SecondaryResource">A2</ReleaseResourceReference>
</ResourceGroupContentItem>
</ResourceGroup>
<Genre><GenreText>Pop</GenreText></Genre>
<ReleaseDate>2024-05-01</ReleaseDate>
</ReleaseDetailsByTerritory>
<PLine><Year>2024</Year><PLineText>(P) 2024 Test Label</PLineText></PLine>
<CLine><Year>2024</Year><CLineText>(C) 2024 Test Label</CLineText></CLine>
</Release>`;

const TRACK = `<Release>
<ReleaseId><ISRC>GBAAA2400001</ISRC></ReleaseId>
<ReleaseReference>R1</ReleaseReference>
<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>
<ReleaseResourceReferenceList>
<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>
</ReleaseResourceReferenceList>
<ReleaseType>TrackRelease</ReleaseType>
<ReleaseDetailsByTerritory>
<TerritoryCode>Worldwide</TerritoryCode>
<LabelName>Test Label</LabelName>
<Title TitleType="FormalTitle"><TitleText>Track One</TitleText></Title>
<Title TitleType="DisplayTitle"><TitleText>Track One</TitleText></Title>
<DisplayArtist SequenceNumber="1"><PartyName><FullName>Test Artist</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>
<ReleaseDate>2024-05-01</ReleaseDate>
</ReleaseDetailsByTerritory>
<PLine><Year>2024</Year><PLineText>(P) 2024 Test Label</PLineText></PLine>
<CLine><Year>2024</Year><CLineText>(C) 2024 Test Label</CLineText></CLine>
</Release>`;

/** The album, declaring AudioAlbumMusicOnly as DDEX's samples spell it. */
export const ALBUM_382 = ern382Message({ resources: `${RECORDING}\n${COVER}`, releases: `${ALBUM}\n${TRACK}` }).replace(
  'MessageSchemaVersionId="ern/382"',
  'MessageSchemaVersionId="ern/382" ReleaseProfileVersionId="CommonReleaseTypesTypes/14/AudioAlbumMusicOnly"',
);

/**
 * The message with each `[old, new]` replaced (the first `count` occurrences, default 1; 0 for all). A missing `old`
 * throws, so that a test never passes because its edit changed nothing.
 */
export function edit(xml: string, ...edits: [old: string, replacement: string, count?: number][]): string {
  let text = xml;
  for (const [old, replacement, count = 1] of edits) {
    if (!text.includes(old)) throw new Error(`edit: "${old}" is not in the message`);
    if (count === 0) text = text.split(old).join(replacement);
    else for (let i = 0; i < count; i++) text = text.replace(old, replacement);
  }
  return text;
}
