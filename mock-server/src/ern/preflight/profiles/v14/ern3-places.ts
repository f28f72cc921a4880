/**
 * Where DDEX's Release Profile 1.4 XPaths look, in the kept tree (release/tree.ts), for the `MultiProfile_*` rule
 * modules of this folder: ERN 3.8.x's own places (`*:NewReleaseMessage/ReleaseList/Release`, its
 * `ReleaseDetailsByTerritory` and the `ResourceGroup`s inside it, `//ResourceReference[text() = current()]/..`), with
 * XPath's meaning kept: `@IsMainRelease = 'true'` compares the value as written (`1` is not `true`), and a
 * "non-empty"
 * text is one with a non-space character (`string-length(normalize-space(text())) > 0`).
 *
 * Where the kit and DDEX's XSL (run with Saxon-HE) can still differ, all outside or at the edge of the schema: the kept
 * tree trims a leaf's text, where XPath compares it as written (`<ISRC> GBAAA2400001 </ISRC>` fails DDEX's pattern,
 * `<SequenceNumber>2 </SequenceNumber>` differs from "2" for DDEX); and it skips an element outside the vocabulary
 * with everything inside it, where `//ISRC` or `//ResourceReference` reach into an unknown wrapper (and DDEX's
 * GenreMustBeProvided reads a `position` element).
 *
 * DDEX's XPaths name the root with a wildcard (`*:NewReleaseMessage`) and its descendants without a namespace, as
 * ERN 3's XSD writes them (unqualified). The kept tree drops namespaces, so a 3.8 message whose children stand in a
 * default namespace (schema-invalid: the xsd finding says so) is read by these rules as if they did not, while
 * DDEX's XSL sees none of its children.
 */
import type { ErnElement, ErnTree } from '../../../release/tree.js';
import type { TreeIndex } from '../../tree-index.js';

/** The root's own children of that name (`*:NewReleaseMessage/ResourceList`). */
export function rootList(tree: ErnTree, name: string): ErnElement[] {
  return tree.root.children.filter((child) => child.name === name);
}

/** Children of that name, in document order. */
export function kids(element: ErnElement, name: string): ErnElement[] {
  return element.children.filter((child) => child.name === name);
}

/** Whether the element has a child of that name. */
export function has(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name);
}

/** `*:NewReleaseMessage/ReleaseList/Release`, in document order. */
export function releases(tree: ErnTree): ErnElement[] {
  return rootList(tree, 'ReleaseList').flatMap((list) => kids(list, 'Release'));
}

/** `*:NewReleaseMessage/ResourceList/<name>` (every child when no name is given). */
export function resources(tree: ErnTree, name?: string): ErnElement[] {
  return rootList(tree, 'ResourceList').flatMap((list) => (name === undefined ? list.children : kids(list, name)));
}

/** `@IsMainRelease = 'true'`, the value as written. */
export function isMain(release: ErnElement): boolean {
  return release.attributes.IsMainRelease === 'true';
}

/** `string-length(normalize-space(text())) > 0`. */
export function hasText(element: ErnElement): boolean {
  return element.text.trim() !== '';
}

/** `//Release[@IsMainRelease = 'true']`: every kept Release so flagged, wherever it stands. */
export function mainReleasesAnywhere(index: TreeIndex): readonly ErnElement[] {
  return index.named('Release').filter(isMain);
}

/** `@ReleaseResourceType = 'PrimaryResource'` (or `'SecondaryResource'`). */
export function resourceTypeIs(reference: ErnElement, type: 'PrimaryResource' | 'SecondaryResource'): boolean {
  return reference.attributes.ReleaseResourceType === type;
}

/** `ResourceGroupContentItem[ReleaseResourceReference[@ReleaseResourceType = type]]`. */
export function itemHasReferenceOfType(item: ErnElement, type: 'PrimaryResource' | 'SecondaryResource'): boolean {
  return item.children.some((child) => child.name === 'ReleaseResourceReference' && resourceTypeIs(child, type));
}

/**
 * `//ResourceGroupContentItem[...]/ReleaseResourceReference[@ReleaseResourceType = type]`: the references of that
 * type of every content item (anywhere), with their item; `resourceType` keeps the items whose `ResourceType` is it.
 */
export function contentItemReferences(
  index: TreeIndex,
  type: 'PrimaryResource' | 'SecondaryResource',
  resourceType?: string,
): { item: ErnElement; reference: ErnElement }[] {
  const found: { item: ErnElement; reference: ErnElement }[] = [];
  for (const item of index.named('ResourceGroupContentItem')) {
    if (resourceType !== undefined && !kids(item, 'ResourceType').some((child) => child.text === resourceType)) continue;
    for (const reference of kids(item, 'ReleaseResourceReference')) {
      if (resourceTypeIs(reference, type)) found.push({ item, reference });
    }
  }
  return found;
}

/**
 * `//ResourceReference[text() = current()]/..`: the elements (resources) whose `ResourceReference` child holds the
 * reference's text, found once per message.
 */
export function resourcesByReference(index: TreeIndex): Map<string, ErnElement[]> {
  const byText = new Map<string, ErnElement[]>();
  for (const anchor of index.named('ResourceReference')) {
    if (anchor.parent === null) continue;
    const list = byText.get(anchor.text);
    if (list === undefined) byText.set(anchor.text, [anchor.parent]);
    else list.push(anchor.parent);
  }
  return byText;
}

/**
 * The finding's text for a content item's reference that names no resource (DDEX's test then finds no identifier,
 * date, …, because there is no resource to hold it): the missing fact is the resource.
 */
export function danglingSays(reference: string): string {
  return `The ResourceGroupContentItem names "${reference}", which no resource of the message has as its ResourceReference: add the resource, or correct the reference.`;
}

/** `Release/ReleaseDetailsByTerritory/ResourceGroup` and every ResourceGroup nested in it (`//ResourceGroup` within). */
export function territoryGroups(release: ErnElement): ErnElement[] {
  return kids(release, 'ReleaseDetailsByTerritory').flatMap((details) => kids(details, 'ResourceGroup'));
}

/** The first element of the list (XPath's `[1]`), as an array of zero or one. */
export function first<T>(list: readonly T[]): T[] {
  return list.length === 0 ? [] : [list[0]!];
}

/**
 * XPath's `number()` of a text, or the cast of an untyped value to xs:double: an xs:double's lexical form (leading
 * and
 * trailing spaces allowed, INF and NaN included), NaN for anything else.
 */
export function xpathNumber(text: string): number {
  const trimmed = text.trim();
  if (/^[+-]?INF$/.test(trimmed)) return trimmed.startsWith('-') ? -Infinity : Infinity;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An element's string value as XPath reads it (`.`): its own text, or its kept descendants' texts run together. */
export function stringValue(element: ErnElement): string {
  return element.children.length === 0 ? element.text : element.text + element.children.map(stringValue).join('');
}
