/**
 * DDEX `MultiProfile_UserDefinedValue` (Release Profile 2.1, 5.3.1.1(5) Fatal Error).
 * Every element with a `UserDefinedValue` attribute (`//*[@UserDefinedValue]`) must have the value UserDefined (its
 * own, or its `LinkDescription` or `LabelType` attribute's) (1), and a `Namespace` attribute (2).
 *
 * DDEX's context is every element of the message. The kit reads no element outside its vocabulary (the scanner skips
 * them with their subtrees), so it finds these by name: every ERN 4.1/4.2/4.3 element whose schema type carries
 * UserDefinedValue (`NAMES` below) is kept (release/vocabulary.ts), with every element on the way to it from the
 * root. An element that no 4.x schema allows to carry the attribute is not looked at.
 *
 * Rule numbers: Audio 1012-1/1012-2, DjMix 1444-1/1444-2, LongFormMusicalWorkVideo 1376-1/1376-2, MixedMedia
 * 1134-1/1134-2, Ringtone 1196-1/1196-2, SimpleAudioSingle 1316-1/1316-2, SimpleVideoSingle 1255-1/1255-2, Video
 * 1072-1/1072-2.
 * ERN 4.2/4.3: same elements; the names list covers the types of all three schemas.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { stringValue } from './ern4-places.js';

/** The elements whose type has a UserDefinedValue attribute in ERN 4.1, 4.2 or 4.3 (release-notification.xsd). */
const NAMES: readonly string[] = [
  'AdditionalTitle', 'Agency', 'Algorithm', 'ArtisticRole', 'AudioCodecType', 'CarrierType', 'ClipType', 'Comment',
  'CommercialModelType', 'ContainerFormat', 'CueOrigin', 'CueSheetType', 'CueThemeType', 'CueUseType',
  'CueVisualPerceptionType', 'CueVocalType', 'Description', 'DisplayArtistRole', 'ExternallyLinkedResourceType',
  'ImageCodecType', 'InstrumentType', 'LinkedReleaseResourceReference', 'OperatingSystemType', 'ParentalWarningType',
  'PartyRelationshipType', 'PriceInformation', 'Purpose', 'Reason', 'RecordingFormat', 'ReleaseLabelReference',
  'ReleaseRelationshipType', 'ReleaseType', 'RightsType', 'Role', 'SessionType', 'SheetMusicCodecType',
  'TextCodecType', 'Type', 'UseType', 'UserInterfaceType', 'Value', 'VersionType', 'VideoCodecType',
  'VideoDefinitionType',
];

export const rp21UserDefinedValue: ProfileRule = {
  id: 'rp21-user-defined-value',
  standard: '2.1',
  pattern: 'MultiProfile_UserDefinedValue',
  ddex: {
    Audio: [
      { rule: '1012-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1012-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    DjMix: [
      { rule: '1444-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1444-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    LongFormMusicalWorkVideo: [
      { rule: '1376-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1376-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    MixedMedia: [
      { rule: '1134-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1134-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    Ringtone: [
      { rule: '1196-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1196-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    SimpleAudioSingle: [
      { rule: '1316-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1316-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1255-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1255-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
    Video: [
      { rule: '1072-1', clause: '5.3.1.1(5)', role: 'Fatal Error' },
      { rule: '1072-2', clause: '5.3.1.1(5)', role: 'Fatal Error' },
    ],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A value with a UserDefinedValue is "UserDefined" and names the Namespace of its user-defined value',
  fix: 'When a value is not in DDEX\'s list, write UserDefined as the value, the own value in '
    + 'UserDefinedValue, and who defines it in Namespace.',
  laterVersions: 'same elements; the names list covers the types of all three schemas.',
  check(input) {
    const index = indexOf(input);
    const findings: ProfileRuleFinding[] = [];
    for (const element of NAMES.flatMap((name) => index.named(name))) {
      const { attributes } = element;
      const own = attributes.UserDefinedValue;
      if (own === undefined) continue;
      if (stringValue(element) !== 'UserDefined' && attributes.LinkDescription !== 'UserDefined' && attributes.LabelType !== 'UserDefined') {
        findings.push({
          at: element,
          assertion: 0,
          message: `${element.name} has UserDefinedValue "${own}" but its value is "${stringValue(element)}", not UserDefined. `
            + 'Write UserDefined as the value when giving a UserDefinedValue, or drop the attribute.',
        });
      }
      if (attributes.Namespace === undefined) {
        findings.push({
          at: element,
          assertion: 1,
          message: `${element.name} has UserDefinedValue "${own}" but no Namespace. Add Namespace naming who defines the value (a DPID).`,
        });
      }
    }
    return findings;
  },
};
