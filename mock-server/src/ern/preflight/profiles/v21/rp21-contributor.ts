/**
 * DDEX `MultiProfile_Contributor` (Release Profile 2.1, 5.3.1.1(8) Conditional Fatal Error).
 * For each primary SoundRecording or Video (not `IsSupplemental="true"`), DDEX's test looks at the whole message
 * (`//Contributor[Role = …]`): it passes when any Contributor anywhere has one of the writer roles, and else fails on
 * every primary resource.
 *
 * Rule numbers: Audio 1015-1, DjMix 1447-1, LongFormMusicalWorkVideo 1379-1, MixedMedia 1137-1, Ringtone 1199-1,
 * SimpleAudioSingle 1319-1, SimpleVideoSingle 1258-1, Video 1075-1.
 * ERN 4.2/4.3: same elements (Contributor/Role).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { primaryResources, referenceOf } from './ern4-places.js';

const WRITER_ROLES: ReadonlySet<string> = new Set([
  'Adapter', 'Arranger', 'Author', 'Composer', 'ComposerLyricist', 'Librettist', 'Lyricist', 'NonLyricAuthor', 'SubArranger', 'Translator',
]);

export const rp21Contributor: ProfileRule = {
  id: 'rp21-contributor',
  standard: '2.1',
  pattern: 'MultiProfile_Contributor',
  ddex: {
    Audio: [{ rule: '1015-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    DjMix: [{ rule: '1447-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1379-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    MixedMedia: [{ rule: '1137-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1199-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1319-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1258-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
    Video: [{ rule: '1075-1', clause: '5.3.1.1(8)', role: 'Conditional Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The message names a writer of the work (a Contributor with a role such as Composer, Lyricist or '
    + 'Author)',
  fix: 'Add a Contributor with the Role Composer, Lyricist, ComposerLyricist, Author, Adapter, Arranger, '
    + 'Librettist, NonLyricAuthor, SubArranger or Translator to each primary SoundRecording or Video.',
  laterVersions: 'same elements (Contributor/Role).',
  check(input) {
    const index = indexOf(input);
    const named = index.named('Contributor').some((contributor) =>
      contributor.children.some((child) => child.name === 'Role' && WRITER_ROLES.has(child.text)));
    if (named) return [];
    return primaryResources(input.tree).map((resource) => ({
      at: resource,
      message: `${resource.name} "${referenceOf(resource)}": the message names no writer of the work (no Contributor whose Role is `
        + 'Composer, Lyricist, ComposerLyricist, Author, Adapter, Arranger, Librettist, NonLyricAuthor, SubArranger or Translator). Add one.',
    }));
  },
};
