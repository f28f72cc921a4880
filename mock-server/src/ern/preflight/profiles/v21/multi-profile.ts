/** The 2.1 rules of DDEX's `MultiProfile_*` patterns (see index.ts). */
import { rp21MustContainOneRelease } from './rp21-must-contain-one-release.js';
import { rp21Icpn } from './rp21-icpn.js';
import { rp21Isni } from './rp21-isni.js';
import { rp21Grid } from './rp21-grid.js';
import { rp21Sici } from './rp21-sici.js';
import { rp21Issn } from './rp21-issn.js';
import { rp21Isbn } from './rp21-isbn.js';
import { rp21Visan } from './rp21-visan.js';
import { rp21Isan } from './rp21-isan.js';
import { rp21Ismn } from './rp21-ismn.js';
import { rp21Iswc } from './rp21-iswc.js';
import { rp21Isrc } from './rp21-isrc.js';
import { rp21RightSharePercentageValue } from './rp21-right-share-percentage-value.js';
import { rp21Contributor } from './rp21-contributor.js';
import { rp21DisplayArtistsMustBeSequenced } from './rp21-display-artists-must-be-sequenced.js';
import { rp21MustNotHaveManyMainDisplayArtists } from './rp21-must-not-have-many-main-display-artists.js';
import { rp21ResourceGroupType } from './rp21-resource-group-type.js';
import { rp21ResourceGroupsMustBeSequenced } from './rp21-resource-groups-must-be-sequenced.js';
import { rp21PrimaryResourcesMustBeSequenced } from './rp21-primary-resources-must-be-sequenced.js';
import { rp21SequenceNumberMustBeDifferent } from './rp21-sequence-number-must-be-different.js';
import { rp21SingleSequenceInResourceGroup } from './rp21-single-sequence-in-resource-group.js';
import { rp21SecondaryResourcesMustNotBeSequenced } from './rp21-secondary-resources-must-not-be-sequenced.js';
import { rp21CueMustHaveStartTimeOrDuration } from './rp21-cue-must-have-start-time-or-duration.js';
import { rp21MainReleaseMustHaveGridOrIcpn } from './rp21-main-release-must-have-grid-or-icpn.js';
import { rp21ReleaseMayHaveCLine } from './rp21-release-may-have-c-line.js';
import { rp21ReleaseDateMustBeProvided } from './rp21-release-date-must-be-provided.js';
import { rp21ResourceGroupTypeSide } from './rp21-resource-group-type-side.js';
import { rp21SecondaryResourceMustHaveProprietaryId } from './rp21-secondary-resource-must-have-proprietary-id.js';
import { rp21NoContributorDuplicate } from './rp21-no-contributor-duplicate.js';
import { rp21FirstPublicationDateMustBeProvided } from './rp21-first-publication-date-must-be-provided.js';
import { rp21TechnicalDetails } from './rp21-technical-details.js';
import { rp21DateShouldBeBeforeDealStartDate } from './rp21-date-should-be-before-deal-start-date.js';
import { rp21DateShouldBeBeforeDealStartDateTime } from './rp21-date-should-be-before-deal-start-date-time.js';
import { rp21MustNotContainPriceType } from './rp21-must-not-contain-price-type.js';
import { rp21MustContainUseType1 } from './rp21-must-contain-use-type1.js';
import { rp21MustContainUseType2 } from './rp21-must-contain-use-type2.js';
import { rp21MustContainUseType3 } from './rp21-must-contain-use-type3.js';
import { rp21MustContainUseType4 } from './rp21-must-contain-use-type4.js';
import { rp21MustContainOneTrackReleasePerPrimaryResource } from './rp21-must-contain-one-track-release-per-primary-resource.js';
import { rp21TrackReleaseMustNotHaveIsrc } from './rp21-track-release-must-not-have-isrc.js';
import { rp21TrackReleaseMustHaveOnePrimaryResource } from './rp21-track-release-must-have-one-primary-resource.js';
import { rp21TrackReleaseMustNotHaveSecondaryResources } from './rp21-track-release-must-not-have-secondary-resources.js';
import { rp21TrackReleaseMustNotHaveRedundantTitles } from './rp21-track-release-must-not-have-redundant-titles.js';
import { rp21ReleaseProfileVariantVersionId } from './rp21-release-profile-variant-version-id.js';
import { rp21MustContainWorkSoundRecording } from './rp21-must-contain-work-sound-recording.js';
import { rp21MustContainOneFrontCoverImage } from './rp21-must-contain-one-front-cover-image.js';
import { rp21MustContainShortFormMusicalWorkVideo } from './rp21-must-contain-short-form-musical-work-video.js';
import { rp21MustContainOneSoundRecording } from './rp21-must-contain-one-sound-recording.js';
import { rp21MayContainOneImage } from './rp21-may-contain-one-image.js';
import { rp21ImageType } from './rp21-image-type.js';
import { rp21MustNotContainTextSheetMusicSoftware } from './rp21-must-not-contain-text-sheet-music-software.js';
import { rp21TextSheetMusicSoftwareMustBeBonus } from './rp21-text-sheet-music-software-must-be-bonus.js';
import { rp21BonusResourcesMustNotBeSequenced } from './rp21-bonus-resources-must-not-be-sequenced.js';
import { rp21FrontCoverImageMustBeLinked } from './rp21-front-cover-image-must-be-linked.js';
import { rp21PrimaryResourceMustHaveIsrc } from './rp21-primary-resource-must-have-isrc.js';
import { rp21BonusResourceMustHaveProprietaryId } from './rp21-bonus-resource-must-have-proprietary-id.js';
import { rp21MustNotContainTrackRelease } from './rp21-must-not-contain-track-release.js';
import { rp21VideoScreenCaptureMustBeLinked } from './rp21-video-screen-capture-must-be-linked.js';
import { rp21MustNotContainBonusResource } from './rp21-must-not-contain-bonus-resource.js';
import { rp21MustContainOneResourceGroup } from './rp21-must-contain-one-resource-group.js';
import { rp21ResourceGroupContentItemSoundRecording } from './rp21-resource-group-content-item-sound-recording.js';
import { rp21ResourceGroupContentItemImage } from './rp21-resource-group-content-item-image.js';
import { rp21MustContainOneResourceGroupContentItem } from './rp21-must-contain-one-resource-group-content-item.js';
import { rp21RightsController } from './rp21-rights-controller.js';
import { rp21UserDefinedValue } from './rp21-user-defined-value.js';
import { rp21IsDefaultTerritory } from './rp21-is-default-territory.js';
import type { ProfileRule } from '../types.js';

