/** Table rows for the 1.4 MultiProfile rules about resources and ResourceGroups (see case.ts). */
import { rp14IndirectResourceContributorDuplicate } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-indirect-resource-contributor-duplicate.js';
import { rp14MustContainImage } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-image.js';
import { rp14MustContainMusicalWorkSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-musical-work-sound-recording.js';
import { rp14MustContainNonMusicalWorkSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-non-musical-work-sound-recording.js';
import { rp14MustContainNonMusicalWorkSoundRecording2 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-non-musical-work-sound-recording2.js';
import { rp14MustContainOneFrontCoverImageAsSecondaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp14MustContainOneImage } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-one-image.js';
import { rp14MustContainOneSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-one-sound-recording.js';
import { rp14MustContainResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-resource.js';
import { rp14MustContainShortFormMusicalWorkVideo } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-short-form-musical-work-video.js';
import { rp14MustContainVideo } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-video.js';
import { rp14MustContainVideoScreenCapture } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-video-screen-capture.js';
import { rp14PrimaryResourceMustHaveIdentifiers } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-resource-must-have-identifiers.js';
import { rp14PrimaryResourcesMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-resources-must-be-sequenced.js';
import { rp14PrimaryResourcesMustBeSequencedWithinTheirGroup } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-resources-must-be-sequenced-within-their-group.js';
import { rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-sound-recording-must-have-indirect-sound-recording-id.js';
import { rp14PrimarySoundRecordingMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-sound-recording-must-have-isrc.js';
import { rp14PrimaryVideoMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-primary-video-must-have-isrc.js';
import { rp14ReleaseResourceTypeMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-release-resource-type-must-be-provided.js';
import { rp14ResourceContributorDuplicate } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-resource-contributor-duplicate.js';
import { rp14ResourceGroupContentItemsMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-resource-group-content-items-must-be-sequenced.js';
import { rp14ResourceGroupsMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-resource-groups-must-be-sequenced.js';
import { rp14ResourceReleaseDateMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-resource-release-date-must-be-provided.js';
import { rp14SecondaryResourceMustHaveProprietaryId } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-secondary-resource-must-have-proprietary-id.js';
import { rp14SecondaryResourcesMustNotBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-secondary-resources-must-not-be-sequenced.js';
import { rp14ShouldContainIndirectResourceContributor } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-should-contain-indirect-resource-contributor.js';
import { rp14SoundRecordingMustHaveReferenceTitle } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-sound-recording-must-have-reference-title.js';
import { rp14DisplayArtistNameDuplicate } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-display-artist-name-duplicate.js';
import { ALBUM_382 as A, edit } from './album382.js';
import type { MultiProfileCase } from './case.js';

const RESOURCES_END = '</Image>\n</ResourceList>';
const COVER = '<ImageType>FrontCoverImage</ImageType>';
const VIDEO = '<Video><VideoType>ShortFormMusicalWorkVideo</VideoType><VideoId><ISRC>GBAAA2400002</ISRC></VideoId><ResourceReference>A3</ResourceReference></Video>';
const WITH_VIDEO = edit(A, [RESOURCES_END, `</Image>\n${VIDEO}\n</ResourceList>`]);
const VIDEO_ITEM = '<ResourceGroupContentItem><SequenceNumber>2</SequenceNumber><ResourceType>Video</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A3</ReleaseResourceReference></ResourceGroupContentItem>\n</ResourceGroup>';
const ITEM_1 = '<SequenceNumber>1</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>';
const GROUP_NUMBER = '<ResourceGroup>\n<SequenceNumber>1</SequenceNumber>';
const IMAGE_ITEM = '<ResourceType>Image</ResourceType>';
const CONTRIBUTOR = '<ResourceContributor SequenceNumber="1"><PartyId>P1</PartyId><PartyName><FullName>Pro Ducer</FullName></PartyName><ResourceContributorRole>Producer</ResourceContributorRole></ResourceContributor>';
const INDIRECT = '<IndirectResourceContributor SequenceNumber="1"><PartyId>P2</PartyId><PartyName><FullName>Com Poser</FullName></PartyName><IndirectResourceContributorRole>Composer</IndirectResourceContributorRole></IndirectResourceContributor>';

export const RESOURCE_CASES: MultiProfileCase[] = [
  { rule: rp14MustContainResource, name: 'an empty ResourceList', fail: edit(A, ['<ResourceList>', '<ResourceList></ResourceList><ResourceList_>'], ['</ResourceList>\n<ReleaseList>', '</ResourceList_>\n<ReleaseList>']), want: ['1086-1'], says: 'ResourceList' },
  { rule: rp14MustContainOneSoundRecording, name: 'no SoundRecording', fail: edit(A, ['<SoundRecording>', '<Text>'], ['</SoundRecording>', '</Text>']), want: ['1136-1'], says: 'SoundRecording' },
  { rule: rp14MustContainMusicalWorkSoundRecording, name: 'a NonMusicalWorkSoundRecording only', fail: edit(A, ['>MusicalWorkSoundRecording<', '>NonMusicalWorkSoundRecording<']), want: ['1134-1'], says: 'MusicalWorkSoundRecording' },
  { rule: rp14MustContainNonMusicalWorkSoundRecording, name: 'AudioAlbum: music only', profile: 'AudioAlbum', fail: A, want: ['1753-1'], says: 'NonMusicalWorkSoundRecording', pass: edit(A, ['>MusicalWorkSoundRecording<', '>NonMusicalWorkSoundRecording<']) },
  { rule: rp14MustContainNonMusicalWorkSoundRecording2, name: 'AudioAlbum: music only', profile: 'AudioAlbum', fail: A, want: ['1756-1'], says: 'NonMusicalWorkSoundRecording', pass: edit(A, ['>MusicalWorkSoundRecording<', '>NonMusicalWorkSoundRecording<']) },
  { rule: rp14MustContainOneImage, name: 'two Images', fail: edit(A, [RESOURCES_END, '</Image>\n<Image><ImageType>BackCoverImage</ImageType><ResourceReference>A4</ResourceReference></Image>\n</ResourceList>']), want: ['1133-1'], says: 'Images' },
  { rule: rp14MustContainOneImage, name: 'LongformVideo: no Image', profile: 'LongformVideo', fail: edit(A, ['<Image>', '<Text>'], ['</Image>', '</Text>']), want: ['1434-1'], says: 'Image' },
  { rule: rp14MustContainImage, name: 'DigitalBoxedSet: no Image', profile: 'DigitalBoxedSet', fail: edit(A, ['<Image>', '<Text>'], ['</Image>', '</Text>']), want: ['1607-1'], says: 'Image' },
  { rule: rp14MustContainVideo, name: 'VideoAlbum: no Video', profile: 'VideoAlbum', fail: A, want: ['1205-1'], says: 'Video', pass: WITH_VIDEO },
  { rule: rp14MustContainShortFormMusicalWorkVideo, name: 'VideoAlbum: a long-form Video', profile: 'VideoAlbum', fail: edit(WITH_VIDEO, ['ShortFormMusicalWorkVideo', 'LongFormMusicalWorkVideo']), want: ['1209-1'], says: 'ShortFormMusicalWorkVideo', pass: WITH_VIDEO },
  { rule: rp14MustContainVideoScreenCapture, name: 'VideoAlbum: a FrontCoverImage only', profile: 'VideoAlbum', fail: A, want: ['1206-1'], says: 'VideoScreenCapture', pass: edit(A, [COVER, '<ImageType>VideoScreenCapture</ImageType>']) },
  { rule: rp14MustContainOneFrontCoverImageAsSecondaryResource, name: 'the cover turned into a back cover', fail: edit(A, [COVER, '<ImageType>BackCoverImage</ImageType>']), want: ['1135-1NR'], says: 'FrontCoverImage' },
  { rule: rp14MustContainOneFrontCoverImageAsSecondaryResource, name: 'a track\'s content item in the top ResourceGroup', fail: edit(A, ['<ResourceGroupContentItem>\n' + IMAGE_ITEM, '<ResourceGroupContentItem><ResourceType>SoundRecording</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference></ResourceGroupContentItem>\n<ResourceGroupContentItem>\n' + IMAGE_ITEM]), want: ['1135-1NR'], says: 'FrontCoverImage' },
  { rule: rp14MustContainOneFrontCoverImageAsSecondaryResource, name: 'AudioAlbum: a ResourceGroup directly under the main release naming no cover', profile: 'AudioAlbum', fail: edit(A, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType>Album</ReleaseType><ResourceGroup><ResourceGroupContentItem><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference></ResourceGroupContentItem></ResourceGroup>']), want: ['1754-1'], says: 'FrontCoverImage' },
  { rule: rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId, name: 'no IndirectSoundRecordingId', fail: edit(A, ['<IndirectSoundRecordingId><ISWC>T1234567890</ISWC></IndirectSoundRecordingId>', '']), want: ['1084-1'], says: 'IndirectSoundRecordingId' },
  { rule: rp14PrimarySoundRecordingMustHaveIsrc, name: 'no ISRC', fail: edit(A, ['<SoundRecordingId><ISRC>GBAAA2400001</ISRC></SoundRecordingId>', '<SoundRecordingId><ProprietaryId Namespace="x">1</ProprietaryId></SoundRecordingId>']), want: ['1143-1'], says: 'ISRC' },
  { rule: rp14PrimaryVideoMustHaveIsrc, name: 'VideoAlbum: a primary Video without ISRC', profile: 'VideoAlbum', fail: edit(WITH_VIDEO, ['<VideoId><ISRC>GBAAA2400002</ISRC></VideoId>', ''], ['</ResourceGroupContentItem>\n</ResourceGroup>', '</ResourceGroupContentItem>\n' + VIDEO_ITEM]), want: ['1211-1'], says: 'ISRC', pass: edit(WITH_VIDEO, ['</ResourceGroupContentItem>\n</ResourceGroup>', '</ResourceGroupContentItem>\n' + VIDEO_ITEM]) },
  { rule: rp14SecondaryResourceMustHaveProprietaryId, name: 'the cover\'s ProprietaryId is empty', fail: edit(A, ['>cover</ProprietaryId>', '></ProprietaryId>']), want: ['1144-1'], says: 'ProprietaryId' },
  { rule: rp14PrimaryResourceMustHaveIdentifiers, name: 'FilmBundle: a primary SoundRecording with an ISRC only', profile: 'FilmBundle', fail: A, want: ['1900-1'], says: 'ISAN', pass: edit(A, ['<ISRC>GBAAA2400001</ISRC></SoundRecordingId>', '<ISRC>GBAAA2400001</ISRC><ProprietaryId Namespace="x">1</ProprietaryId></SoundRecordingId>']) },
  { rule: rp14ResourceReleaseDateMustBeProvided, name: 'no ResourceReleaseDate', fail: edit(A, ['<ResourceReleaseDate>2024-05-01</ResourceReleaseDate>', '']), want: ['1098-1'], says: 'ResourceReleaseDate', pass: edit(A, ['ResourceReleaseDate>2024-05-01</ResourceReleaseDate', 'OriginalResourceReleaseDate>2024-05-01</OriginalResourceReleaseDate']) },
  { rule: rp14ReleaseResourceTypeMustBeProvided, name: 'a content item\'s reference without ReleaseResourceType', fail: edit(A, [IMAGE_ITEM + '\n<ReleaseResourceReference ReleaseResourceType="SecondaryResource">', IMAGE_ITEM + '\n<ReleaseResourceReference>']), want: ['1085-1'], says: 'ReleaseResourceType' },
  { rule: rp14SecondaryResourcesMustNotBeSequenced, name: 'the cover\'s content item numbered', fail: edit(A, [IMAGE_ITEM, '<SequenceNumber>2</SequenceNumber>' + IMAGE_ITEM]), want: ['1083-1'], says: 'SequenceNumber' },
  { rule: rp14PrimaryResourcesMustBeSequenced, name: 'a track bundle\'s item without SequenceNumber', fail: edit(A, [ITEM_1, '<ResourceType>SoundRecording</ResourceType>']), want: ['1079-1'], says: 'SequenceNumber' },
  { rule: rp14ResourceGroupsMustBeSequenced, name: 'the nested ResourceGroup without SequenceNumber', fail: edit(A, [GROUP_NUMBER, '<ResourceGroup>']), want: ['1080-1'], says: 'SequenceNumber' },
  { rule: rp14ResourceGroupContentItemsMustBeSequenced, name: 'a primary item of the top ResourceGroup without SequenceNumber', fail: edit(A, ['<ResourceGroupContentItem>\n' + IMAGE_ITEM, '<ResourceGroupContentItem><ResourceType>SoundRecording</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference></ResourceGroupContentItem>\n<ResourceGroupContentItem>\n' + IMAGE_ITEM]), want: ['1082-1'], says: 'SequenceNumber' },
  { rule: rp14PrimaryResourcesMustBeSequencedWithinTheirGroup, name: 'the track numbered 10 in its group', fail: edit(A, [ITEM_1, '<SequenceNumber>10</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']), want: ['1081-1'], says: 'restart', pass: edit(A, [ITEM_1, '<SequenceNumber>01</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']) },
  // XSLT 1.0 compared as Saxon's backwards-compatible mode does: `> '1'` as numbers ("0.5e1" is 5; "one" is NaN, no
  // number greater than 1, where text would be).
  { rule: rp14PrimaryResourcesMustBeSequencedWithinTheirGroup, name: 'the track numbered 0.5e1 in its group (5, compared as a number)', fail: edit(A, [ITEM_1, '<SequenceNumber>0.5e1</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']), want: ['1081-1'], says: 'restart', pass: edit(A, [ITEM_1, '<SequenceNumber>one</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>']) },
  { rule: rp14SoundRecordingMustHaveReferenceTitle, name: 'no ReferenceTitle', fail: edit(A, ['<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>\n<Duration>', '<Duration>']), want: ['1087-1'], says: 'ReferenceTitle' },
  { rule: rp14SoundRecordingMustHaveReferenceTitle, name: 'two ReferenceTitles', fail: edit(A, ['<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>\n<Duration>', '<ReferenceTitle><TitleText>A</TitleText></ReferenceTitle><ReferenceTitle><TitleText>B</TitleText></ReferenceTitle>\n<Duration>']), want: ['1087-1'], says: 'ReferenceTitles' },
  { rule: rp14DisplayArtistNameDuplicate, name: 'a DisplayArtistName in the recording\'s territory', fail: edit(A, ['<ResourceReleaseDate>', '<DisplayArtistName>Test Artist</DisplayArtistName><ResourceReleaseDate>']), want: ['1102-1'], says: 'DisplayArtistName' },
  { rule: rp14ShouldContainIndirectResourceContributor, name: 'no IndirectResourceContributor', fail: edit(A, [INDIRECT, '']), want: ['1100-1'], says: 'IndirectResourceContributor' },
  { rule: rp14ResourceContributorDuplicate, name: 'the producer listed twice', fail: edit(A, [CONTRIBUTOR, CONTRIBUTOR + CONTRIBUTOR.replace('"1"', '"2"')]), want: ['1101-1'], says: 'ResourceContributor' },
  { rule: rp14IndirectResourceContributorDuplicate, name: 'the composer listed twice', fail: edit(A, [INDIRECT, INDIRECT + INDIRECT.replace('"1"', '"2"')]), want: ['1103-1'], says: 'IndirectResourceContributor' },
];
