/**
 * DDEX `MultiProfile_Territory` (Release Profile 1.4, clause 4.3(25), Fatal Error; each profile's rule numbers in
 * `ddex`), on every TerritoryCode and ExcludedTerritoryCode of the message (every element of those names, kept
 * wherever ERN 3.8.2 puts one):
 * 1. an ISO code (IdentifierType starting "ISO", or none) that is not two characters long, not `Worldwide` and not
 *    made of letters alone is reported (so "USA" passes, "U1" passes, "1" fails);
 * 2. a TIS code (IdentifierType starting "TIS") is reported when `number() != .`: when it is not a number (Saxon
 *    compares the text's NaN with the text and finds them different);
 * 3. a deprecated code (IdentifierType starting "Dep") is reported when it is not four characters long or is a
 *    number.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { xpathNumber } from './ern3-places.js';

function normalized(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

/** Which of DDEX's three assertions the code fails (its index), or -1. */
function failing(code: ErnElement): number {
  const type = code.attributes.IdentifierType;
  const text = code.text;
  if (type === undefined || type.startsWith('ISO')) {
    return text !== '' && normalized(text).length !== 2 && text !== 'Worldwide' && /[^a-zA-Z]/.test(text) ? 0 : -1;
  }
  if (type.startsWith('TIS')) return Number.isNaN(xpathNumber(text)) ? 1 : -1;
  if (type.startsWith('Dep')) return normalized(text).length !== 4 || !Number.isNaN(xpathNumber(text)) ? 2 : -1;
  return -1;
}

const SAYS = [
  'is not a two-letter ISO 3166 code nor Worldwide: write the country\'s two letters (US, GB) or Worldwide',
  'is not a number, as a TIS territory code is: write its TIS number (or better, the ISO 3166 code)',
  'is not a four-letter deprecated code: write the four letters, or better a current two-letter ISO code',
];

export const rp14Territory: ProfileRule = {
  id: 'rp14-territory',
  standard: '1.4',
  pattern: 'MultiProfile_Territory',
  ddex: {
    AudioAlbum: [{ rule: '1728-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1728-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1728-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1108-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1108-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1108-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2137-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2137-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2137-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1035-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1035-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1035-3', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1583-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1583-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1583-3', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1653-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1653-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1653-3', clause: '4.3(25)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1872-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1872-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1872-3', clause: '4.3(25)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1410-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1410-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1410-3', clause: '4.3(25)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1511-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1511-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1511-3', clause: '4.3(25)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1332-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1332-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1332-3', clause: '4.3(25)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2003-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2003-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2003-3', clause: '4.3(25)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2069-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2069-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2069-3', clause: '4.3(25)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1803-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1803-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1803-3', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1182-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1182-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1182-3', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1258-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1258-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1258-3', clause: '4.3(25)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A TerritoryCode has the form of its IdentifierType (ISO: two letters or Worldwide; TIS: a number; deprecated: four letters)',
  fix: 'Write territories as two-letter ISO 3166 codes (US, GB) or Worldwide.',
  check(input) {
    const index = indexOf(input);
    const findings: ProfileRuleFinding[] = [];
    for (const code of index.within(input.tree.root, 'TerritoryCode', 'ExcludedTerritoryCode')) {
      const assertion = failing(code);
      if (assertion >= 0) findings.push({ message: `The ${code.name} "${code.text}" ${SAYS[assertion]!}.`, at: code, assertion });
    }
    return findings;
  },
};
