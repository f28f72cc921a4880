/**
 * The 1.4 rules of DDEX's patterns of one profile (`AudioAlbum_*`, `VideoSingle_*`, …) (see index.ts), grouped by
 * profile. A pattern that two profiles' files hold with the same test is one module naming both in `ddex`
 * (`AudioAlbum_MustContainMultipleSoundRecordings`, the `SingleResourceRelease_*` patterns); one whose test differs
 * per file reads the profile (`SingleResourceRelease_MustContainOneResource`: one resource, or two with cover art);
 * two patterns of different ids with the same test are two modules, so that a finding names DDEX's own pattern.
 * Not here: AudioSingle_MustContainUserDefinedReleaseTypes (1068-1), whose context already holds what it asserts
 * (a Release with ReleaseType Single has ReleaseType Single or UserDefined), so it can never fail; and
 * VideoSingle_MustContainOneVideoScreenCaptureAsSecondaryResource (SimpleVideoSingle 2026-1), whose role is `Draft`,
 * not one of the four roles the kit reports.
 */
import type { ProfileRule } from '../types.js';
import { rp14AudioAlbumMainReleaseMustBeAlbum } from './rp14-audio-album-main-release-must-be-album.js';
import { rp14AudioAlbumMusicAndSpeechMustContainSoundRecording } from './rp14-audio-album-music-and-speech-must-contain-sound-recording.js';
import { rp14AudioAlbumMusicAndSpeechReleaseProfileVersionId } from './rp14-audio-album-music-and-speech-release-profile-version-id.js';
import { rp14AudioAlbumMustContainAlbumOrSingleRelease } from './rp14-audio-album-must-contain-album-or-single-release.js';
import { rp14AudioAlbumMustContainMultipleSoundRecordings } from './rp14-audio-album-must-contain-multiple-sound-recordings.js';
import { rp14AudioAlbumReleaseProfileVersionId } from './rp14-audio-album-release-profile-version-id.js';
import { rp14AudioBookReleaseProfileVersionId } from './rp14-audio-book-release-profile-version-id.js';
import { rp14AudioSingleMustContainSingleRelease } from './rp14-audio-single-must-contain-single-release.js';
import { rp14AudioSingleReleaseProfileVersionId } from './rp14-audio-single-release-profile-version-id.js';
import { rp14DigitalBoxedSetMustContainDigitalBoxSetRelease } from './rp14-digital-boxed-set-must-contain-digital-box-set-release.js';
import { rp14DigitalBoxedSetMustContainTrackComponentRelease } from './rp14-digital-boxed-set-must-contain-track-component-release.js';
import { rp14DigitalBoxedSetReleaseProfileVersionId } from './rp14-digital-boxed-set-release-profile-version-id.js';
import { rp14DigitalClassicalAudioAlbumLabelNameMustBeProvided2 } from './rp14-digital-classical-audio-album-label-name-must-be-provided2.js';
import { rp14DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease } from './rp14-digital-classical-audio-album-must-contain-classical-album-release.js';
import { rp14DigitalClassicalAudioAlbumMustContainIndirectResourceContributor } from './rp14-digital-classical-audio-album-must-contain-indirect-resource-contributor.js';
import { rp14DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory } from './rp14-digital-classical-audio-album-must-have-display-title-per-territory.js';
import { rp14DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup } from './rp14-digital-classical-audio-album-must-have-title-for-resource-group.js';
import { rp14DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor } from './rp14-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor.js';
import { rp14DigitalClassicalAudioAlbumReferenceTitleMustBeGranular } from './rp14-digital-classical-audio-album-reference-title-must-be-granular.js';
import { rp14DigitalClassicalAudioAlbumReleaseProfileVersionId } from './rp14-digital-classical-audio-album-release-profile-version-id.js';
import { rp14FilmBundleReleaseProfileVersionId } from './rp14-film-bundle-release-profile-version-id.js';
import { rp14LongformVideoCollectionItemMustBeComplete } from './rp14-longform-video-collection-item-must-be-complete.js';
import { rp14LongformVideoCollectionItemMustBeVideoChapter } from './rp14-longform-video-collection-item-must-be-video-chapter.js';
import { rp14LongformVideoCollectionItemMustHaveProprietaryId } from './rp14-longform-video-collection-item-must-have-proprietary-id.js';
import { rp14LongformVideoCollectionItemMustHaveTitle } from './rp14-longform-video-collection-item-must-have-title.js';
import { rp14LongformVideoCollectionItemMustReferencePrimaryVideo } from './rp14-longform-video-collection-item-must-reference-primary-video.js';
import { rp14LongformVideoCueMustHaveCLine } from './rp14-longform-video-cue-must-have-c-line.js';
import { rp14LongformVideoCueMustHaveContributor } from './rp14-longform-video-cue-must-have-contributor.js';
import { rp14LongformVideoCueMustHaveDisplayTitle } from './rp14-longform-video-cue-must-have-display-title.js';
import { rp14LongformVideoCueMustHaveIsrcOrIswc } from './rp14-longform-video-cue-must-have-isrc-or-iswc.js';
import { rp14LongformVideoCueMustHaveMusicalContent } from './rp14-longform-video-cue-must-have-musical-content.js';
import { rp14LongformVideoCueMustHaveOneFormalTitle } from './rp14-longform-video-cue-must-have-one-formal-title.js';
import { rp14LongformVideoCueMustHavePLine } from './rp14-longform-video-cue-must-have-p-line.js';
import { rp14LongformVideoCueMustHaveStartTimeAndDuration } from './rp14-longform-video-cue-must-have-start-time-and-duration.js';
import { rp14LongformVideoCueSheetMustContainCue } from './rp14-longform-video-cue-sheet-must-contain-cue.js';
import { rp14LongformVideoMustContainLongFormMusicalWorkVideoRelease } from './rp14-longform-video-must-contain-long-form-musical-work-video-release.js';
import { rp14LongformVideoMustContainOneRelease } from './rp14-longform-video-must-contain-one-release.js';
import { rp14LongformVideoMustContainVideoType } from './rp14-longform-video-must-contain-video-type.js';
import { rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet } from './rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet.js';
import { rp14LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference } from './rp14-longform-video-primary-video-resource-must-have-sound-recording-collection-reference.js';
import { rp14LongformVideoReleaseProfileVersionId } from './rp14-longform-video-release-profile-version-id.js';
import { rp14LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime } from './rp14-longform-video-sound-recording-collection-reference-must-have-start-time.js';
import { rp14MidiRingtoneMustContainRingtoneComponentRelease } from './rp14-midi-ringtone-must-contain-ringtone-component-release.js';
import { rp14MixedMediaBundleMainReleaseMustBeMultimedia } from './rp14-mixed-media-bundle-main-release-must-be-multimedia.js';
import { rp14MixedMediaBundleMustContainBundle } from './rp14-mixed-media-bundle-must-contain-bundle.js';
import { rp14MixedMediaBundleMustContainTwoDifferentResourceTypes } from './rp14-mixed-media-bundle-must-contain-two-different-resource-types.js';
import { rp14MixedMediaBundleReleaseProfileVersionId } from './rp14-mixed-media-bundle-release-profile-version-id.js';
import { rp14RingtoneMustContainReleaseFromRelease } from './rp14-ringtone-must-contain-release-from-release.js';
import { rp14RingtoneMustContainRingtoneComponentRelease } from './rp14-ringtone-must-contain-ringtone-component-release.js';
import { rp14RingtoneReleaseProfileVersionId } from './rp14-ringtone-release-profile-version-id.js';
import { rp14SimpleVideoSingleReleaseProfileVersionId } from './rp14-simple-video-single-release-profile-version-id.js';
import { rp14SingleResourceReleaseMustContainOneResource } from './rp14-single-resource-release-must-contain-one-resource.js';
import { rp14SingleResourceReleaseMustContainSingleResourceRelease } from './rp14-single-resource-release-must-contain-single-resource-release.js';
import { rp14SingleResourceReleaseMustNotContainReleaseResourceStructure } from './rp14-single-resource-release-must-not-contain-release-resource-structure.js';
import { rp14SingleResourceReleaseMustNotContainResourceGroup } from './rp14-single-resource-release-must-not-contain-resource-group.js';
import { rp14SingleResourceReleaseMustNotContainSecondaryResource } from './rp14-single-resource-release-must-not-contain-secondary-resource.js';
import { rp14SingleResourceReleaseReleaseProfileVersionId } from './rp14-single-resource-release-release-profile-version-id.js';
import { rp14SingleResourceReleaseWithCoverArtReleaseProfileVersionId } from './rp14-single-resource-release-with-cover-art-release-profile-version-id.js';
import { rp14TvSeriesReleaseProfileVersionId } from './rp14-tv-series-release-profile-version-id.js';
import { rp14VideoAlbumMainReleaseMustBeAlbum } from './rp14-video-album-main-release-must-be-album.js';
import { rp14VideoAlbumMustContainVideoAlbumRelease } from './rp14-video-album-must-contain-video-album-release.js';
import { rp14VideoAlbumReleaseProfileVersionId } from './rp14-video-album-release-profile-version-id.js';
import { rp14VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio } from './rp14-video-single-may-contain-related-release-of-type-is-equivalent-to-audio.js';
import { rp14VideoSingleMustContainVideoSingleRelease } from './rp14-video-single-must-contain-video-single-release.js';
import { rp14VideoSinglePrimaryVideoMustHaveIsrc } from './rp14-video-single-primary-video-must-have-isrc.js';
import { rp14VideoSingleReleaseProfileVersionId } from './rp14-video-single-release-profile-version-id.js';

