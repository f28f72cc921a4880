/** The 1.4 rules of DDEX's `MultiProfile_*` patterns (see index.ts), one module each, by file name. */
import type { ProfileRule } from '../types.js';
import { rp14CatalogTransfer } from './rp14-catalog-transfer.js';
import { rp14ClineMustBeProvidedAtTerritorialLevel1 } from './rp14-cline-must-be-provided-at-territorial-level1.js';
import { rp14ClineMustBeProvidedAtTerritorialLevel2 } from './rp14-cline-must-be-provided-at-territorial-level2.js';
import { rp14CollectionItemMustNotHaveManyIsComplete } from './rp14-collection-item-must-not-have-many-is-complete.js';
import { rp14CommentMustNotBeProvided } from './rp14-comment-must-not-be-provided.js';
import { rp14DisplayArtistMustBeProvided } from './rp14-display-artist-must-be-provided.js';
import { rp14DisplayArtistNameDuplicate } from './rp14-display-artist-name-duplicate.js';
import { rp14DisplayArtistNamesMustBeDifferent } from './rp14-display-artist-names-must-be-different.js';
import { rp14DisplayArtistsMustBeSequenced } from './rp14-display-artists-must-be-sequenced.js';
import { rp14DisplayLabelMustBeProvided } from './rp14-display-label-must-be-provided.js';
import { rp14FlagsOnlyOnContentItems } from './rp14-flags-only-on-content-items.js';
import { rp14GenreMustBeProvided } from './rp14-genre-must-be-provided.js';
import { rp14Grid } from './rp14-grid.js';
import { rp14Icpn } from './rp14-icpn.js';
import { rp14IndirectResourceContributorDuplicate } from './rp14-indirect-resource-contributor-duplicate.js';
import { rp14Isan } from './rp14-isan.js';
import { rp14Isbn } from './rp14-isbn.js';
import { rp14Ismn } from './rp14-ismn.js';
import { rp14Isni } from './rp14-isni.js';
import { rp14Isrc } from './rp14-isrc.js';
import { rp14Issn } from './rp14-issn.js';
import { rp14Iswc } from './rp14-iswc.js';
import { rp14LabelNameMustBeProvided } from './rp14-label-name-must-be-provided.js';
import { rp14LabelNameMustBeProvided2 } from './rp14-label-name-must-be-provided2.js';
import { rp14LabelNameMustBeProvided3 } from './rp14-label-name-must-be-provided3.js';
import { rp14MainReleaseMustBeProvided } from './rp14-main-release-must-be-provided.js';
import { rp14MainReleaseMustHaveGridOrIcpn } from './rp14-main-release-must-have-grid-or-icpn.js';
import { rp14MusicalWorkContributorRole } from './rp14-musical-work-contributor-role.js';
import { rp14MustContainComponentRelease } from './rp14-must-contain-component-release.js';
import { rp14MustContainImage } from './rp14-must-contain-image.js';
import { rp14MustContainMultipleReleases } from './rp14-must-contain-multiple-releases.js';
import { rp14MustContainMusicalWorkSoundRecording } from './rp14-must-contain-musical-work-sound-recording.js';
import { rp14MustContainNonMusicalWorkSoundRecording } from './rp14-must-contain-non-musical-work-sound-recording.js';
import { rp14MustContainNonMusicalWorkSoundRecording2 } from './rp14-must-contain-non-musical-work-sound-recording2.js';
import { rp14MustContainOneFrontCoverImageAsSecondaryResource } from './rp14-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp14MustContainOneImage } from './rp14-must-contain-one-image.js';
import { rp14MustContainOneSoundRecording } from './rp14-must-contain-one-sound-recording.js';
import { rp14MustContainResource } from './rp14-must-contain-resource.js';
import { rp14MustContainShortFormMusicalWorkVideo } from './rp14-must-contain-short-form-musical-work-video.js';
import { rp14MustContainTrackRelease } from './rp14-must-contain-track-release.js';
import { rp14MustContainTwoReleases } from './rp14-must-contain-two-releases.js';
import { rp14MustContainVideoScreenCapture } from './rp14-must-contain-video-screen-capture.js';
import { rp14MustContainVideo } from './rp14-must-contain-video.js';
import { rp14MustHaveCollectionList } from './rp14-must-have-collection-list.js';
import { rp14OneCollectionMustHaveEquivalentReleaseReference } from './rp14-one-collection-must-have-equivalent-release-reference.js';
import { rp14ParentalWarningTypeMustBeProvided } from './rp14-parental-warning-type-must-be-provided.js';
import { rp14PercentageValue } from './rp14-percentage-value.js';
import { rp14PlineMustBeProvidedAtTerritorialLevel1 } from './rp14-pline-must-be-provided-at-territorial-level1.js';
import { rp14PlineMustBeProvidedAtTerritorialLevel2 } from './rp14-pline-must-be-provided-at-territorial-level2.js';
import { rp14PrimaryResourceMustHaveIdentifiers } from './rp14-primary-resource-must-have-identifiers.js';
import { rp14PrimaryResourcesMustBeSequencedWithinTheirGroup } from './rp14-primary-resources-must-be-sequenced-within-their-group.js';
import { rp14PrimaryResourcesMustBeSequenced } from './rp14-primary-resources-must-be-sequenced.js';
import { rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId } from './rp14-primary-sound-recording-must-have-indirect-sound-recording-id.js';
import { rp14PrimarySoundRecordingMustHaveIsrc } from './rp14-primary-sound-recording-must-have-isrc.js';
import { rp14PrimaryVideoMustHaveIsrc } from './rp14-primary-video-must-have-isrc.js';
import { rp14ReleaseDateMustBeProvided } from './rp14-release-date-must-be-provided.js';
import { rp14ReleaseResourceTypeMustBeProvided } from './rp14-release-resource-type-must-be-provided.js';
import { rp14ResourceContributorDuplicate } from './rp14-resource-contributor-duplicate.js';
import { rp14ResourceGroupContentItemsMustBeSequenced } from './rp14-resource-group-content-items-must-be-sequenced.js';
import { rp14ResourceGroupsMustBeSequenced } from './rp14-resource-groups-must-be-sequenced.js';
import { rp14ResourceReleaseDateMustBeProvided } from './rp14-resource-release-date-must-be-provided.js';
import { rp14RightSharePercentageValue } from './rp14-right-share-percentage-value.js';
import { rp14RightSharePercentage } from './rp14-right-share-percentage.js';
import { rp14SecondaryResourceMustHaveProprietaryId } from './rp14-secondary-resource-must-have-proprietary-id.js';
import { rp14SecondaryResourcesMustNotBeSequenced } from './rp14-secondary-resources-must-not-be-sequenced.js';
import { rp14SequenceNumberAsAttribute } from './rp14-sequence-number-as-attribute.js';
import { rp14SequenceNumberAsElement } from './rp14-sequence-number-as-element.js';
import { rp14ShouldContainIndirectResourceContributor } from './rp14-should-contain-indirect-resource-contributor.js';
import { rp14Sici } from './rp14-sici.js';
import { rp14SingleDisplayTitlePerTerritory } from './rp14-single-display-title-per-territory.js';
import { rp14SingleFormalTitlePerTerritory } from './rp14-single-formal-title-per-territory.js';
import { rp14SoundRecordingMustHaveReferenceTitle } from './rp14-sound-recording-must-have-reference-title.js';
import { rp14TerritoryTis } from './rp14-territory-tis.js';
import { rp14Territory } from './rp14-territory.js';
import { rp14TrackReleaseMustNotContainManyResources } from './rp14-track-release-must-not-contain-many-resources.js';
import { rp14UserDefinedLabelNameType } from './rp14-user-defined-label-name-type.js';
import { rp14UserDefinedValue } from './rp14-user-defined-value.js';
import { rp14Visan } from './rp14-visan.js';

