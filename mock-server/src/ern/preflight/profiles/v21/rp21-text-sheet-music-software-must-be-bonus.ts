/**
 * DDEX `MultiProfile_TextSheetMusicSoftwareMustBeBonus` (Release Profile 2.1, 5.1.2(c) Fatal Error; 5.1.2(d) Fatal
 * Error; 5.1.2(e) Fatal Error).
 * The pattern's name says these resources must be bonus resources, but DDEX's test is a report: it fires for a Text,
 * SheetMusic or Software of the ResourceList that a `ResourceGroupContentItem` with `IsBonusResource` true names. The
 * kit follows the test, to agree with DDEX's run.
 *
 * Rule numbers: Audio 1054-1, DjMix 1482-1, LongFormMusicalWorkVideo 1415-1, MixedMedia 1177-1, Video 1115-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resourcesNamed } from './ern4-places.js';

export const rp21TextSheetMusicSoftwareMustBeBonus: ProfileRule = {
  id: 'rp21-text-sheet-music-software-must-be-bonus',
  standard: '2.1',
  pattern: 'MultiProfile_TextSheetMusicSoftwareMustBeBonus',
  ddex: {
    Audio: [{ rule: '1054-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1482-1', clause: '5.1.2(d)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1415-1', clause: '5.1.2(e)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1177-1', clause: '5.1.2(d)', role: 'Fatal Error' }],
    Video: [{ rule: '1115-1', clause: '5.1.2(d)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A Text, SheetMusic or Software resource named as a bonus resource is reported',
  fix: 'Check how the Text, SheetMusic or Software resource is placed in the release: DDEX\'s file reports '
    + 'one that a bonus ResourceGroupContentItem names.',
  laterVersions: 'same elements.',
  check(input) {
    const bonus = new Set(indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => item.children.some((child) => child.name === 'IsBonusResource' && child.text === 'true'))
      .flatMap((item) => childTexts(item, 'ReleaseResourceReference')));
    return resourcesNamed(input.tree, 'Text', 'SheetMusic', 'Software')
      .flatMap((resource) => (childTexts(resource, 'ResourceReference').some((reference) => bonus.has(reference))
        ? [{
            at: resource,
            message: `${resource.name} "${referenceOf(resource)}" is named by a ResourceGroupContentItem with IsBonusResource true, which DDEX's 2.1 file reports. `
              + 'Check how it is placed in the release.',
          }]
        : []));
  },
};