export const ONE_PROFILE_RULES_14: readonly ProfileRule[] = [
  rp14AudioAlbumMusicAndSpeechReleaseProfileVersionId,
  rp14AudioAlbumMusicAndSpeechMustContainSoundRecording,
  rp14AudioAlbumMustContainAlbumOrSingleRelease,
  rp14AudioAlbumMustContainMultipleSoundRecordings,
  rp14AudioAlbumReleaseProfileVersionId,
  rp14AudioAlbumMainReleaseMustBeAlbum,
  rp14AudioBookReleaseProfileVersionId,
  rp14AudioSingleReleaseProfileVersionId,
  rp14AudioSingleMustContainSingleRelease,
  rp14DigitalBoxedSetReleaseProfileVersionId,
  rp14DigitalBoxedSetMustContainDigitalBoxSetRelease,
  rp14DigitalBoxedSetMustContainTrackComponentRelease,
  rp14DigitalClassicalAudioAlbumReleaseProfileVersionId,
  rp14DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease,
  rp14FilmBundleReleaseProfileVersionId,
  rp14LongformVideoReleaseProfileVersionId,
  rp14LongformVideoMustContainLongFormMusicalWorkVideoRelease,
  rp14RingtoneReleaseProfileVersionId,
  rp14MidiRingtoneMustContainRingtoneComponentRelease,
  rp14RingtoneMustContainRingtoneComponentRelease,
  rp14MixedMediaBundleReleaseProfileVersionId,
  rp14MixedMediaBundleMustContainBundle,
  rp14MixedMediaBundleMainReleaseMustBeMultimedia,
  rp14SimpleVideoSingleReleaseProfileVersionId,
  rp14SingleResourceReleaseWithCoverArtReleaseProfileVersionId,
  rp14SingleResourceReleaseReleaseProfileVersionId,
  rp14SingleResourceReleaseMustContainSingleResourceRelease,
  rp14TvSeriesReleaseProfileVersionId,
  rp14VideoAlbumReleaseProfileVersionId,
  rp14VideoAlbumMustContainVideoAlbumRelease,
  rp14VideoAlbumMainReleaseMustBeAlbum,
  rp14VideoSingleReleaseProfileVersionId,
  rp14VideoSingleMustContainVideoSingleRelease,
  rp14VideoSinglePrimaryVideoMustHaveIsrc,
  rp14VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio,
  rp14RingtoneMustContainReleaseFromRelease,
  rp14MixedMediaBundleMustContainTwoDifferentResourceTypes,
  rp14SingleResourceReleaseMustContainOneResource,
  rp14SingleResourceReleaseMustNotContainSecondaryResource,
  rp14SingleResourceReleaseMustNotContainReleaseResourceStructure,
  rp14SingleResourceReleaseMustNotContainResourceGroup,
  rp14DigitalClassicalAudioAlbumLabelNameMustBeProvided2,
  rp14DigitalClassicalAudioAlbumMustContainIndirectResourceContributor,
  rp14DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor,
  rp14DigitalClassicalAudioAlbumReferenceTitleMustBeGranular,
  rp14DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory,
  rp14DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup,
  rp14LongformVideoCueSheetMustContainCue,
  rp14LongformVideoCueMustHaveIsrcOrIswc,
  rp14LongformVideoCueMustHaveOneFormalTitle,
  rp14LongformVideoCueMustHaveDisplayTitle,
  rp14LongformVideoCueMustHaveContributor,
  rp14LongformVideoCueMustHavePLine,
  rp14LongformVideoCueMustHaveMusicalContent,
  rp14LongformVideoCueMustHaveCLine,
  rp14LongformVideoCollectionItemMustBeVideoChapter,
  rp14LongformVideoCollectionItemMustHaveProprietaryId,
  rp14LongformVideoCollectionItemMustHaveTitle,
  rp14LongformVideoCollectionItemMustBeComplete,
  rp14LongformVideoMustContainVideoType,
  rp14LongformVideoMustContainOneRelease,
  rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet,
  rp14LongformVideoCueMustHaveStartTimeAndDuration,
  rp14LongformVideoCollectionItemMustReferencePrimaryVideo,
  rp14LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference,
  rp14LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime,
];
