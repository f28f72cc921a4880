/**
 * Where DDEX's Release Profile 2.1 XPaths look, in the kept tree (release/tree.ts), for the `MultiProfile_*` rule
 * modules of this folder: the message's own lists (`*:NewReleaseMessage/ResourceList/*`), primary and supplemental
 * resources as DDEX's contexts select them, and the places where ERN 4.3 moved a fact (a SoundRecording's ISRC and
 * TechnicalDetails into its SoundRecordingEdition, a Video's into its VideoEdition).
 */
import type { ErnElement, ErnTree } from '../../../release/tree.js';
import type { TreeIndex } from '../../tree-index.js';

/** The root's own child of that name (`*:NewReleaseMessage/ResourceList`), if any. */
export function rootList(tree: ErnTree, name: 'ResourceList' | 'ReleaseList' | 'DealList' | 'PartyList'): ErnElement[] {
  return tree.root.children.filter((child) => child.name === name);
}

/** `*:NewReleaseMessage/ResourceList/*`: every resource of the message's own resource list. */
export function resources(tree: ErnTree): ErnElement[] {
  return rootList(tree, 'ResourceList').flatMap((list) => list.children);
}

/** `*:NewReleaseMessage/ResourceList/<name>`, for the names given, in document order. */
export function resourcesNamed(tree: ErnTree, ...names: string[]): ErnElement[] {
  return resources(tree).filter((resource) => names.includes(resource.name));
}

/** `*:NewReleaseMessage/ReleaseList/<name>`. */
export function releasesNamed(tree: ErnTree, name: 'Release' | 'TrackRelease' | 'ClipRelease'): ErnElement[] {
  return rootList(tree, 'ReleaseList').flatMap((list) => list.children.filter((child) => child.name === name));
}

/** `@IsSupplemental = 'true'` (the attribute's value as written, as XPath compares it). */
export function isSupplemental(resource: ErnElement): boolean {
  return resource.attributes.IsSupplemental === 'true';
}

/** DDEX's primary resources: `ResourceList/SoundRecording[not(@IsSupplemental = 'true')] | ResourceList/Video[…]`. */
export function primaryResources(tree: ErnTree): ErnElement[] {
  return resourcesNamed(tree, 'SoundRecording', 'Video').filter((resource) => !isSupplemental(resource));
}

/**
 * DDEX's secondary resources: supplemental SoundRecordings and Videos, and every Image, Text, SheetMusic and
 * Software of the resource list.
 */
export function secondaryResources(tree: ErnTree): ErnElement[] {
  return resources(tree).filter((resource) => {
    switch (resource.name) {
      case 'SoundRecording':
      case 'Video':
        return isSupplemental(resource);
      case 'Image':
      case 'Text':
      case 'SheetMusic':
      case 'Software':
        return true;
      default:
        return false;
    }
  });
}

/** The texts of the element's children of that name (XPath `el/Name` atomized), empty ones included. */
export function childTexts(element: ErnElement, name: string): string[] {
  const texts: string[] = [];
  for (const child of element.children) if (child.name === name) texts.push(child.text);
  return texts;
}

/** The element's ResourceReference (its anchor), '' when it has none. */
export function referenceOf(resource: ErnElement): string {
  return resource.children.find((child) => child.name === 'ResourceReference')?.text ?? '';
}

/**
 * An element's string value as the kept tree holds it: its own text, or its kept descendants' texts joined. XPath
 * also joins the whitespace between child elements, which the tree does not keep: two values equal here may differ
 * in DDEX's run only by that indentation.
 */
export function stringValue(element: ErnElement): string {
  if (element.children.length === 0) return element.text;
  return element.children.map(stringValue).join('');
}

/** True for ERN 4.2 and 4.3 (the 2.1 rules are written against ERN 4.1). */
export function isLaterVersion(tree: ErnTree): boolean {
  return tree.ernVersion.startsWith('4.2') || tree.ernVersion.startsWith('4.3');
}

/**
 * Where a resource's fact of that name (`ResourceId`, `TechnicalDetails`) stands: the resource's own children in ERN
 * 4.1 and 4.2; in 4.3 a SoundRecording or Video holds it in each SoundRecordingEdition / VideoEdition.
 */
export function resourceFacts(tree: ErnTree, resource: ErnElement, name: string): ErnElement[] {
  const own = resource.children.filter((child) => child.name === name);
  if (!tree.ernVersion.startsWith('4.3')) return own;
  const edition = resource.name === 'SoundRecording' ? 'SoundRecordingEdition' : resource.name === 'Video' ? 'VideoEdition' : null;
  if (edition === null) return own;
  return [...own, ...resource.children.filter((child) => child.name === edition)
    .flatMap((held) => held.children.filter((child) => child.name === name))];
}

/** The ReleaseResourceReferences of every ResourceGroupContentItem of the message (`//ResourceGroupContentItem`), by item. */
export function contentItems(index: TreeIndex): readonly ErnElement[] {
  return index.named('ResourceGroupContentItem');
}
