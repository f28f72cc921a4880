/**
 * Limits on a message's structure (issue #29), each far above what real ERN uses: a message over one is refused
 * before it costs more than a bounded amount of memory or time. The mock's config holds them as `xml.limits`;
 * `ingest-kit validate` applies the same defaults.
 *
 * Measured on DDEX's ERN 3.8.2, 4.1.1, 4.2 and 4.3 samples: at most 9 levels of elements
 * (ern43/Variant_Classical.xml), 7 attributes on one element, and 3 namespace declarations in a whole message (all
 * on the root). The defaults leave a margin of 28 times or more on each.
 */

export interface XmlStructureLimits {
  /** Elements open at once, the root counting as 1. */
  maxDepth: number;
  /** Attributes on one element, namespace declarations included. */
  maxAttributesPerElement: number;
  /** Namespace declarations (`xmlns`, `xmlns:p`) on one element. */
  maxNamespacesPerElement: number;
  /** Namespace declarations in the whole message. */
  maxNamespacesPerMessage: number;
}

export type XmlLimitName = keyof XmlStructureLimits;

/** The defaults, stated once (the config schema points here). */
export const defaultXmlStructureLimits = {
  maxDepth: 256,
  maxAttributesPerElement: 256,
  maxNamespacesPerElement: 64,
  maxNamespacesPerMessage: 256,
} as const satisfies XmlStructureLimits;

/** What each limit counts, for the message that names it. */
const COUNTED: Record<XmlLimitName, string> = {
  maxDepth: 'elements nested inside each other',
  maxAttributesPerElement: 'attributes on one element',
  maxNamespacesPerElement: 'namespace declarations on one element',
  maxNamespacesPerMessage: 'namespace declarations in the message',
};

/** Thrown inside a walk of the XML when the message goes over a limit; a walk turns it into a value. */
export class OverLimit extends Error {
  readonly limit: XmlLimitName;
  readonly value: number;
  /** Offset (in the walk's text units) of the start tag where the limit was passed. */
  readonly offset: number;

  constructor(limit: XmlLimitName, value: number, offset: number) {
    super(`more than ${value} ${COUNTED[limit]}`);
    this.limit = limit;
    this.value = value;
    this.offset = offset;
  }
}
