/**
 * Namespaces in XML 1.0 (§3, §6): which namespace URI each element prefix stands for.
 *
 * The scanner reads qualified names as plain XML 1.0 names; this small resolver gives it what it needs
 * on top: the namespace of every element, and an error for an undeclared element prefix.
 *
 * The bindings in force are kept as one stack of URIs per prefix, and each open element remembers only the
 * prefixes it declared itself (issue #29). Copying the parent's table at each element that declares one cost
 * depth × prefixes: 10,000 prefixes on the root and 12,000 nested `xmlns:q` took a 584 KB message to 4 GB. Here
 * a declaration costs one push and one pop, a lookup one map read, whatever the depth.
 */
import { type XmlStructureLimits, OverLimit } from './limits.js';

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** The attribute name `xmlns` or `xmlns:p` declares a namespace; its prefix (`''` for the default), or undefined. */
export function declaredPrefix(name: string): string | undefined {
  if (name === 'xmlns') return '';
  return name.startsWith('xmlns:') ? name.slice(6) : undefined;
}

/**
 * The prefix bindings of the open elements, outermost first. {@link enter} and {@link leave} follow the elements as
 * they open and close; {@link lookup} answers for the innermost one.
 */
export class NamespaceStack {
  /** Per prefix, the URIs bound to it by the open elements, innermost last. Outside the root: `xml`, and no default. */
  private readonly bound = new Map<string, string[]>([['xml', [XML_NAMESPACE]], ['', ['']]]);
  /** Per open element, the prefixes it declared (null for none, nearly always), to unbind them when it closes. */
  private readonly declared: (string[] | null)[] = [];
  /** Declarations met so far in the message, for its limit. */
  private total = 0;
  private readonly limits: Pick<XmlStructureLimits, 'maxNamespacesPerElement' | 'maxNamespacesPerMessage'>;

  constructor(limits: Pick<XmlStructureLimits, 'maxNamespacesPerElement' | 'maxNamespacesPerMessage'>) {
    this.limits = limits;
  }

  /**
   * An element opens, with its attributes as `[name, value]` (only those that declare a namespace are read).
   * @throws OverLimit past the namespace declarations allowed on one element or in one message.
   */
  enter(attributes: Iterable<readonly [name: string, value: string]>, offset: number): void {
    let declared: string[] | null = null;
    for (const [name, value] of attributes) {
      const prefix = declaredPrefix(name);
      if (prefix === undefined) continue;
      // Over a limit the walk stops here, so nothing needs unbinding.
      if ((declared?.length ?? 0) >= this.limits.maxNamespacesPerElement) {
        throw new OverLimit('maxNamespacesPerElement', this.limits.maxNamespacesPerElement, offset);
      }
      if (this.total >= this.limits.maxNamespacesPerMessage) {
        throw new OverLimit('maxNamespacesPerMessage', this.limits.maxNamespacesPerMessage, offset);
      }
      this.total++;
      (declared ??= []).push(prefix);
      let stack = this.bound.get(prefix);
      if (stack === undefined) this.bound.set(prefix, (stack = []));
      stack.push(value);
    }
    this.declared.push(declared);
  }

  /** An element that declares nothing opens (the scanner's fast path: its attributes are not even read). */
  enterPlain(): void {
    this.declared.push(null);
  }

  /** The innermost open element closes. */
  leave(): void {
    const declared = this.declared.pop();
    if (declared == null) return;
    for (const prefix of declared) this.bound.get(prefix)?.pop();
  }

  /** The namespace URI `prefix` stands for in the innermost open element (`''` for none), or undefined when unbound. */
  lookup(prefix: string): string | undefined {
    return this.bound.get(prefix)?.at(-1);
  }
}
