/**
 * DDEX `MultiProfile_UserDefinedValue` (Release Profile 1.4, clause 4.3(31), Fatal Error; each profile's rule numbers
 * in `ddex`): an element other than LabelName with a UserDefinedValue attribute (`//*[(name() != 'LabelName') and
 * @UserDefinedValue]`) has the value `UserDefined` (first assertion: `<ReleaseType UserDefinedValue="…">UserDefined`)
 * and a Namespace attribute (second).
 *
 * `//*[@UserDefinedValue]` is over every element of the message. The scanner keeps no element for an attribute, so
 * the rule looks, by name in the index, at the elements that ERN 3.8.2's schema gives a UserDefinedValue (its
 * allowed-value types, below), all of which the kept tree keeps with every element on the way to them from the root
 * (release/vocabulary.ts). An element of another name carrying the attribute is not seen (the schema allows none).
 */
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { stringValue } from './ern3-places.js';

/** The ERN 3.8.2 elements whose type has a UserDefinedValue attribute, LabelName left out as DDEX does. */
export const USER_DEFINED_VALUE_HOSTS = [
  'AdditionalRoles', 'AdministratingRecordCompany', 'ArtistRole', 'AudioCodecType', 'CarrierType', 'CollectionType',
  'CommercialModelType', 'ContainerFormat', 'CueOrigin', 'CueSheetType', 'CueThemeType', 'CueUseType',
  'CueVisualPerceptionType', 'CueVocalType', 'DistributionChannelType', 'DrmPlatformType', 'ExternallyLinkedResourceType',
  'FingerprintAlgorithmType', 'GoverningAgreementType', 'HashSumAlgorithmType', 'ImageCodecType', 'ImageType',
  'IndirectResourceContributorRole', 'MidiType', 'MusicalWorkContributorRole', 'MusicalWorkType', 'OperatingSystemType',
  'ParentalWarningType', 'PrimaryRole', 'Purpose', 'RatingAgency', 'ReasonType', 'ReleaseRelationshipType', 'ReleaseType',
  'ResourceContributorRole', 'ResourceOmissionReason', 'ResourceType', 'RightsType', 'SheetMusicCodecType', 'SheetMusicType',
  'SoftwareType', 'SoundProcessorType', 'SoundRecordingType', 'TextCodecType', 'TextType', 'UseType', 'UserInterfaceType',
  'VideoCodecType', 'VideoType',
] as const;

export const rp14UserDefinedValue: ProfileRule = {
  id: 'rp14-user-defined-value',
  standard: '1.4',
  pattern: 'MultiProfile_UserDefinedValue',
  ddex: {
    AudioAlbum: [{ rule: '1741-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1741-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1121-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1121-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2150-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2150-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1048-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1048-2', clause: '4.3(31)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1596-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1596-2', clause: '4.3(31)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1666-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1666-2', clause: '4.3(31)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1885-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1885-2', clause: '4.3(31)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1423-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1423-2', clause: '4.3(31)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1524-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1524-2', clause: '4.3(31)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1345-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1345-2', clause: '4.3(31)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2016-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2016-2', clause: '4.3(31)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2082-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2082-2', clause: '4.3(31)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1816-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1816-2', clause: '4.3(31)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1195-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1195-2', clause: '4.3(31)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1271-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1271-2', clause: '4.3(31)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'An element with a UserDefinedValue has the value UserDefined and a Namespace',
  fix: 'Write a value outside DDEX\'s list as <ReleaseType UserDefinedValue="…" Namespace="<your DPID>">UserDefined</ReleaseType>.',
  check(input) {
    const index = indexOf(input);
    const findings: ProfileRuleFinding[] = [];
    const hosts = USER_DEFINED_VALUE_HOSTS
      .flatMap((name) => index.named(name).filter((element) => element.attributes.UserDefinedValue !== undefined))
      .sort((a, b) => a.offset - b.offset);
    for (const element of hosts) {
      const value = stringValue(element);
      if (value !== 'UserDefined') {
        findings.push({ message: `The ${element.name} has a UserDefinedValue but its value is "${value}", not "UserDefined": write UserDefined as its value.`, at: element });
      }
      if (element.attributes.Namespace === undefined) {
        findings.push({ message: `The ${element.name} has a UserDefinedValue but no Namespace: add Namespace="<the DPID of who defined the value>".`, at: element, assertion: 1 });
      }
    }
    return findings;
  },
};
