/**
 * DDEX's `LongformVideo_PrimaryResourcesMustHaveCorrespondingCueSheet` (Release Profile 1.4, clause 4.8(9a), Error;
 * rule LongformVideo 1445-1). Context: each ReleaseResourceReference with ReleaseResourceType="PrimaryResource"
 * (written out: DDEX's XSL reads no schema) of a ResourceGroupContentItem, anywhere. Assert: an element
 * ResourceReference whose text is that reference has a sibling with a non-blank VideoCueSheetReference child: in
 * 3.8.x the Video's VideoCueSheetReference wrapper around its own VideoCueSheetReference. A primary SoundRecording
 * has none, so it fails too.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet: ProfileRule = {
  id: 'rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet',
  standard: '1.4',
  pattern: 'LongformVideo_PrimaryResourcesMustHaveCorrespondingCueSheet',
  ddex: {
    LongformVideo: [{ rule: '1445-1', clause: '4.8(9a)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each primary resource of a longform video names its cue sheet',
  fix: 'Give each primary resource of the release\'s resource groups a VideoCueSheetReference naming the CueSheet of the music '
    + 'it uses (in 3.8.x: VideoCueSheetReference/VideoCueSheetReference in the Video).',
  check(input) {
    const index = indexOf(input);
    // Once: the reference texts of the ResourceReferences that have a sibling with a non-blank VideoCueSheetReference
    // child (each parent looked at once), so the rule is linear in the message.
    const cued = new Set<string>();
    const parents = new Map<ErnElement, boolean>();
    for (const anchor of index.named('ResourceReference')) {
      const parent = anchor.parent;
      if (parent === null) continue;
      let hasCue = parents.get(parent);
      if (hasCue === undefined) {
        hasCue = parent.children.some((sibling) => sibling.children.some((cue) => cue.name === 'VideoCueSheetReference' && cue.text !== ''));
        parents.set(parent, hasCue);
      }
      if (hasCue) cued.add(anchor.text);
    }
    return index.named('ResourceGroupContentItem')
      .flatMap((item) => item.children.filter((child) => child.name === 'ReleaseResourceReference'
        && child.attributes.ReleaseResourceType === 'PrimaryResource'))
      .filter((pointer) => !cued.has(pointer.text))
      .map((pointer) => ({
        at: pointer,
        message: `The primary resource "${pointer.text}" names no cue sheet; each primary resource of a longform video does. Add to `
          + 'the resource a VideoCueSheetReference naming the CueSheet of the music it uses.',
      }));
  },
};
