/**
 * DDEX `MultiProfile_ISRC` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule numbers in `ddex`):
 * every ISRC in the message matches `^[a-zA-Z]{2}[a-zA-Z0-9]{3}[0-9]{7}$` (first assertion) and its first two
 * characters are an ISO 3166 country code or FX, QM, UK, CP, DG, ZZ (second; DDEX's list, unanchored, so the two
 * characters must contain one of its two-letter codes, that is, be one). See identifier-pattern.ts.
 */
import { identifierRule } from './identifier-pattern.js';

/** DDEX's list of ISRC country prefixes (ISO 3166-1 alpha-2 as DDEX's file lists them, and FX QM UK CP DG ZZ). */
const PREFIXES = new Set((
  'FX QM UK CP DG ZZ AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS '
  + 'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI '
  + 'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS '
  + 'IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO '
  + 'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA '
  + 'RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT '
  + 'TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW').split(' '));

export const rp14Isrc = identifierRule({
  id: 'rp14-isrc',
  pattern: 'MultiProfile_ISRC',
  ddex: {
    AudioAlbum: [{ rule: '1731-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1731-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1111-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1111-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2140-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2140-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1038-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1038-2', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1586-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1586-2', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1656-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1656-2', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1875-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1875-2', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1413-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1413-2', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1514-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1514-2', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1335-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1335-2', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2006-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2006-2', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2072-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2072-2', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1806-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1806-2', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1185-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1185-2', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1261-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1261-2', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISRC',
  tests: [
    { test: (text) => /^[a-zA-Z]{2}[a-zA-Z0-9]{3}[0-9]{7}$/.test(text), says: 'two letters, three letters or digits and seven digits, without hyphens (GBAAA2400001)' },
    { test: (text) => PREFIXES.has(text.slice(0, 2)), says: 'started by an ISO 3166 country code (or FX, QM, UK, CP, DG, ZZ), in capitals' },
  ],
});
