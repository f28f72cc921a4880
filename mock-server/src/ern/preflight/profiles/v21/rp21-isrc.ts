/**
 * DDEX `MultiProfile_ISRC` (Release Profile 2.1, 5.3.1.1(4k) Fatal Error).
 * Every `ISRC` anywhere in the message (`//ISRC`) must match 2 letters, 3 letters or digits and 7 digits (assertion
 * 1), and its first two characters must be an ISO 3166 code or FX, QM, QZ, UK, CP, DG or ZZ, in capitals (assertion
 * 2).
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1011-1/1011-2, DjMix 1443-1/1443-2, LongFormMusicalWorkVideo 1375-1/1375-2, MixedMedia
 * 1133-1/1133-2, Ringtone 1195-1/1195-2, SimpleAudioSingle 1315-1/1315-2, SimpleVideoSingle 1254-1/1254-2, Video
 * 1071-1/1071-2.
 * ERN 4.2/4.3: same elements: `//ISRC` also finds 4.3's ISRC in SoundRecordingEdition/ResourceId; and 4.2's ISRC of a
 * TechnicalDetails' EncodingId.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';

/** The prefixes DDEX's file accepts: ISO 3166 codes (some withdrawn) and FX, QM, QZ, UK, CP, DG, ZZ. */
const PREFIXES = new Set(('FX QM QZ UK CP DG ZZ AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR '
  + 'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM '
  + 'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG '
  + 'KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ '
  + 'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK '
  + 'SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE '
  + 'YT ZA ZM ZW').split(' '));

export const rp21Isrc: ProfileRule = {
  id: 'rp21-isrc',
  standard: '2.1',
  pattern: 'MultiProfile_ISRC',
  ddex: {
    Audio: [
      { rule: '1011-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1011-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    DjMix: [
      { rule: '1443-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1443-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    LongFormMusicalWorkVideo: [
      { rule: '1375-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1375-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    MixedMedia: [
      { rule: '1133-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1133-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    Ringtone: [
      { rule: '1195-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1195-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    SimpleAudioSingle: [
      { rule: '1315-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1315-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1254-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1254-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
    Video: [
      { rule: '1071-1', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
      { rule: '1071-2', clause: '5.3.1.1(4k)', role: 'Fatal Error' },
    ],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISRC has 2 letters, 3 letters or digits and 7 digits, and starts with a country code or FX, '
    + 'QM, QZ, UK, CP, DG or ZZ',
  fix: 'Write the ISRC as its owner registered it: 12 characters without hyphens, its first two an ISO 3166 '
    + 'country code or one of FX, QM, QZ, UK, CP, DG, ZZ, in capitals.',
  laterVersions: 'same elements: `//ISRC` also finds 4.3\'s ISRC in SoundRecordingEdition/ResourceId; and 4.2\'s ISRC of '
    + 'a TechnicalDetails\' EncodingId.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    for (const element of indexOf(input).named('ISRC')) {
      const where = `${element.parent?.name ?? ''}/ISRC "${element.text}"`;
      if (!/^[a-zA-Z]{2}[a-zA-Z0-9]{3}[0-9]{7}$/.test(element.text)) {
        findings.push({ at: element, assertion: 0, message: `${where} is not 2 letters, 3 letters or digits and 7 digits. Correct the ISRC.` });
      }
      if (!PREFIXES.has(element.text.slice(0, 2))) {
        findings.push({
          at: element,
          assertion: 1,
          message: `${where} does not start with an ISO 3166 country code or FX, QM, QZ, UK, CP, DG or ZZ in capitals. Correct the ISRC.`,
        });
      }
    }
    return findings;
  },
};
