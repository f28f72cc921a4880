/** The 1.3 rules of DDEX's `MultiProfile_*` patterns (see index.ts), one module each, by file name. */
import type { ProfileRule } from '../types.js';
import { rp13CatalogTransfer } from './rp13-catalog-transfer.js';
import { rp13ClineMustBeProvidedAtTerritorialLevel } from './rp13-cline-must-be-provided-at-territorial-level.js';
import { rp13CollectionItemMustNotHaveManyIsComplete } from './rp13-collection-item-must-not-have-many-is-complete.js';
import { rp13CommentMustNotBeProvided } from './rp13-comment-must-not-be-provided.js';
import { rp13DisplayArtistMustBeProvided } from './rp13-display-artist-must-be-provided.js';
import { rp13DisplayArtistNameDuplicate } from './rp13-display-artist-name-duplicate.js';
import { rp13DisplayArtistNamesMustBeDifferent } from './rp13-display-artist-names-must-be-different.js';
import { rp13DisplayArtistsMustBeSequenced } from './rp13-display-artists-must-be-sequenced.js';
import { rp13DisplayLabelMustBeProvided } from './rp13-display-label-must-be-provided.js';
import { rp13FlagsOnlyOnContentItems } from './rp13-flags-only-on-content-items.js';
import { rp13GenreMustBeProvided } from './rp13-genre-must-be-provided.js';
import { rp13Grid } from './rp13-grid.js';
import { rp13Icpn } from './rp13-icpn.js';
import { rp13IndirectResourceContributorDuplicate } from './rp13-indirect-resource-contributor-duplicate.js';
import { rp13Isan } from './rp13-isan.js';
import { rp13Isbn } from './rp13-isbn.js';
import { rp13Ismn } from './rp13-ismn.js';
import { rp13Isni } from './rp13-isni.js';
import { rp13Isrc } from './rp13-isrc.js';
import { rp13Issn } from './rp13-issn.js';
import { rp13Iswc } from './rp13-iswc.js';
import { rp13LabelNameMustBeProvided } from './rp13-label-name-must-be-provided.js';
import { rp13LabelNameMustBeProvided2 } from './rp13-label-name-must-be-provided2.js';
import { rp13LabelNameMustBeProvided3 } from './rp13-label-name-must-be-provided3.js';
import { rp13MainReleaseMustBeProvided } from './rp13-main-release-must-be-provided.js';
import { rp13MainReleaseMustHaveGridOrIcpn } from './rp13-main-release-must-have-grid-or-icpn.js';
import { rp13MusicalWorkContributorRole } from './rp13-musical-work-contributor-role.js';
import { rp13MustContainComponentRelease } from './rp13-must-contain-component-release.js';
import { rp13MustContainImage } from './rp13-must-contain-image.js';
import { rp13MustContainMultipleReleases } from './rp13-must-contain-multiple-releases.js';
import { rp13MustContainMusicalWorkSoundRecording } from './rp13-must-contain-musical-work-sound-recording.js';
import { rp13MustContainNonMusicalWorkSoundRecording } from './rp13-must-contain-non-musical-work-sound-recording.js';
import { rp13MustContainNonMusicalWorkSoundRecording2 } from './rp13-must-contain-non-musical-work-sound-recording2.js';
import { rp13MustContainOneFrontCoverImageAsSecondaryResource } from './rp13-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp13MustContainOneImage } from './rp13-must-contain-one-image.js';
import { rp13MustContainOneSoundRecording } from './rp13-must-contain-one-sound-recording.js';
import { rp13MustContainResource } from './rp13-must-contain-resource.js';
import { rp13MustContainShortFormMusicalWorkVideo } from './rp13-must-contain-short-form-musical-work-video.js';
import { rp13MustContainTrackRelease } from './rp13-must-contain-track-release.js';
import { rp13MustContainTwoReleases } from './rp13-must-contain-two-releases.js';
import { rp13MustContainVideoScreenCapture } from './rp13-must-contain-video-screen-capture.js';
import { rp13MustContainVideo } from './rp13-must-contain-video.js';
import { rp13MustHaveCollectionList } from './rp13-must-have-collection-list.js';
import { rp13OneCollectionMustHaveEquivalentReleaseReference } from './rp13-one-collection-must-have-equivalent-release-reference.js';
import { rp13ParentalWarningTypeMustBeProvided } from './rp13-parental-warning-type-must-be-provided.js';
import { rp13PercentageValue } from './rp13-percentage-value.js';
import { rp13PlineMustBeProvidedAtTerritorialLevel } from './rp13-pline-must-be-provided-at-territorial-level.js';
import { rp13PrimaryResourceMustHaveIdentifiers } from './rp13-primary-resource-must-have-identifiers.js';
import { rp13PrimaryResourcesMustBeSequencedWithinTheirGroup } from './rp13-primary-resources-must-be-sequenced-within-their-group.js';
import { rp13PrimaryResourcesMustBeSequenced } from './rp13-primary-resources-must-be-sequenced.js';
import { rp13PrimarySoundRecordingMustHaveIndirectSoundRecordingId } from './rp13-primary-sound-recording-must-have-indirect-sound-recording-id.js';
import { rp13PrimarySoundRecordingMustHaveIsrc } from './rp13-primary-sound-recording-must-have-isrc.js';
import { rp13PrimaryVideoMustHaveIsrc } from './rp13-primary-video-must-have-isrc.js';
import { rp13ReleaseDateMustBeProvided } from './rp13-release-date-must-be-provided.js';
import { rp13ReleaseResourceTypeMustBeProvided } from './rp13-release-resource-type-must-be-provided.js';
import { rp13ResourceContributorDuplicate } from './rp13-resource-contributor-duplicate.js';
import { rp13ResourceGroupContentItemsMustBeSequenced } from './rp13-resource-group-content-items-must-be-sequenced.js';
import { rp13ResourceGroupsMustBeSequenced } from './rp13-resource-groups-must-be-sequenced.js';
import { rp13ResourceReleaseDateMustBeProvided } from './rp13-resource-release-date-must-be-provided.js';
import { rp13RightSharePercentageValue } from './rp13-right-share-percentage-value.js';
import { rp13RightSharePercentage } from './rp13-right-share-percentage.js';
import { rp13SecondaryResourceMustHaveProprietaryId } from './rp13-secondary-resource-must-have-proprietary-id.js';
import { rp13SecondaryResourcesMustNotBeSequenced } from './rp13-secondary-resources-must-not-be-sequenced.js';
import { rp13SequenceNumberAsAttribute } from './rp13-sequence-number-as-attribute.js';
import { rp13SequenceNumberAsElement } from './rp13-sequence-number-as-element.js';
import { rp13ShouldContainIndirectResourceContributor } from './rp13-should-contain-indirect-resource-contributor.js';
import { rp13Sici } from './rp13-sici.js';
import { rp13SingleDisplayTitlePerTerritory } from './rp13-single-display-title-per-territory.js';
import { rp13SingleFormalTitlePerTerritory } from './rp13-single-formal-title-per-territory.js';
import { rp13SoundRecordingMustHaveReferenceTitle } from './rp13-sound-recording-must-have-reference-title.js';
import { rp13TerritoryTis } from './rp13-territory-tis.js';
import { rp13Territory } from './rp13-territory.js';
import { rp13TrackReleaseMustNotContainManyResources } from './rp13-track-release-must-not-contain-many-resources.js';
import { rp13UserDefinedLabelNameType } from './rp13-user-defined-label-name-type.js';
import { rp13UserDefinedValue } from './rp13-user-defined-value.js';
import { rp13Visan } from './rp13-visan.js';

