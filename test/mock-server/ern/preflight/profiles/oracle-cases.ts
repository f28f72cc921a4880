/**
 * The messages of the release-profile oracle (saxon-oracle.test.ts, issue #32 item 4): every ERN 3.8.x and 4.1.x
 * message the tests hold (DDEX's samples, the project's fixtures, the minimal messages, the mutants of
 * test/support/profile-mutants.ts), each with the profiles it is checked as.
 *
 * Which profiles: the one the message declares (`CommonReleaseTypes(Types)/14/X` → 1.4/X, `…/131/X` → 1.3/X, a 4.1
 * `Audio` → 2.1/Audio), else, for power, the album profile of its version named explicitly (1.4/AudioAlbumMusicOnly,
 * 2.1/Audio); DDEX's 3.8.2 samples also as 1.3/AudioAlbumMusicOnly; a mutant is checked as the profile it was made
 * for. `every` adds every profile whose XSL DDEX publishes for the message's standard, for an ERN 3.8.x message
 * Release Profile 1.3's and 1.4's (`npm run test:profiles`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../../support/contract.js';
import { samplesDir } from '../../../../support/ern-samples.js';
import { mutantXml, PROFILE_MUTANTS } from '../../../../support/profile-mutants.js';
import { profilesWithXsl, xslOf } from '../../../../support/saxon.js';
import { ern382Message, ern4Message } from '../minimal-messages.js';
import { IDENTIFIER_ROWS } from './v21/multi-identifiers-cases.js';
import { METADATA_ROWS } from './v21/multi-metadata-cases.js';
import { SEQUENCING_ROWS } from './v21/multi-sequencing-cases.js';
import { STRUCTURE_ROWS } from './v21/multi-structure-cases.js';

export interface OracleCase {
  /** Unique, a plain file name: `sample-ern382-001_audioalbum_complete`, `mutant-382-front-cover-to-back`. */
  name: string;
  /** Where it comes from, for a reader of the test's output. */
  source: string;
  xml: string;
  /** `1.4` (ERN 3.8.x) or `2.1` (ERN 4.1.x). */
  standard: '1.4' | '2.1';
  /** The profile the message declares, as a key (`1.4/AudioAlbumMusicOnly`), or null. */
  declared: string | null;
  /** The profiles it is checked as. */
  profiles: string[];
}

/** The album profile a message of that standard is checked as when it declares none. */
export const DEFAULT_PROFILE = { 1.4: '1.4/AudioAlbumMusicOnly', 2.1: '2.1/Audio' } as const;

/**
 * The ids DDEX's 3.x files ask a message to declare where they are not the profile's name (its file's), as
 * mock-server/src/ern/preflight/profiles/declared.ts maps them (written again here: the oracle does not ask the kit).
 */
const DECLARED_AS: Readonly<Record<'1.3' | '1.4', Readonly<Record<string, string>>>> = {
  1.3: { AudioAlbum: 'AudioAlbumMusicOnly', LongformMusicVideo: 'LongformVideo', TvSeries: 'TVSeries', WallpaperRelease: 'Wallpaper' },
  1.4: { LongformMusicVideo: 'LongformVideo', TvSeries: 'TVSeries' },
};

/** The 1.3 profile DDEX's 3.8.2 samples are checked as besides their own in `npm test` (one more XSL, one JVM). */
export const DEFAULT_PROFILE_13 = '1.3/AudioAlbumMusicOnly';

/** The standard of a message by its namespace: 3.8, 3.8.1, 3.8.2 → 1.4; 4.1, 4.1.1 → 2.1; others null. */
export function standardOf(xml: string): '1.4' | '2.1' | null {
  const version = /xmlns(?::[\w.-]+)?="http:\/\/ddex\.net\/xml\/ern\/(\d+)"/.exec(xml.slice(0, 4000))?.[1];
  if (version === '38' || version === '381' || version === '382') return '1.4';
  if (version === '41' || version === '411') return '2.1';
  return null;
}

