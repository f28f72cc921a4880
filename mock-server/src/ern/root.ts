/** The verdict on a message's root element: message type first, then the ERN version of its namespace. */
import type { RootElement } from './scan.js';
import { type ErnRejection, reject } from './types.js';
import { type ErnVersion, ernVersionOf, isErnNamespace, SUPPORTED_ERN_NAMESPACES } from './version.js';

/** The only ERN message this service ingests (ERN 3.8 and 4 message suites). */
const NEW_RELEASE_MESSAGE = 'NewReleaseMessage';

/**
 * The verdict on a message's root element: its ERN version when it is a NewReleaseMessage in a supported
 * ERN namespace, else a rejection. The message type is judged first, so a PurgeReleaseMessage of an
 * unknown version is reported as the wrong message type, which is the more useful news.
 */
export function judgeRoot(root: RootElement): ErnVersion | ErnRejection {
  const version = ernVersionOf(root.namespace);
  if (root.localName !== NEW_RELEASE_MESSAGE) {
    return reject(
      'ERN_MESSAGE_TYPE_UNSUPPORTED',
      `root element is ${root.localName} (${describeNamespace(root.namespace, version)}); `
      + `only ${NEW_RELEASE_MESSAGE} is supported`,
    );
  }
  if (version !== undefined) {
    return version;
  }
  if (root.namespace === '') {
    return reject(
      'ERN_VERSION_UNSUPPORTED',
      `${NEW_RELEASE_MESSAGE} has no namespace, so its ERN version is unknown; `
      + `declare one of the supported ERN namespaces: ${listSupported()}`,
    );
  }
  const kind = isErnNamespace(root.namespace) ? 'a supported ERN version' : 'an ERN namespace';
  return reject(
    'ERN_VERSION_UNSUPPORTED',
    `namespace ${root.namespace} is not ${kind}; supported: ${listSupported()}`,
  );
}

function describeNamespace(namespace: string, version: ErnVersion | undefined): string {
  if (version !== undefined) return `ERN ${version}`;
  if (namespace === '') return 'no namespace';
  return `namespace ${namespace}`;
}

function listSupported(): string {
  return SUPPORTED_ERN_NAMESPACES.map(({ namespace, version }) => `${namespace} (${version})`).join(', ');
}
