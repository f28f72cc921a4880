/**
 * Namespaces in XML 1.0 (§3, §6): which namespace URI each element prefix stands for.
 *
 * The scanner reads qualified names as plain XML 1.0 names; this small resolver gives it what it needs
 * on top: the namespace of every element, and an error for an undeclared element prefix.
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
 * (given as `[name, value]`) declare. Returns `parent` itself when the element declares none, which is
 * almost always.
 */
export function enterScope(
  parent: NamespaceScope,
  attributes: Iterable<readonly [name: string, value: string]>,
): NamespaceScope {
  let scope: Map<string, string> | undefined;
  for (const [name, value] of attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      scope ??= new Map(parent);
      scope.set(name.length === 5 ? '' : name.slice(6), value);
    }
  }
  return scope ?? parent;
}