/**
 * Written once for every profile whose 1.4 file holds the pattern (each module's `ddex`), for DDEX's 17
 * release-profile files (sch/14/NewReleaseMessage_ReleaseProfile_<Profile>_14.sch). Left out: the assertions of role
 * Information, which no conformance certificate weighs (212 in those files, among them the 6 patterns that have no
 * other: DeprecatedDatesMustNotBeUsed, MessageSchemaVersionId, MustNotContainSixResourceGroups,
 * SoundRecordingMustNotHaveDeprecatedFlags, PercentageValue2, RightSharePercentageValue2); and
 * NewReleaseMessage_BusinessProfile_14.sch, whose 20 MultiProfile patterns check deals and the message for the
 * business profiles, not a release type.
 */
export const MULTI_PROFILE_RULES_14: readonly ProfileRule[] = [
  rp14CatalogTransfer,
  rp14ClineMustBeProvidedAtTerritorialLevel1,
  rp14ClineMustBeProvidedAtTerritorialLevel2,
  rp14CollectionItemMustNotHaveManyIsComplete,
  rp14CommentMustNotBeProvided,
  rp14DisplayArtistMustBeProvided,
  rp14DisplayArtistNameDuplicate,
  rp14DisplayArtistNamesMustBeDifferent,
  rp14DisplayArtistsMustBeSequenced,
  rp14DisplayLabelMustBeProvided,
  rp14FlagsOnlyOnContentItems,
  rp14GenreMustBeProvided,
  rp14Grid,
  rp14Icpn,
  rp14IndirectResourceContributorDuplicate,
  rp14Isan,
  rp14Isbn,
  rp14Ismn,
  rp14Isni,
  rp14Isrc,
  rp14Issn,
  rp14Iswc,
  rp14LabelNameMustBeProvided,
  rp14LabelNameMustBeProvided2,
  rp14LabelNameMustBeProvided3,
  rp14MainReleaseMustBeProvided,
  rp14MainReleaseMustHaveGridOrIcpn,
  rp14MusicalWorkContributorRole,
  rp14MustContainComponentRelease,
  rp14MustContainImage,
  rp14MustContainMultipleReleases,
  rp14MustContainMusicalWorkSoundRecording,
  rp14MustContainNonMusicalWorkSoundRecording,
  rp14MustContainNonMusicalWorkSoundRecording2,
  rp14MustContainOneFrontCoverImageAsSecondaryResource,
  rp14MustContainOneImage,
  rp14MustContainOneSoundRecording,
  rp14MustContainResource,
  rp14MustContainShortFormMusicalWorkVideo,
  rp14MustContainTrackRelease,
  rp14MustContainTwoReleases,
  rp14MustContainVideoScreenCapture,
  rp14MustContainVideo,
  rp14MustHaveCollectionList,
  rp14OneCollectionMustHaveEquivalentReleaseReference,
  rp14ParentalWarningTypeMustBeProvided,
  rp14PercentageValue,
  rp14PlineMustBeProvidedAtTerritorialLevel1,
  rp14PlineMustBeProvidedAtTerritorialLevel2,
  rp14PrimaryResourceMustHaveIdentifiers,
  rp14PrimaryResourcesMustBeSequencedWithinTheirGroup,
  rp14PrimaryResourcesMustBeSequenced,
  rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId,
  rp14PrimarySoundRecordingMustHaveIsrc,
  rp14PrimaryVideoMustHaveIsrc,
  rp14ReleaseDateMustBeProvided,
  rp14ReleaseResourceTypeMustBeProvided,
  rp14ResourceContributorDuplicate,
  rp14ResourceGroupContentItemsMustBeSequenced,
  rp14ResourceGroupsMustBeSequenced,
  rp14ResourceReleaseDateMustBeProvided,
  rp14RightSharePercentageValue,
  rp14RightSharePercentage,
  rp14SecondaryResourceMustHaveProprietaryId,
  rp14SecondaryResourcesMustNotBeSequenced,
  rp14SequenceNumberAsAttribute,
  rp14SequenceNumberAsElement,
  rp14ShouldContainIndirectResourceContributor,
  rp14Sici,
  rp14SingleDisplayTitlePerTerritory,
  rp14SingleFormalTitlePerTerritory,
  rp14SoundRecordingMustHaveReferenceTitle,
  rp14TerritoryTis,
  rp14Territory,
  rp14TrackReleaseMustNotContainManyResources,
  rp14UserDefinedLabelNameType,
  rp14UserDefinedValue,
  rp14Visan,
];
