import { childOf, type ErnElement } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/**
 * One ISRC on two different recordings. An ISRC identifies one recording: the same value in the recording's
 * own editions, in its track release's ReleaseId, or in a cue sheet is the same recording, not a duplicate;
 * only the ISRCs of the ResourceList's sound recordings and videos are compared, each resource's once. The ISRC of
 * another release a resource names (a 4.x `RelatedRelease`, a 3.8.x `HostSoundCarrier`) is that release's, not
 * the resource's, and is not compared.
 */
export const isrcDuplicate: PreflightRule = {
  id: 'isrc-duplicate',
  code: 'IdentifierInvalid',
  severity: 'error',
  title: 'No ISRC is given to two different sound recordings or videos',
  source: 'ISO 3901: an ISRC identifies exactly one recording; ERN 4.3 ErncFileStatus IdentifierInvalid',
  fix: 'Two resources of the ResourceList carry the same ISRC. If they are the same recording, deliver it once and reference it '
    + 'from every release that uses it; if they are different recordings (an edit, a remix, a video), give each its own ISRC.',
  check(input) {
    const { tree } = input;
    const resourceList = childOf(tree.root, 'ResourceList');
    if (resourceList === undefined) return [];
    const owner = new Map<string, ErnElement>();
    const findings: RuleFinding[] = [];
    // In document order, a resource's ISRCs come together: resource by resource, each one's in order.
    let resource: ErnElement | undefined;
    let own = new Set<string>();
    for (const isrc of indexOf(input).named('ISRC')) {
      if (isrc.text === '') continue;
      const holder = resourceOf(isrc, resourceList);
      if (holder === undefined || namesAnotherRelease(isrc, holder)) continue;
      if (holder.name !== 'SoundRecording' && holder.name !== 'Video') continue;
      if (holder !== resource) {
        resource = holder;
        own = new Set();
      }
      if (own.has(isrc.text)) continue;
      own.add(isrc.text);
      const earlier = owner.get(isrc.text);
      if (earlier === undefined) {
        owner.set(isrc.text, holder);
        continue;
      }
      const name = (at: ErnElement): string => `${at.name} ${childOf(at, 'ResourceReference')?.text ?? ''}`.trim();
      findings.push({
        at: isrc,
        message: `ISRC "${isrc.text}" of ${name(holder)} is also the ISRC of ${name(earlier)} (line ${tree.position(earlier).line}): `
          + 'an ISRC identifies one recording. Deliver one recording once and reference it, or give each recording its own ISRC.',
      });
    }
    return findings;
  },
};

/** Whether the ISRC stands in a RelatedRelease or HostSoundCarrier of the resource: another release's id. */
function namesAnotherRelease(isrc: ErnElement, resource: ErnElement): boolean {
  for (let at = isrc.parent; at !== null && at !== resource; at = at.parent) {
    if (at.name === 'RelatedRelease' || at.name === 'HostSoundCarrier') return true;
  }
  return false;
}

/** The child of `resourceList` that holds `element`, if it is inside it. */
function resourceOf(element: ErnElement, resourceList: ErnElement): ErnElement | undefined {
  for (let at = element; at.parent !== null; at = at.parent) {
    if (at.parent === resourceList) return at;
  }
  return undefined;
}
