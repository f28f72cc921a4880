/**
 * Minimal ERN 3.8.2 messages for the Release Profile 1.3 modules written for 1.3 itself (own-modules.test.ts): per
 * row, an album (../v14/album382.ts) changed to fail the module, the 1.3 rule numbers it fails in the profile named,
 * and a message that passes. Run through DDEX's xsl/13 files by Saxon-HE, the same messages fail the same numbers
 * among the module's.
 */
import type { ProfileRule } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { rp13ClineMustBeProvidedAtTerritorialLevel } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-cline-must-be-provided-at-territorial-level.js';
import { rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-digital-classical-audio-album-must-have-grouping-title-per-territory.js';
import { rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-midi-ringtone-primary-sound-recording-must-have-isrc.js';
import { rp13MidiRingtonePrimarySoundRecordingMustHaveProprietaryId } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-midi-ringtone-primary-sound-recording-must-have-proprietary-id.js';
import { rp13MustContainOneFrontCoverImageAsSecondaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp13PlineMustBeProvidedAtTerritorialLevel } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-pline-must-be-provided-at-territorial-level.js';
import { rp13SequenceNumberAsElement } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-sequence-number-as-element.js';
import { rp13VideoAlbumMustContainVideoTrackRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-video-album-must-contain-video-track-release.js';
import { rp13VideoSingleMustContainVideoTrackRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-video-single-must-contain-video-track-release.js';
import { ALBUM_382, edit } from '../v14/album382.js';

export interface OwnCase {
  rule: ProfileRule;
  name: string;
  /** DDEX's profile name within 1.3. */
  profile: string;
  fail: string;
  want: string[];
  /** Words each finding's message holds. */
  says: string;
  pass: string;
}

const SECOND_TERRITORY = '<ReleaseDetailsByTerritory><TerritoryCode>US</TerritoryCode></ReleaseDetailsByTerritory>';
const withSecondTerritory = (territory: string): string =>
  edit(ALBUM_382, ['</ReleaseDetailsByTerritory>\n<PLine>', `</ReleaseDetailsByTerritory>\n${territory}\n<PLine>`]);
const linedTerritory = '<ReleaseDetailsByTerritory><TerritoryCode>US</TerritoryCode>'
  + '<PLine><Year>2024</Year><PLineText>(P) US</PLineText></PLine><CLine><Year>2024</Year><CLineText>(C) US</CLineText></CLine></ReleaseDetailsByTerritory>';
const TRACK_ITEM = '<ResourceGroupContentItem>\n<SequenceNumber>1</SequenceNumber>\n<ResourceType>SoundRecording</ResourceType>';
/** The album with every content item naming the cover as a secondary resource. */
const COVER_EVERYWHERE = edit(ALBUM_382, [
  '<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>\n</ResourceGroupContentItem>',
  '<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>\n'
  + '<ReleaseResourceReference ReleaseResourceType="SecondaryResource">A2</ReleaseResourceReference>\n</ResourceGroupContentItem>',
]);
const groupingTitle = (text: string): string => edit(ALBUM_382,
  ['<LabelName>Test Label</LabelName>', `<LabelName>Test Label</LabelName>\n<Title TitleType="GroupingTitle"><TitleText>${text}</TitleText></Title>`, 0]);

export const OWN_CASES: OwnCase[] = [
  {
    rule: rp13PlineMustBeProvidedAtTerritorialLevel, name: 'a second territory without PLine, the first having none', profile: 'AudioAlbumMusicOnly',
    fail: withSecondTerritory(SECOND_TERRITORY), want: ['1090-1'], says: 'PLine', pass: withSecondTerritory(linedTerritory),
  },
  {
    rule: rp13ClineMustBeProvidedAtTerritorialLevel, name: 'a second territory without CLine, the first having none', profile: 'VideoAlbum',
    fail: withSecondTerritory(SECOND_TERRITORY), want: ['1165-1'], says: 'CLine', pass: withSecondTerritory(linedTerritory),
  },
  {
    rule: rp13SequenceNumberAsElement, name: 'the one track numbered 2', profile: 'AudioAlbumMusicOnly',
    fail: edit(ALBUM_382, [TRACK_ITEM, TRACK_ITEM.replace('>1<', '>2<')]), want: ['1124-1'], says: 'SequenceNumber "2"', pass: ALBUM_382,
  },
  {
    rule: rp13SequenceNumberAsElement, name: 'two tracks numbered 1', profile: 'AudioSingle',
    fail: edit(ALBUM_382, ['</ResourceGroupContentItem>\n</ResourceGroup>', `</ResourceGroupContentItem>\n${TRACK_ITEM}\n<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>\n</ResourceGroupContentItem>\n</ResourceGroup>`]),
    want: ['1051-2'], says: 'SequenceNumber "1"', pass: ALBUM_382,
  },
  {
    rule: rp13MustContainOneFrontCoverImageAsSecondaryResource, name: 'the track\'s content item names no cover', profile: 'AudioAlbumMusicOnly',
    fail: ALBUM_382, want: ['1135-1'], says: 'FrontCoverImage', pass: COVER_EVERYWHERE,
  },
  {
    rule: rp13MustContainOneFrontCoverImageAsSecondaryResource, name: 'a track release\'s ResourceGroup names no cover', profile: 'VideoAlbum',
    fail: edit(COVER_EVERYWHERE, ['<ReleaseType>TrackRelease</ReleaseType>\n<ReleaseDetailsByTerritory>\n<TerritoryCode>Worldwide</TerritoryCode>',
      '<ReleaseType>TrackRelease</ReleaseType>\n<ReleaseDetailsByTerritory>\n<TerritoryCode>Worldwide</TerritoryCode>\n<ResourceGroup><ResourceGroupContentItem>'
      + '<ResourceType>SoundRecording</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">A1</ReleaseResourceReference>'
      + '</ResourceGroupContentItem></ResourceGroup>']),
    want: ['1207-1'], says: 'FrontCoverImage', pass: COVER_EVERYWHERE,
  },
  {
    rule: rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory, name: 'no grouping title', profile: 'DigitalClassicalAudioAlbum',
    fail: ALBUM_382, want: ['1690-1'], says: 'GroupingTitle', pass: groupingTitle('Symphony No. 1'),
  },
  {
    rule: rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory, name: 'an empty grouping title', profile: 'DigitalClassicalAudioAlbum',
    fail: groupingTitle(''), want: ['1690-1'], says: 'GroupingTitle', pass: groupingTitle('Symphony No. 1'),
  },
  {
    rule: rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc, name: 'the track\'s ISRC emptied', profile: 'MidiRingtone',
    fail: edit(ALBUM_382, ['<SoundRecordingId><ISRC>GBAAA2400001</ISRC>', '<SoundRecordingId><ISRC></ISRC>']), want: ['1370-1'], says: 'ISRC', pass: ALBUM_382,
  },
  {
    rule: rp13MidiRingtonePrimarySoundRecordingMustHaveProprietaryId, name: 'the track has no ProprietaryId', profile: 'MidiRingtone',
    fail: ALBUM_382, want: ['1371-1'], says: 'ProprietaryId',
    pass: edit(ALBUM_382, ['<SoundRecordingId><ISRC>', '<SoundRecordingId><ProprietaryId Namespace="DPID:PADPIDA0000000001X">T1</ProprietaryId><ISRC>']),
  },
  {
    rule: rp13VideoAlbumMustContainVideoTrackRelease, name: 'a TrackRelease, no VideoTrackRelease', profile: 'VideoAlbum',
    fail: ALBUM_382, want: ['1204-1'], says: 'VideoTrackRelease', pass: edit(ALBUM_382, ['>TrackRelease<', '>VideoTrackRelease<']),
  },
  {
    rule: rp13VideoSingleMustContainVideoTrackRelease, name: 'a TrackRelease, no VideoTrackRelease', profile: 'VideoSingle',
    fail: ALBUM_382, want: ['1280-1'], says: 'VideoTrackRelease', pass: edit(ALBUM_382, ['>TrackRelease<', '>VideoTrackRelease<']),
  },
];
