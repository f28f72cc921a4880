/**
 * DDEX `MultiProfile_IsDefaultTerritory` (Release Profile 2.1, 5.3.1.1(7.2) Fatal Error).
 * For every element with an `IsDefault` attribute (`//*[@IsDefault]`), exactly one of its parent's children of its
 * name must have `IsDefault="true"`.
 *
 * As for MultiProfile_UserDefinedValue, the kit finds these by name: every ERN 4.1/4.2/4.3 element whose schema type
 * carries IsDefault (`NAMES` below) is kept, with every element on the way to it from the root.
 *
 * Rule numbers: Audio 1014-1, DjMix 1446-1, LongFormMusicalWorkVideo 1378-1, MixedMedia 1136-1, Ringtone 1198-1,
 * SimpleAudioSingle 1318-1, SimpleVideoSingle 1257-1, Video 1074-1.
 * ERN 4.2/4.3: same elements; the names list covers the types of all three schemas.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

/** The elements whose type has an IsDefault attribute in ERN 4.1, 4.2 or 4.3 (release-notification.xsd). */
const NAMES: readonly string[] = [
  'AdditionalTitle', 'AvRating', 'CLine', 'Comment', 'CourtesyLine', 'Deity', 'Description', 'DisplayArtistName',
  'DisplayCredits', 'DisplayTitle', 'DisplayTitleText', 'FirstPublicationDate', 'Genre', 'Keywords',
  'MarketingComment', 'OriginalReleaseDate', 'PLine', 'ParentalWarningType', 'PartyName', 'Raga', 'ReleaseDate',
  'ReleaseLabelReference', 'Synopsis', 'Tala', 'TechnicalDetails',
];

export const rp21IsDefaultTerritory: ProfileRule = {
  id: 'rp21-is-default-territory',
  standard: '2.1',
  pattern: 'MultiProfile_IsDefaultTerritory',
  ddex: {
    Audio: [{ rule: '1014-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1446-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1378-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1136-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1198-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1318-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1257-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
    Video: [{ rule: '1074-1', clause: '5.3.1.1(7.2)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Of sibling elements of one name with IsDefault, exactly one is the default',
  fix: 'Mark exactly one of the sibling elements (one per name, such as DisplayTitle) IsDefault="true", the '
    + 'others without it or "false".',
  laterVersions: 'same elements; the names list covers the types of all three schemas.',
  check(input) {
    const index = indexOf(input);
    return NAMES.flatMap((name) => index.named(name)).flatMap((element) => {
      if (element.attributes.IsDefault === undefined || element.parent === null) return [];
      const defaults = element.parent.children.filter((sibling) => sibling.name === element.name && sibling.attributes.IsDefault === 'true').length;
      return defaults === 1
        ? []
        : [{
            at: element,
            message: `${defaults} of the ${element.name} elements of this ${element.parent.name} have IsDefault="true"; exactly one must. `
              + `Mark one ${element.name} IsDefault="true".`,
          }];
    });
  },
};
