/**
 * Cases for Release Profile 2.1's MultiProfile_* rules on the release's structure and its resources
 * (multi-structure.test.ts): the releases and track releases a message holds, the resources each profile wants, how
 * they are placed in the release and identified. Each assertion on a minimal ERN 4.1 message that breaks it and on
 * one that keeps it, with the DDEX rule numbers it fails as the profile named (default Audio); Saxon's run of DDEX's
 * XSL fails the same numbers on these messages.
 */
import { rp21BonusResourceMustHaveProprietaryId } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-bonus-resource-must-have-proprietary-id.js';
import { rp21FrontCoverImageMustBeLinked } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-front-cover-image-must-be-linked.js';
import { rp21ImageType } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-image-type.js';
import { rp21MayContainOneImage } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-may-contain-one-image.js';
import { rp21MustContainOneFrontCoverImage } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-front-cover-image.js';
import { rp21MustContainOneRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-release.js';
import { rp21MustContainOneResourceGroup } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-resource-group.js';
import { rp21MustContainOneResourceGroupContentItem } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-resource-group-content-item.js';
import { rp21MustContainOneSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-sound-recording.js';
import { rp21MustContainOneTrackReleasePerPrimaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-track-release-per-primary-resource.js';
import { rp21MustContainShortFormMusicalWorkVideo } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-short-form-musical-work-video.js';
import { rp21MustContainWorkSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-work-sound-recording.js';
import { rp21MustNotContainBonusResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-not-contain-bonus-resource.js';
import { rp21MustNotContainTextSheetMusicSoftware } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-not-contain-text-sheet-music-software.js';
import { rp21MustNotContainTrackRelease } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-not-contain-track-release.js';
import { rp21PrimaryResourceMustHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-primary-resource-must-have-isrc.js';
import { rp21ResourceGroupContentItemImage } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-resource-group-content-item-image.js';
import { rp21ResourceGroupContentItemSoundRecording } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-resource-group-content-item-sound-recording.js';
import { rp21SecondaryResourceMustHaveProprietaryId } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-secondary-resource-must-have-proprietary-id.js';
import { rp21TechnicalDetails } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-technical-details.js';
import { rp21TextSheetMusicSoftwareMustBeBonus } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-text-sheet-music-software-must-be-bonus.js';
import { rp21TrackReleaseMustHaveOnePrimaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-track-release-must-have-one-primary-resource.js';
import { rp21TrackReleaseMustNotHaveIsrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-track-release-must-not-have-isrc.js';
import { rp21TrackReleaseMustNotHaveSecondaryResources } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-track-release-must-not-have-secondary-resources.js';
import { rp21VideoScreenCaptureMustBeLinked } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-video-screen-capture-must-be-linked.js';
import { image41, message41, type MultiProfileRow, recording41, release41, trackRelease41 } from './multi-profile-messages.js';

const withResources = (...resources: string[]): string => message41({ resources: resources.join('\n') });
/** Recording A1 and cover A2, plus these. */
const plus = (...resources: string[]): string => withResources(recording41(), image41(), ...resources);
/** A release whose group also holds these content items (after A1's). */
const items = (extra: string): string => release41({ groupExtra: `${extra}\n<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>` });
const bonusItem = (reference: string): string => `<ResourceGroupContentItem><IsBonusResource>true</IsBonusResource><ReleaseResourceReference>${reference}</ReleaseResourceReference></ResourceGroupContentItem>`;
/** The single of profiles SimpleAudioSingle and Ringtone: recording A1, cover A2 linked from A1's content item, no track release. */
const single = (extra: Partial<Parameters<typeof message41>[0]> = {}): string => message41({
  release: release41({ group: '<ResourceGroup>\n<ResourceGroupContentItem><SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A1</ReleaseResourceReference>'
    + '<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference></ResourceGroupContentItem>\n</ResourceGroup>' }),
  trackReleases: '',
  ...extra,
});

export const STRUCTURE_ROWS: MultiProfileRow[] = [
  ['one Release passes', rp21MustContainOneRelease, message41(), []],
  ['a second Release fails', rp21MustContainOneRelease, message41({ trackReleases: release41().replace('R0', 'R9') }), ['1000-1']],
  ['one TrackRelease per primary recording passes', rp21MustContainOneTrackReleasePerPrimaryResource, message41(), []],
  ['a recording without TrackRelease fails', rp21MustContainOneTrackReleasePerPrimaryResource, message41({ trackReleases: '' }), ['1045-1']],
  ['a recording with two TrackReleases fails', rp21MustContainOneTrackReleasePerPrimaryResource,
    message41({ trackReleases: trackRelease41('R1', 'A1') + trackRelease41('R2', 'A1') }), ['1045-1']],
  ['a supplemental recording needs no TrackRelease', rp21MustContainOneTrackReleasePerPrimaryResource,
    plus(recording41({ reference: 'A3', attributes: ' IsSupplemental="true"' })), []],
  ['a TrackRelease identified by ProprietaryId passes', rp21TrackReleaseMustNotHaveIsrc, message41(), []],
  ['a TrackRelease with an ISRC fails', rp21TrackReleaseMustNotHaveIsrc,
    message41({ trackReleases: trackRelease41('R1', 'A1').replace('<ReleaseId>', '<ReleaseId><ISRC>GBAAA2400001</ISRC>') }), ['1046-1']],
  ['a TrackRelease of one resource passes', rp21TrackReleaseMustHaveOnePrimaryResource, message41(), []],
  ['a TrackRelease of two resources fails', rp21TrackReleaseMustHaveOnePrimaryResource,
    message41({ trackReleases: trackRelease41('R1', 'A1', '<ReleaseResourceReference>A2</ReleaseResourceReference>') }), ['1047-1']],
  ['a TrackRelease of the recording passes', rp21TrackReleaseMustNotHaveSecondaryResources, message41(), []],
  ['a TrackRelease of the cover image fails', rp21TrackReleaseMustNotHaveSecondaryResources,
    message41({ trackReleases: trackRelease41('R1', 'A1') + trackRelease41('R2', 'A2') }), ['1048-1']],
  ['a MusicalWorkSoundRecording passes', rp21MustContainWorkSoundRecording, message41(), []],
  ['only a recording of Type Other fails', rp21MustContainWorkSoundRecording, withResources(recording41({ type: 'Other' }), image41()), ['1052-1']],
  ['one front cover passes', rp21MustContainOneFrontCoverImage, message41(), []],
  ['two front covers fail', rp21MustContainOneFrontCoverImage, plus(image41({ reference: 'A3' })), ['1053-1']],
  ['a back cover only fails', rp21MustContainOneFrontCoverImage, withResources(recording41(), image41({ type: 'BackCoverImage' })), ['1053-1']],
  ['a short-form video passes (Video)', rp21MustContainShortFormMusicalWorkVideo, plus(recording41({ element: 'Video', reference: 'A3' })), [], 'Video'],
  ['no video fails (Video)', rp21MustContainShortFormMusicalWorkVideo, message41(), ['1112-1'], 'Video'],
  ['one recording passes (Ringtone)', rp21MustContainOneSoundRecording, single(), [], 'Ringtone'],
  ['two recordings fail (Ringtone)', rp21MustContainOneSoundRecording, plus(recording41({ reference: 'A3' })), ['1231-1'], 'Ringtone'],
  ['one image passes (Ringtone)', rp21MayContainOneImage, single(), [], 'Ringtone'],
  ['two images fail (Ringtone)', rp21MayContainOneImage, plus(image41({ reference: 'A3', type: 'BackCoverImage' })), ['1233-1'], 'Ringtone'],
  ['a front cover passes (Ringtone)', rp21ImageType, single(), [], 'Ringtone'],
  ['a back cover only fails (Ringtone)', rp21ImageType, withResources(recording41(), image41({ type: 'BackCoverImage' })), ['1234-1'], 'Ringtone'],
  ['no text passes (Ringtone)', rp21MustNotContainTextSheetMusicSoftware, single(), [], 'Ringtone'],
  ['a Text fails (Ringtone)', rp21MustNotContainTextSheetMusicSoftware, plus(image41({ element: 'Text', reference: 'A3', type: 'Booklet' })), ['1236-1'], 'Ringtone'],
  ['one ResourceGroup passes (Ringtone)', rp21MustContainOneResourceGroup, single(), [], 'Ringtone'],
  ['two ResourceGroups fail (Ringtone)', rp21MustContainOneResourceGroup,
    message41({ release: release41({ groupExtra: '<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference></ResourceGroup><ResourceGroup>' }) }), ['1239-1'], 'Ringtone'],
  ['one content item passes (SimpleAudioSingle)', rp21MustContainOneResourceGroupContentItem, single(), [], 'SimpleAudioSingle'],
  ['two content items fail (SimpleAudioSingle)', rp21MustContainOneResourceGroupContentItem,
    message41({ release: release41({ items: ['A1', 'A3'] }) }), ['1360-1'], 'SimpleAudioSingle'],
  ['no TrackRelease passes (DjMix)', rp21MustNotContainTrackRelease, single(), [], 'DjMix'],
  ['a TrackRelease fails (DjMix)', rp21MustNotContainTrackRelease, message41(), ['1478-1'], 'DjMix'],
  ['a content item of the recording passes (Ringtone)', rp21ResourceGroupContentItemSoundRecording, single(), [], 'Ringtone'],
  ['a content item of the image fails (Ringtone)', rp21ResourceGroupContentItemSoundRecording, message41({ release: release41({ items: ['A1', 'A2'] }) }), ['1240-1'], 'Ringtone'],
  ['an image linked from a content item passes (Ringtone)', rp21ResourceGroupContentItemImage, single(), [], 'Ringtone'],
  ['an image linked from the group only fails (Ringtone)', rp21ResourceGroupContentItemImage, message41(), ['1241-1'], 'Ringtone'],
  ['a Text that no bonus item names passes', rp21TextSheetMusicSoftwareMustBeBonus, plus(image41({ element: 'Text', reference: 'A3', type: 'Booklet' })), []],
  ['a Text named by a bonus item is reported, as DDEX\'s test is written', rp21TextSheetMusicSoftwareMustBeBonus,
    message41({ resources: [recording41(), image41(), image41({ element: 'Text', reference: 'A3', type: 'Booklet' })].join('\n'), release: items(bonusItem('A3')) }), ['1054-1']],
  ['a bonus resource with a ProprietaryId passes', rp21BonusResourceMustHaveProprietaryId,
    message41({ resources: [recording41(), image41(), image41({ element: 'Text', reference: 'A3', type: 'Booklet' })].join('\n'), release: items(bonusItem('A3')) }), []],
  ['a bonus resource without one fails', rp21BonusResourceMustHaveProprietaryId,
    message41({ resources: [recording41(), image41(), image41({ element: 'Text', reference: 'A3', type: 'Booklet', proprietaryId: null })].join('\n'), release: items(bonusItem('A3')) }), ['1059-1']],
  ['an image with a ProprietaryId passes', rp21SecondaryResourceMustHaveProprietaryId, message41(), []],
  ['an image with an empty ProprietaryId fails', rp21SecondaryResourceMustHaveProprietaryId, withResources(recording41(), image41({ proprietaryId: ' ' })), ['1029-1']],
  ['a supplemental recording without ProprietaryId fails', rp21SecondaryResourceMustHaveProprietaryId,
    plus(recording41({ reference: 'A3', attributes: ' IsSupplemental="true"' })), ['1029-1']],
  ['a linked front cover passes', rp21FrontCoverImageMustBeLinked, message41(), []],
  ['an unlinked front cover fails', rp21FrontCoverImageMustBeLinked, message41({ release: release41({ groupExtra: '' }) }), ['1057-1']],
  ['a screen capture linked as one passes (Video)', rp21VideoScreenCaptureMustBeLinked,
    message41({ resources: [recording41(), image41(), image41({ reference: 'A3', type: 'VideoScreenCapture' })].join('\n'),
      release: items('<ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference><LinkedReleaseResourceReference LinkDescription="VideoScreenCapture">A3</LinkedReleaseResourceReference></ResourceGroupContentItem>') }), [], 'Video'],
  ['a screen capture linked without its LinkDescription fails (Video)', rp21VideoScreenCaptureMustBeLinked,
    message41({ resources: [recording41(), image41(), image41({ reference: 'A3', type: 'VideoScreenCapture' })].join('\n'),
      release: items('<ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference><LinkedReleaseResourceReference>A3</LinkedReleaseResourceReference></ResourceGroupContentItem>') }), ['1119-1'], 'Video'],
  ['no bonus item passes (Ringtone)', rp21MustNotContainBonusResource, single(), [], 'Ringtone'],
  ['a bonus item fails (Ringtone)', rp21MustNotContainBonusResource, message41({ release: items(bonusItem('A2')) }), ['1235-1'], 'Ringtone'],
  ['a recording with an ISRC passes', rp21PrimaryResourceMustHaveIsrc, message41(), []],
  ['a recording with a ProprietaryId only fails', rp21PrimaryResourceMustHaveIsrc,
    withResources(recording41({ ids: '<ProprietaryId Namespace="P">x</ProprietaryId>' }), image41()), ['1058-1']],
  ['a resource with TechnicalDetails is reported (1032-1)', rp21TechnicalDetails, withResources(recording41()), ['1032-1']],
  ['a resource without TechnicalDetails fails 1032-2', rp21TechnicalDetails, withResources(recording41({ technical: false })), ['1032-2']],
];