export const MULTI_PROFILE_RULES_13: readonly ProfileRule[] = [
  rp13CatalogTransfer,
  rp13ClineMustBeProvidedAtTerritorialLevel,
  rp13CollectionItemMustNotHaveManyIsComplete,
  rp13CommentMustNotBeProvided,
  rp13DisplayArtistMustBeProvided,
  rp13DisplayArtistNameDuplicate,
  rp13DisplayArtistNamesMustBeDifferent,
  rp13DisplayArtistsMustBeSequenced,
  rp13DisplayLabelMustBeProvided,
  rp13FlagsOnlyOnContentItems,
  rp13GenreMustBeProvided,
  rp13Grid,
  rp13Icpn,
  rp13IndirectResourceContributorDuplicate,
  rp13Isan,
  rp13Isbn,
  rp13Ismn,
  rp13Isni,
  rp13Isrc,
  rp13Issn,
  rp13Iswc,
  rp13LabelNameMustBeProvided,
  rp13LabelNameMustBeProvided2,
  rp13LabelNameMustBeProvided3,
  rp13MainReleaseMustBeProvided,
  rp13MainReleaseMustHaveGridOrIcpn,
  rp13MusicalWorkContributorRole,
  rp13MustContainComponentRelease,
  rp13MustContainImage,
  rp13MustContainMultipleReleases,
  rp13MustContainMusicalWorkSoundRecording,
  rp13MustContainNonMusicalWorkSoundRecording,
  rp13MustContainNonMusicalWorkSoundRecording2,
  rp13MustContainOneFrontCoverImageAsSecondaryResource,
  rp13MustContainOneImage,
  rp13MustContainOneSoundRecording,
  rp13MustContainResource,
  rp13MustContainShortFormMusicalWorkVideo,
  rp13MustContainTrackRelease,
  rp13MustContainTwoReleases,
  rp13MustContainVideoScreenCapture,
  rp13MustContainVideo,
  rp13MustHaveCollectionList,
  rp13OneCollectionMustHaveEquivalentReleaseReference,
  rp13ParentalWarningTypeMustBeProvided,
  rp13PercentageValue,
  rp13PlineMustBeProvidedAtTerritorialLevel,
  rp13PrimaryResourceMustHaveIdentifiers,
  rp13PrimaryResourcesMustBeSequencedWithinTheirGroup,
  rp13PrimaryResourcesMustBeSequenced,
  rp13PrimarySoundRecordingMustHaveIndirectSoundRecordingId,
  rp13PrimarySoundRecordingMustHaveIsrc,
  rp13PrimaryVideoMustHaveIsrc,
  rp13ReleaseDateMustBeProvided,
  rp13ReleaseResourceTypeMustBeProvided,
  rp13ResourceContributorDuplicate,
  rp13ResourceGroupContentItemsMustBeSequenced,
  rp13ResourceGroupsMustBeSequenced,
  rp13ResourceReleaseDateMustBeProvided,
  rp13RightSharePercentageValue,
  rp13RightSharePercentage,
  rp13SecondaryResourceMustHaveProprietaryId,
  rp13SecondaryResourcesMustNotBeSequenced,
  rp13SequenceNumberAsAttribute,
  rp13SequenceNumberAsElement,
  rp13ShouldContainIndirectResourceContributor,
  rp13Sici,
  rp13SingleDisplayTitlePerTerritory,
  rp13SingleFormalTitlePerTerritory,
  rp13SoundRecordingMustHaveReferenceTitle,
  rp13TerritoryTis,
  rp13Territory,
  rp13TrackReleaseMustNotContainManyResources,
  rp13UserDefinedLabelNameType,
  rp13UserDefinedValue,
  rp13Visan,
];
