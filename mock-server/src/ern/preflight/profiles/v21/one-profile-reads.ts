/**
 * What the 2.1 rules of one profile (one-profile.ts) read, as DDEX's XPath reads it, in one place: the message's
 * lists (`*:NewReleaseMessage/ResourceList`, `…/ReleaseList/Release`, `…/ChapterList/Chapter`), a resource's `Type`
 * (`Type[text() = …]`), `@IsSupplemental = 'true'`, and a resource's `ResourceId`, the one fact of these rules that a
 * later ERN version moved: ERN 4.3 puts it in each `SoundRecordingEdition` / `VideoEdition` (4.1 and 4.2 on the
 * resource itself), so on 4.3 a rule reads every edition's.
 */
import { childOf, childrenOf, type ErnElement, type ErnTree } from '../../../release/tree.js';
import type { DdexAssertion, DdexRole } from '../types.js';

/** `{ rule, clause, role }` of one assertion, written short. */
export function assertion(rule: string, clause: string, role: DdexRole = 'Fatal Error'): DdexAssertion {
  return { rule, clause, role };
}

/** `*:NewReleaseMessage/ResourceList`. */
export function resourceListOf(tree: ErnTree): ErnElement | undefined {
  return childOf(tree.root, 'ResourceList');
}

/** `*:NewReleaseMessage/ResourceList/<name>`, in document order. */
export function resourcesNamed(tree: ErnTree, name: string): ErnElement[] {
  const list = resourceListOf(tree);
  return list === undefined ? [] : childrenOf(list, name);
}

/** `*:NewReleaseMessage/ReleaseList/Release` (the main release and any others; never a TrackRelease). */
export function releasesOf(tree: ErnTree): ErnElement[] {
  const list = childOf(tree.root, 'ReleaseList');
  return list === undefined ? [] : childrenOf(list, 'Release');
}

/** `Type[text() = one of values]`: the element has a `Type` child with one of these texts. */
export function hasType(element: ErnElement, values: readonly string[]): boolean {
  return element.children.some((child) => child.name === 'Type' && values.includes(child.text));
}

/** `@IsSupplemental = 'true'` (an XPath string comparison: `1` is not `true` there). */
export function isSupplemental(element: ErnElement): boolean {
  return element.attributes.IsSupplemental === 'true';
}

/** DDEX's `ResourceId` of a sound recording or video: ERN 4.1/4.2 on the resource, ERN 4.3 in each edition. */
export function resourceIdsOf(resource: ErnElement, tree: ErnTree): ErnElement[] {
  if (!tree.ernVersion.startsWith('4.3')) return childrenOf(resource, 'ResourceId');
  const edition = resource.name === 'Video' ? 'VideoEdition' : 'SoundRecordingEdition';
  return childrenOf(resource, edition).flatMap((found) => childrenOf(found, 'ResourceId'));
}

/** `ResourceId/ISRC or ResourceId/ProprietaryId` (the elements, empty or not). */
export function hasIsrcOrProprietaryId(resource: ErnElement, tree: ErnTree): boolean {
  return resourceIdsOf(resource, tree).some((id) => id.children.some((child) => child.name === 'ISRC' || child.name === 'ProprietaryId'));
}

/** `X[string-length(normalize-space(text())) > 0]`: a child of that name with text. */
export function hasFilled(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name && child.text !== '');
}

/** The texts of `…/ReleaseList/Release/ResourceGroup/ResourceGroupContentItem/ReleaseResourceReference` (top groups only). */
export function directlyReferencedResources(tree: ErnTree): Set<string> {
  const referenced = new Set<string>();
  for (const release of releasesOf(tree)) {
    for (const group of childrenOf(release, 'ResourceGroup')) {
      for (const item of childrenOf(group, 'ResourceGroupContentItem')) {
        for (const reference of childrenOf(item, 'ReleaseResourceReference')) referenced.add(reference.text);
      }
    }
  }
  return referenced;
}

/** The texts of an element's children of that name (`ResourceReference` of a resource, for `=` comparisons). */
export function textsOf(element: ErnElement, name: string): string[] {
  return childrenOf(element, name).map((child) => child.text);
}

/** The later-version note of a rule whose facts stand where ERN 4.1 puts them in 4.2 and 4.3 too. */
export const SAME_IN_LATER_VERSIONS = 'ERN 4.2 and 4.3 keep every element this rule reads where ERN 4.1 has it; the rule reads them there.';

/** The later-version note of a rule that reads a sound recording's or a video's ResourceId. */
export const RESOURCE_ID_IN_LATER_VERSIONS = 'ERN 4.2 keeps the resource\'s ResourceId where ERN 4.1 has it; ERN 4.3 moved it into '
  + 'each SoundRecordingEdition / VideoEdition, where the rule reads it (any edition\'s counts).';

/** `*:NewReleaseMessage/ChapterList/Chapter`. */
export function chaptersOf(tree: ErnTree): ErnElement[] {
  return childrenOf(tree.root, 'ChapterList').flatMap((list) => childrenOf(list, 'Chapter'));
}

/** `…/ReleaseList/Release/ResourceGroup/ResourceGroup`: the second-level groups of the message's releases. */
export function secondLevelGroupsOf(tree: ErnTree): ErnElement[] {
  return releasesOf(tree).flatMap((release) => childrenOf(release, 'ResourceGroup')).flatMap((group) => childrenOf(group, 'ResourceGroup'));
}

/** A ResourceGroup's `@ResourceGroupType`, or undefined. */
export function groupTypeOf(group: ErnElement): string | undefined {
  return group.attributes.ResourceGroupType;
}
