/**
 * The 2.1 rules of DDEX's patterns of one profile (`AudioSingle_*`, `DjMix_*`, `LongFormVideo_*`, …) and of the two
 * variant files (`Classical_*`, `BoxedSet_*`, keyed `ClassicalVariant` / `BoxedSetVariant`) (see index.ts). DDEX's
 * assertions of role `Warning` (each profile's `*_MainReleaseType`, Classical 1553-1, 1554-1, 1556-1) are not rules
 * of a profile (types.ts DDEX_ROLES) and have no module.
 */
import type { ProfileRule } from '../types.js';
import { rp21AudioSingleReleaseProfileVersionId } from './rp21-audio-single-release-profile-version-id.js';
import { rp21SimpleAudioSingleReleaseProfileVersionId } from './rp21-simple-audio-single-release-profile-version-id.js';
import { rp21VideoSingleReleaseProfileVersionId } from './rp21-video-single-release-profile-version-id.js';
import { rp21VideoSingleMustContainFrontCoverImage } from './rp21-video-single-must-contain-front-cover-image.js';
import { rp21VideoSingleMustNotContainFrontCoverImage } from './rp21-video-single-must-not-contain-front-cover-image.js';
import { rp21SimpleVideoSingleReleaseProfileVersionId } from './rp21-simple-video-single-release-profile-version-id.js';
import { rp21SimpleVideoSingleImageType } from './rp21-simple-video-single-image-type.js';
import { rp21SimpleVideoSingleMustContainOneVideo } from './rp21-simple-video-single-must-contain-one-video.js';
import { rp21SimpleVideoSingleResourceGroupContentItemVideo } from './rp21-simple-video-single-resource-group-content-item-video.js';
import { rp21MixedMediaReleaseProfileVersionId } from './rp21-mixed-media-release-profile-version-id.js';
import { rp21RingtoneReleaseProfileVersionId } from './rp21-ringtone-release-profile-version-id.js';
import { rp21RingtoneMustContainReleaseFromRelease } from './rp21-ringtone-must-contain-release-from-release.js';
import { rp21RingtonePrimaryResourceMustHaveIsrcOrProprietaryId } from './rp21-ringtone-primary-resource-must-have-isrc-or-proprietary-id.js';
import { rp21RingtoneSoundRecordingType } from './rp21-ringtone-sound-recording-type.js';
import { rp21LongFormVideoReleaseProfileVersionId } from './rp21-long-form-video-release-profile-version-id.js';
import { rp21LongFormVideoChapterMustHaveId } from './rp21-long-form-video-chapter-must-have-id.js';
import { rp21LongFormVideoChapterMustHaveStartTime } from './rp21-long-form-video-chapter-must-have-start-time.js';
import { rp21LongFormVideoChapterMustReferenceVideoScreenCapture } from './rp21-long-form-video-chapter-must-reference-video-screen-capture.js';
import { rp21LongFormVideoCueMustHaveContributor } from './rp21-long-form-video-cue-must-have-contributor.js';
import { rp21LongFormVideoCueMustHaveIsrcOrIswc } from './rp21-long-form-video-cue-must-have-isrc-or-iswc.js';
import { rp21LongFormVideoCueMustHavePLine } from './rp21-long-form-video-cue-must-have-p-line.js';
import { rp21LongFormVideoCueMustHaveStartTimeOrDuration } from './rp21-long-form-video-cue-must-have-start-time-or-duration.js';
import { rp21LongFormVideoImageType } from './rp21-long-form-video-image-type.js';
import { rp21LongFormVideoMustContainOneFrontCoverImageOrPoster } from './rp21-long-form-video-must-contain-one-front-cover-image-or-poster.js';
import { rp21LongFormVideoMustContainOneWorkVideo } from './rp21-long-form-video-must-contain-one-work-video.js';
import { rp21LongFormVideoMustContainPoster } from './rp21-long-form-video-must-contain-poster.js';
import { rp21LongFormVideoPrimaryResourceMustHaveCueSheetInfo } from './rp21-long-form-video-primary-resource-must-have-cue-sheet-info.js';
import { rp21LongFormVideoPrimaryResourceMustHaveIsrcOrProprietaryId } from './rp21-long-form-video-primary-resource-must-have-isrc-or-proprietary-id.js';
import { rp21LongFormVideoVideoType } from './rp21-long-form-video-video-type.js';
import { rp21DjMixReleaseProfileVersionId } from './rp21-dj-mix-release-profile-version-id.js';
import { rp21DjMixHasContentFromMustHaveTiming } from './rp21-dj-mix-has-content-from-must-have-timing.js';
import { rp21DjMixMustContainOnePrimaryMusicalWorkSoundRecording } from './rp21-dj-mix-must-contain-one-primary-musical-work-sound-recording.js';
import { rp21DjMixMustContainTwoSecondaryMusicalWorkSoundRecordings } from './rp21-dj-mix-must-contain-two-secondary-musical-work-sound-recordings.js';
import { rp21DjMixPrimarySoundRecordingMustBeReferenced } from './rp21-dj-mix-primary-sound-recording-must-be-referenced.js';
import { rp21DjMixSecondarySoundRecordingsMustBeReferenced } from './rp21-dj-mix-secondary-sound-recordings-must-be-referenced.js';
import { rp21DjMixSecondarySoundRecordingsMustHaveIsrc } from './rp21-dj-mix-secondary-sound-recordings-must-have-isrc.js';
import { rp21DjMixSecondarySoundRecordingsMustNotBeReferenced } from './rp21-dj-mix-secondary-sound-recordings-must-not-be-referenced.js';
import { rp21ClassicalReleaseProfileVariantVersionId } from './rp21-classical-release-profile-variant-version-id.js';
import { rp21ClassicalMustContainDisplayTitle } from './rp21-classical-must-contain-display-title.js';
import { rp21ClassicalMustContainMusicalWorkSoundRecording } from './rp21-classical-must-contain-musical-work-sound-recording.js';
import { rp21ClassicalMustContainResourceGroup } from './rp21-classical-must-contain-resource-group.js';
import { rp21ClassicalMustContainResourceGroupContentItems } from './rp21-classical-must-contain-resource-group-content-items.js';
import { rp21ClassicalResourceGroupType } from './rp21-classical-resource-group-type.js';
import { rp21ClassicalResourceGroupsMustBeNested } from './rp21-classical-resource-groups-must-be-nested.js';
import { rp21BoxedSetReleaseProfileVariantVersionId } from './rp21-boxed-set-release-profile-variant-version-id.js';
import { rp21BoxedSetMustContainReleaseId } from './rp21-boxed-set-must-contain-release-id.js';
import { rp21BoxedSetMustContainResourceGroups } from './rp21-boxed-set-must-contain-resource-groups.js';
import { rp21BoxedSetResourceGroupType } from './rp21-boxed-set-resource-group-type.js';