export const MULTI_PROFILE_RULES_21: readonly ProfileRule[] = [
  rp21MustContainOneRelease,
  rp21Icpn,
  rp21Isni,
  rp21Grid,
  rp21Sici,
  rp21Issn,
  rp21Isbn,
  rp21Visan,
  rp21Isan,
  rp21Ismn,
  rp21Iswc,
  rp21Isrc,
  rp21RightSharePercentageValue,
  rp21Contributor,
  rp21DisplayArtistsMustBeSequenced,
  rp21MustNotHaveManyMainDisplayArtists,
  rp21ResourceGroupType,
  rp21ResourceGroupsMustBeSequenced,
  rp21PrimaryResourcesMustBeSequenced,
  rp21SequenceNumberMustBeDifferent,
  rp21SingleSequenceInResourceGroup,
  rp21SecondaryResourcesMustNotBeSequenced,
  rp21CueMustHaveStartTimeOrDuration,
  rp21MainReleaseMustHaveGridOrIcpn,
  rp21ReleaseMayHaveCLine,
  rp21ReleaseDateMustBeProvided,
  rp21ResourceGroupTypeSide,
  rp21SecondaryResourceMustHaveProprietaryId,
  rp21NoContributorDuplicate,
  rp21FirstPublicationDateMustBeProvided,
  rp21TechnicalDetails,
  rp21DateShouldBeBeforeDealStartDate,
  rp21DateShouldBeBeforeDealStartDateTime,
  rp21MustNotContainPriceType,
  rp21MustContainUseType1,
  rp21MustContainUseType2,
  rp21MustContainUseType3,
  rp21MustContainUseType4,
  rp21MustContainOneTrackReleasePerPrimaryResource,
  rp21TrackReleaseMustNotHaveIsrc,
  rp21TrackReleaseMustHaveOnePrimaryResource,
  rp21TrackReleaseMustNotHaveSecondaryResources,
  rp21TrackReleaseMustNotHaveRedundantTitles,
  rp21ReleaseProfileVariantVersionId,
  rp21MustContainWorkSoundRecording,
  rp21MustContainOneFrontCoverImage,
  rp21MustContainShortFormMusicalWorkVideo,
  rp21MustContainOneSoundRecording,
  rp21MayContainOneImage,
  rp21ImageType,
  rp21MustNotContainTextSheetMusicSoftware,
  rp21TextSheetMusicSoftwareMustBeBonus,
  rp21BonusResourcesMustNotBeSequenced,
  rp21FrontCoverImageMustBeLinked,
  rp21PrimaryResourceMustHaveIsrc,
  rp21BonusResourceMustHaveProprietaryId,
  rp21MustNotContainTrackRelease,
  rp21VideoScreenCaptureMustBeLinked,
  rp21MustNotContainBonusResource,
  rp21MustContainOneResourceGroup,
  rp21ResourceGroupContentItemSoundRecording,
  rp21ResourceGroupContentItemImage,
  rp21MustContainOneResourceGroupContentItem,
  rp21RightsController,
  rp21UserDefinedValue,
  rp21IsDefaultTerritory,
];
