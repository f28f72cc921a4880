/**
 * `MetadataMissing` (warning): a resource of the `ResourceList` that no release uses: no
 * `ReleaseResourceReference` (in a `ResourceGroupContentItem`, a 4.x `TrackRelease` or `ClipRelease`, a 3.8.x
 * `ReleaseResourceReferenceList`) and no `LinkedReleaseResourceReference` names it. Its files are delivered and
 * loaded for nothing, and usually a release's track list misses the resource that was meant. A 4.x resource flagged
 * `IsSupplemental="true"` is outside every release by design and is not reported.
 */
import { childOf } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

export const resourceUnused: PreflightRule = {
  id: 'resource-unused',
  code: 'MetadataMissing',
  severity: 'warning',
  title: 'Every resource of the ResourceList is used by a release',
  fix: 'Add the resource to the release that should hold it (a ResourceGroupContentItem with its '
    + 'ReleaseResourceReference, or a LinkedReleaseResourceReference for a cover image), or remove it and its files '
    + 'from the delivery. In ERN 4.x, mark a resource delivered on purpose outside any release with '
    + 'IsSupplemental="true".',
  check(input) {
    const { tree } = input;
    const resourceList = childOf(tree.root, 'ResourceList');
    if (resourceList === undefined) return [];
    const releaseList = childOf(tree.root, 'ReleaseList');
    const used = new Set<string>();
    const index = indexOf(input);
    // Which elements name them does not matter here, only the references named: each list as it comes.
    for (const name of ['ReleaseResourceReference', 'LinkedReleaseResourceReference']) {
      for (const element of index.within(releaseList, name)) used.add(element.text);
    }
    const findings: RuleFinding[] = [];
    for (const resource of resourceList.children) {
      const reference = childOf(resource, 'ResourceReference');
      if (reference === undefined || reference.text === '' || used.has(reference.text)) continue;
      if (resource.attributes.IsSupplemental === 'true') continue;
      findings.push({
        message: `${resource.name} "${reference.text}" is used by no release: no ReleaseResourceReference or `
          + `LinkedReleaseResourceReference names "${reference.text}". Add it to the release that should hold it, or `
          + 'leave it and its files out of the delivery.',
        at: resource,
      });
    }
    return findings;
  },
};
