/**
 * The ERN versions this kit supports: the one place they are listed. The reader (root.ts), the writer
 * (write/), the conformance suite's fixtures and the prose of the contract and the mock guide (rewritten by
 * `npm run generate`, see {@link ernVersionsInProse}) all take them from here, so a new version is one
 * line below (plus a writer template if its structure differs).
 */

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

/** Every supported ERN version, oldest first. */
export const ERN_VERSIONS: readonly ErnVersion[] = SUPPORTED_ERN_NAMESPACES.map(({ version }) => version);

/** The namespace URI of the root element of a message in `version`. */
export function ernNamespaceOf(version: ErnVersion): string {
  return SUPPORTED_ERN_NAMESPACES.find((supported) => supported.version === version)!.namespace;
}

/** The message suite a version belongs to: 3.8.x and 4.x differ in structure (see files.ts), never within one. */
export function ernMajorOf(version: ErnVersion): 3 | 4 {
  return version.startsWith('3.') ? 3 : 4;
}

/**
 * Release lines of which every version is supported, written `3.8.x` in prose: DDEX ended the 3.8 line at
 * 3.8.3. A line still open (4.1 may get a 4.1.2) is written version by version, so prose never promises
 * one not yet read.
 */
const COMPLETE_LINES: readonly string[] = ['3.8'];

/** The supported versions as a sentence fragment, `3.8.x, 4.1, 4.1.1, 4.2, 4.3 and 4.3.1`, for generated prose. */
export function ernVersionsInProse(versions: readonly string[] = ERN_VERSIONS): string {
  const names: string[] = [];
  for (const version of versions) {
    const line = COMPLETE_LINES.find((complete) => version === complete || version.startsWith(`${complete}.`));
    const name = line === undefined ? version : `${line}.x`;
    if (!names.includes(name)) names.push(name);
  }
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

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
