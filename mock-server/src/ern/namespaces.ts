/**
 * Namespaces in XML 1.0 (§3, §6): which namespace URI each element prefix stands for.
 *
 * The scanner runs saxes without its own namespace processing, which roughly halves the parse time
 * of a typical message; this small resolver puts back what the scanner needs: the namespace of every
 * element, and an error for an undeclared element prefix.
 */

/** Prefix → namespace URI bindings in force at one element; `''` is the default namespace. */
export type NamespaceScope = ReadonlyMap<string, string>;

/** Bindings in force outside the root element: only the reserved `xml` prefix, no default namespace. */
export const DOCUMENT_SCOPE: NamespaceScope = new Map([
  ['xml', 'http://www.w3.org/XML/1998/namespace'],
  ['', ''],
]);

/**
 * The bindings in force inside an element: the parent's, plus those its `xmlns` / `xmlns:p` attributes
 * declare. Returns `parent` itself when the element declares none, which is almost always.
 */
export function enterScope(
  parent: NamespaceScope,
  attributes: Readonly<Record<string, string>>,
): NamespaceScope {
  let scope: Map<string, string> | undefined;
  for (const name in attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      scope ??= new Map(parent);
      scope.set(name.length === 5 ? '' : name.slice(6), attributes[name] ?? '');
    }
  }
  return scope ?? parent;
}

/** The prefix of a qualified name (`''` when it has none). */
export function prefixOf(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? '' : qualifiedName.slice(0, colon);
}

/** The local part of a qualified name. */
export function localNameOf(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1);
}
