/**
 * The 1.3 rules of DDEX's patterns of one profile (`AudioSingle_*`, `Wallpaper_*`, …) (see index.ts), by file name.
 * Not here: AudioSingle_MustContainUserDefinedReleaseTypes (1068-1), whose context already holds what it asserts (a
 * Release with ReleaseType Single has ReleaseType Single or UserDefined), so it can never fail, as in 1.4.
 */
import type { ProfileRule } from '../types.js';
import { rp13AudioAlbumMainReleaseMustBeAlbum } from './rp13-audio-album-main-release-must-be-album.js';
import { rp13AudioAlbumMusicAndSpeechMustContainSoundRecording } from './rp13-audio-album-music-and-speech-must-contain-sound-recording.js';
import { rp13AudioAlbumMusicAndSpeechReleaseProfileVersionId } from './rp13-audio-album-music-and-speech-release-profile-version-id.js';
import { rp13AudioAlbumMustContainAlbumOrSingleRelease } from './rp13-audio-album-must-contain-album-or-single-release.js';
import { rp13AudioAlbumMustContainMultipleSoundRecordings } from './rp13-audio-album-must-contain-multiple-sound-recordings.js';
import { rp13AudioAlbumReleaseProfileVersionId } from './rp13-audio-album-release-profile-version-id.js';
import { rp13AudioBookReleaseProfileVersionId } from './rp13-audio-book-release-profile-version-id.js';
import { rp13AudioSingleMustContainSingleRelease } from './rp13-audio-single-must-contain-single-release.js';
import { rp13AudioSingleReleaseProfileVersionId } from './rp13-audio-single-release-profile-version-id.js';
import { rp13DigitalBoxedSetMustContainDigitalBoxSetRelease } from './rp13-digital-boxed-set-must-contain-digital-box-set-release.js';
import { rp13DigitalBoxedSetMustContainTrackComponentRelease } from './rp13-digital-boxed-set-must-contain-track-component-release.js';
import { rp13DigitalBoxedSetReleaseProfileVersionId } from './rp13-digital-boxed-set-release-profile-version-id.js';
import { rp13DigitalClassicalAudioAlbumLabelNameMustBeProvided2 } from './rp13-digital-classical-audio-album-label-name-must-be-provided2.js';
import { rp13DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease } from './rp13-digital-classical-audio-album-must-contain-classical-album-release.js';
import { rp13DigitalClassicalAudioAlbumMustContainIndirectResourceContributor } from './rp13-digital-classical-audio-album-must-contain-indirect-resource-contributor.js';
import { rp13DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory } from './rp13-digital-classical-audio-album-must-have-display-title-per-territory.js';
import { rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory } from './rp13-digital-classical-audio-album-must-have-grouping-title-per-territory.js';
import { rp13DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup } from './rp13-digital-classical-audio-album-must-have-title-for-resource-group.js';
import { rp13DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor } from './rp13-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor.js';
import { rp13DigitalClassicalAudioAlbumReferenceTitleMustBeGranular } from './rp13-digital-classical-audio-album-reference-title-must-be-granular.js';
import { rp13DigitalClassicalAudioAlbumReleaseProfileVersionId } from './rp13-digital-classical-audio-album-release-profile-version-id.js';
import { rp13FilmBundleReleaseProfileVersionId } from './rp13-film-bundle-release-profile-version-id.js';
import { rp13LongformVideoCollectionItemMustBeComplete } from './rp13-longform-video-collection-item-must-be-complete.js';
import { rp13LongformVideoCollectionItemMustBeVideoChapter } from './rp13-longform-video-collection-item-must-be-video-chapter.js';
import { rp13LongformVideoCollectionItemMustHaveProprietaryId } from './rp13-longform-video-collection-item-must-have-proprietary-id.js';
import { rp13LongformVideoCollectionItemMustHaveTitle } from './rp13-longform-video-collection-item-must-have-title.js';
import { rp13LongformVideoCollectionItemMustReferencePrimaryVideo } from './rp13-longform-video-collection-item-must-reference-primary-video.js';
import { rp13LongformVideoCueMustHaveCLine } from './rp13-longform-video-cue-must-have-c-line.js';
import { rp13LongformVideoCueMustHaveContributor } from './rp13-longform-video-cue-must-have-contributor.js';
import { rp13LongformVideoCueMustHaveDisplayTitle } from './rp13-longform-video-cue-must-have-display-title.js';
import { rp13LongformVideoCueMustHaveIsrcOrIswc } from './rp13-longform-video-cue-must-have-isrc-or-iswc.js';
import { rp13LongformVideoCueMustHaveMusicalContent } from './rp13-longform-video-cue-must-have-musical-content.js';
import { rp13LongformVideoCueMustHaveOneFormalTitle } from './rp13-longform-video-cue-must-have-one-formal-title.js';
import { rp13LongformVideoCueMustHavePLine } from './rp13-longform-video-cue-must-have-p-line.js';
import { rp13LongformVideoCueMustHaveStartTimeAndDuration } from './rp13-longform-video-cue-must-have-start-time-and-duration.js';
import { rp13LongformVideoCueSheetMustContainCue } from './rp13-longform-video-cue-sheet-must-contain-cue.js';
import { rp13LongformVideoMustContainLongFormMusicalWorkVideoRelease } from './rp13-longform-video-must-contain-long-form-musical-work-video-release.js';
import { rp13LongformVideoMustContainOneRelease } from './rp13-longform-video-must-contain-one-release.js';
import { rp13LongformVideoMustContainVideoType } from './rp13-longform-video-must-contain-video-type.js';
import { rp13LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet } from './rp13-longform-video-primary-resources-must-have-corresponding-cue-sheet.js';
import { rp13LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference } from './rp13-longform-video-primary-video-resource-must-have-sound-recording-collection-reference.js';
import { rp13LongformVideoReleaseProfileVersionId } from './rp13-longform-video-release-profile-version-id.js';
import { rp13LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime } from './rp13-longform-video-sound-recording-collection-reference-must-have-start-time.js';
import { rp13MidiRingtoneMustContainRingtoneComponentRelease } from './rp13-midi-ringtone-must-contain-ringtone-component-release.js';
import { rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc } from './rp13-midi-ringtone-primary-sound-recording-must-have-isrc.js';
import { rp13MidiRingtonePrimarySoundRecordingMustHaveProprietaryId } from './rp13-midi-ringtone-primary-sound-recording-must-have-proprietary-id.js';
import { rp13MixedMediaBundleMainReleaseMustBeMultimedia } from './rp13-mixed-media-bundle-main-release-must-be-multimedia.js';
import { rp13MixedMediaBundleMustContainBundle } from './rp13-mixed-media-bundle-must-contain-bundle.js';
import { rp13MixedMediaBundleMustContainTwoDifferentResourceTypes } from './rp13-mixed-media-bundle-must-contain-two-different-resource-types.js';
import { rp13MixedMediaBundleReleaseProfileVersionId } from './rp13-mixed-media-bundle-release-profile-version-id.js';
import { rp13RingtoneMustContainReleaseFromRelease } from './rp13-ringtone-must-contain-release-from-release.js';
import { rp13RingtoneMustContainRingtoneComponentRelease } from './rp13-ringtone-must-contain-ringtone-component-release.js';
import { rp13RingtoneReleaseProfileVersionId } from './rp13-ringtone-release-profile-version-id.js';
import { rp13SimpleVideoSingleReleaseProfileVersionId } from './rp13-simple-video-single-release-profile-version-id.js';
import { rp13SingleResourceReleaseMustContainOneResource } from './rp13-single-resource-release-must-contain-one-resource.js';
import { rp13SingleResourceReleaseMustContainSingleResourceRelease } from './rp13-single-resource-release-must-contain-single-resource-release.js';
import { rp13SingleResourceReleaseMustNotContainReleaseResourceStructure } from './rp13-single-resource-release-must-not-contain-release-resource-structure.js';
import { rp13SingleResourceReleaseMustNotContainResourceGroup } from './rp13-single-resource-release-must-not-contain-resource-group.js';
import { rp13SingleResourceReleaseMustNotContainSecondaryResource } from './rp13-single-resource-release-must-not-contain-secondary-resource.js';
import { rp13SingleResourceReleaseReleaseProfileVersionId } from './rp13-single-resource-release-release-profile-version-id.js';
import { rp13SingleResourceReleaseWithCoverArtReleaseProfileVersionId } from './rp13-single-resource-release-with-cover-art-release-profile-version-id.js';
import { rp13TvSeriesReleaseProfileVersionId } from './rp13-tv-series-release-profile-version-id.js';
import { rp13VideoAlbumMainReleaseMustBeAlbum } from './rp13-video-album-main-release-must-be-album.js';
import { rp13VideoAlbumMustContainVideoAlbumRelease } from './rp13-video-album-must-contain-video-album-release.js';
import { rp13VideoAlbumMustContainVideoTrackRelease } from './rp13-video-album-must-contain-video-track-release.js';
import { rp13VideoAlbumReleaseProfileVersionId } from './rp13-video-album-release-profile-version-id.js';
import { rp13VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio } from './rp13-video-single-may-contain-related-release-of-type-is-equivalent-to-audio.js';
import { rp13VideoSingleMustContainVideoSingleRelease } from './rp13-video-single-must-contain-video-single-release.js';
import { rp13VideoSingleMustContainVideoTrackRelease } from './rp13-video-single-must-contain-video-track-release.js';
import { rp13VideoSinglePrimaryVideoMustHaveIsrc } from './rp13-video-single-primary-video-must-have-isrc.js';
import { rp13VideoSingleReleaseProfileVersionId } from './rp13-video-single-release-profile-version-id.js';
import { rp13WallpaperReleaseProfileVersionId } from './rp13-wallpaper-release-profile-version-id.js';

