/**
 * ERN versions this module accepts, keyed by the namespace URI of the message's root element.
 *
 * DDEX gives every ERN version its own target namespace, `http://ddex.net/xml/ern/<digits>`, so the
 * namespace alone identifies the version (the 3.8.x `MessageSchemaVersionId` attribute is redundant
 * and often wrong in practice, so it is not consulted).
 */
const ERN_VERSION_BY_NAMESPACE = {
  'http://ddex.net/xml/ern/38': '3.8',
  'http://ddex.net/xml/ern/381': '3.8.1',
  'http://ddex.net/xml/ern/382': '3.8.2',
  'http://ddex.net/xml/ern/383': '3.8.3',
  'http://ddex.net/xml/ern/41': '4.1',
  'http://ddex.net/xml/ern/411': '4.1.1',
  'http://ddex.net/xml/ern/42': '4.2',
  'http://ddex.net/xml/ern/43': '4.3',
  'http://ddex.net/xml/ern/431': '4.3.1',
} as const;

/** An ERN version this module can read, as DDEX writes it (`'3.8.2'`, `'4.3'`). */
export type ErnVersion = (typeof ERN_VERSION_BY_NAMESPACE)[keyof typeof ERN_VERSION_BY_NAMESPACE];

/** Every supported namespace with its version, oldest first: for error messages and docs. */
export const SUPPORTED_ERN_NAMESPACES: readonly { namespace: string; version: ErnVersion }[] =
  Object.entries(ERN_VERSION_BY_NAMESPACE).map(([namespace, version]) => ({ namespace, version }));

/** The ERN version a root-element namespace URI stands for, or `undefined` when it is not a supported one. */
export function ernVersionOf(namespace: string): ErnVersion | undefined {
  return Object.hasOwn(ERN_VERSION_BY_NAMESPACE, namespace)
    ? ERN_VERSION_BY_NAMESPACE[namespace as keyof typeof ERN_VERSION_BY_NAMESPACE]
    : undefined;
}

/** Whether a namespace looks like some ERN version's, supported or not (`http://ddex.net/xml/ern/39`). */
export function isErnNamespace(namespace: string): boolean {
  return /^https?:\/\/(?:service\.)?ddex\.net\/xml\/ern\//.test(namespace);
}