export const ONE_PROFILE_RULES_21: readonly ProfileRule[] = [
  rp21AudioSingleReleaseProfileVersionId,
  rp21SimpleAudioSingleReleaseProfileVersionId,
  rp21VideoSingleReleaseProfileVersionId,
  rp21VideoSingleMustContainFrontCoverImage,
  rp21VideoSingleMustNotContainFrontCoverImage,
  rp21SimpleVideoSingleReleaseProfileVersionId,
  rp21SimpleVideoSingleImageType,
  rp21SimpleVideoSingleMustContainOneVideo,
  rp21SimpleVideoSingleResourceGroupContentItemVideo,
  rp21MixedMediaReleaseProfileVersionId,
  rp21RingtoneReleaseProfileVersionId,
  rp21RingtoneMustContainReleaseFromRelease,
  rp21RingtonePrimaryResourceMustHaveIsrcOrProprietaryId,
  rp21RingtoneSoundRecordingType,
  rp21LongFormVideoReleaseProfileVersionId,
  rp21LongFormVideoChapterMustHaveId,
  rp21LongFormVideoChapterMustHaveStartTime,
  rp21LongFormVideoChapterMustReferenceVideoScreenCapture,
  rp21LongFormVideoCueMustHaveContributor,
  rp21LongFormVideoCueMustHaveIsrcOrIswc,
  rp21LongFormVideoCueMustHavePLine,
  rp21LongFormVideoCueMustHaveStartTimeOrDuration,
  rp21LongFormVideoImageType,
  rp21LongFormVideoMustContainOneFrontCoverImageOrPoster,
  rp21LongFormVideoMustContainOneWorkVideo,
  rp21LongFormVideoMustContainPoster,
  rp21LongFormVideoPrimaryResourceMustHaveCueSheetInfo,
  rp21LongFormVideoPrimaryResourceMustHaveIsrcOrProprietaryId,
  rp21LongFormVideoVideoType,
  rp21DjMixReleaseProfileVersionId,
  rp21DjMixHasContentFromMustHaveTiming,
  rp21DjMixMustContainOnePrimaryMusicalWorkSoundRecording,
  rp21DjMixMustContainTwoSecondaryMusicalWorkSoundRecordings,
  rp21DjMixPrimarySoundRecordingMustBeReferenced,
  rp21DjMixSecondarySoundRecordingsMustBeReferenced,
  rp21DjMixSecondarySoundRecordingsMustHaveIsrc,
  rp21DjMixSecondarySoundRecordingsMustNotBeReferenced,
  rp21ClassicalReleaseProfileVariantVersionId,
  rp21ClassicalMustContainDisplayTitle,
  rp21ClassicalMustContainMusicalWorkSoundRecording,
  rp21ClassicalMustContainResourceGroup,
  rp21ClassicalMustContainResourceGroupContentItems,
  rp21ClassicalResourceGroupType,
  rp21ClassicalResourceGroupsMustBeNested,
  rp21BoxedSetReleaseProfileVariantVersionId,
  rp21BoxedSetMustContainReleaseId,
  rp21BoxedSetMustContainResourceGroups,
  rp21BoxedSetResourceGroupType,
];