export const ONE_PROFILE_RULES_13: readonly ProfileRule[] = [
  rp13AudioAlbumMainReleaseMustBeAlbum,
  rp13AudioAlbumMusicAndSpeechMustContainSoundRecording,
  rp13AudioAlbumMusicAndSpeechReleaseProfileVersionId,
  rp13AudioAlbumMustContainAlbumOrSingleRelease,
  rp13AudioAlbumMustContainMultipleSoundRecordings,
  rp13AudioAlbumReleaseProfileVersionId,
  rp13AudioBookReleaseProfileVersionId,
  rp13AudioSingleMustContainSingleRelease,
  rp13AudioSingleReleaseProfileVersionId,
  rp13DigitalBoxedSetMustContainDigitalBoxSetRelease,
  rp13DigitalBoxedSetMustContainTrackComponentRelease,
  rp13DigitalBoxedSetReleaseProfileVersionId,
  rp13DigitalClassicalAudioAlbumLabelNameMustBeProvided2,
  rp13DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease,
  rp13DigitalClassicalAudioAlbumMustContainIndirectResourceContributor,
  rp13DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory,
  rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory,
  rp13DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup,
  rp13DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor,
  rp13DigitalClassicalAudioAlbumReferenceTitleMustBeGranular,
  rp13DigitalClassicalAudioAlbumReleaseProfileVersionId,
  rp13FilmBundleReleaseProfileVersionId,
  rp13LongformVideoCollectionItemMustBeComplete,
  rp13LongformVideoCollectionItemMustBeVideoChapter,
  rp13LongformVideoCollectionItemMustHaveProprietaryId,
  rp13LongformVideoCollectionItemMustHaveTitle,
  rp13LongformVideoCollectionItemMustReferencePrimaryVideo,
  rp13LongformVideoCueMustHaveCLine,
  rp13LongformVideoCueMustHaveContributor,
  rp13LongformVideoCueMustHaveDisplayTitle,
  rp13LongformVideoCueMustHaveIsrcOrIswc,
  rp13LongformVideoCueMustHaveMusicalContent,
  rp13LongformVideoCueMustHaveOneFormalTitle,
  rp13LongformVideoCueMustHavePLine,
  rp13LongformVideoCueMustHaveStartTimeAndDuration,
  rp13LongformVideoCueSheetMustContainCue,
  rp13LongformVideoMustContainLongFormMusicalWorkVideoRelease,
  rp13LongformVideoMustContainOneRelease,
  rp13LongformVideoMustContainVideoType,
  rp13LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet,
  rp13LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference,
  rp13LongformVideoReleaseProfileVersionId,
  rp13LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime,
  rp13MidiRingtoneMustContainRingtoneComponentRelease,
  rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc,
  rp13MidiRingtonePrimarySoundRecordingMustHaveProprietaryId,
  rp13MixedMediaBundleMainReleaseMustBeMultimedia,
  rp13MixedMediaBundleMustContainBundle,
  rp13MixedMediaBundleMustContainTwoDifferentResourceTypes,
  rp13MixedMediaBundleReleaseProfileVersionId,
  rp13RingtoneMustContainReleaseFromRelease,
  rp13RingtoneMustContainRingtoneComponentRelease,
  rp13RingtoneReleaseProfileVersionId,
  rp13SimpleVideoSingleReleaseProfileVersionId,
  rp13SingleResourceReleaseMustContainOneResource,
  rp13SingleResourceReleaseMustContainSingleResourceRelease,
  rp13SingleResourceReleaseMustNotContainReleaseResourceStructure,
  rp13SingleResourceReleaseMustNotContainResourceGroup,
  rp13SingleResourceReleaseMustNotContainSecondaryResource,
  rp13SingleResourceReleaseReleaseProfileVersionId,
  rp13SingleResourceReleaseWithCoverArtReleaseProfileVersionId,
  rp13TvSeriesReleaseProfileVersionId,
  rp13VideoAlbumMainReleaseMustBeAlbum,
  rp13VideoAlbumMustContainVideoAlbumRelease,
  rp13VideoAlbumMustContainVideoTrackRelease,
  rp13VideoAlbumReleaseProfileVersionId,
  rp13VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio,
  rp13VideoSingleMustContainVideoSingleRelease,
  rp13VideoSingleMustContainVideoTrackRelease,
  rp13VideoSinglePrimaryVideoMustHaveIsrc,
  rp13VideoSingleReleaseProfileVersionId,
  rp13WallpaperReleaseProfileVersionId,
];