/** The declared profile as a key, read from the root's attribute by a regular expression (independent of the kit). */
export function declaredKey(xml: string, standard: '1.4' | '2.1'): string | null {
  const root = /<(?:[\w.-]+:)?NewReleaseMessage\b[^>]*>/.exec(xml)?.[0] ?? '';
  const declared = /\bReleaseProfileVersionId="([^"]*)"/.exec(root)?.[1]?.trim();
  if (declared === undefined) return null;
  if (standard === '1.4') {
    // DDEX's 1.3 files assert profile version 1.3.1's ids (`CommonReleaseTypes/131/…`).
    const match = /^CommonReleaseTypes(?:Types)?\/(131|13|14)\/([A-Za-z]+)$/.exec(declared);
    if (match === null) return null;
    const profileStandard = match[1] === '14' ? '1.4' : '1.3';
    return `${profileStandard}/${DECLARED_AS[profileStandard][match[2]!] ?? match[2]}`;
  }
  return /^[A-Za-z]+$/.test(declared) ? `2.1/${declared}` : null;
}

/**
 * The message as a case: checked as `profile`, else its declared profile, else its version's album profile; `also`
 * adds profiles; `every` adds every profile of its standard (an ERN 3.8.x message: of Release Profile 1.3 too).
 */
function caseOf(
  name: string, source: string, xml: string, every: boolean, profile?: string, also: readonly string[] = [],
): OracleCase | null {
  const standard = standardOf(xml);
  if (standard === null) return null;
  const declared = declaredKey(xml, standard);
  const first = profile ?? (declared !== null && existsSync(xslOf(declared)) ? declared : DEFAULT_PROFILE[standard]);
  const all = every ? [...profilesWithXsl(standard), ...(standard === '1.4' ? profilesWithXsl('1.3') : [])] : [];
  return { name, source, xml, standard, declared, profiles: [...new Set([first, ...also, ...all])] };
}

const plain = (text: string): string => text.replace(/[^\w.-]+/g, '_').replace(/\.xml$/, '');

/** Every 3.8.x and 4.1.x message the tests hold, with its profiles (`every`: all of its standard's too). */
export function oracleCases(every: boolean): OracleCase[] {
  const cases: (OracleCase | null)[] = [];
  for (const folder of ['ern382', 'ern411']) {
    const dir = path.join(samplesDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.xml')).sort()) {
      const xml = readFileSync(path.join(dir, file), 'utf8');
      // A PurgeReleaseMessage has no release to profile.
      if (!/<(?:[\w.-]+:)?NewReleaseMessage\b/.test(xml)) continue;
      const also = folder === 'ern382' ? [DEFAULT_PROFILE_13] : [];
      cases.push(caseOf(`sample-${folder}-${plain(file)}`, `../shared/ddex-samples/${folder}/${file}`, xml, every, undefined, also));
    }
  }
  const fixtures = path.join(repoRoot, 'test/fixtures/ern');
  for (const file of readdirSync(fixtures).filter((name) => name.endsWith('.xml')).sort()) {
    cases.push(caseOf(`fixture-${plain(file)}`, `test/fixtures/ern/${file}`, readFileSync(path.join(fixtures, file), 'utf8'), every));
  }
  cases.push(caseOf('minimal-ern411', 'minimal-messages.ts ern4Message({ version: \'411\' })', ern4Message({ version: '411' }), every));
  cases.push(caseOf('minimal-ern382', 'minimal-messages.ts ern382Message()', ern382Message(), every));
  // The MultiProfile_* rules' minimal ERN 4.1 messages (v21/multi-*-cases.ts), each as the profile its row names.
  [...IDENTIFIER_ROWS, ...STRUCTURE_ROWS, ...SEQUENCING_ROWS, ...METADATA_ROWS].forEach(([title, , xml, , profile], index) => {
    cases.push(caseOf(`minimal-multi-21-${index + 1}`, `v21/multi-*-cases.ts: ${title}`, xml, every, `2.1/${profile ?? 'Audio'}`));
  });
  if (existsSync(samplesDir)) {
    for (const mutant of PROFILE_MUTANTS.filter((one) => every || one.everyOnly !== true)) {
      cases.push(caseOf(`mutant-${mutant.name}`, `${mutant.sample}: ${mutant.edit}`, mutantXml(mutant), every, mutant.profile));
    }
  }
  return cases.filter((found) => found !== null);
}
