/**
 * The pieces every ERN version writes alike: the message's frame (its children and schema location), the
 * MessageHeader, the PLine, the schema's namespace digits.
 */
import { el, type XmlElement } from '../../xml/write.js';
import { ernNamespaceOf, type ErnVersion } from '../version.js';
import type { ErnMessageSpec, ErnReleaseSpec, ErnResourceSpec } from './spec.js';

/** `382`, `43`: the last segment of the version's namespace, as schema locations and version ids write it. */
export function namespaceDigits(version: ErnVersion): string {
  return ernNamespaceOf(version).split('/').at(-1)!;
}

/** What a complete message adds around its resources; each version builds these its own way. */
export interface ReleaseParts {
  /** What stands between the MessageHeader and the ResourceList (ERN 3.8: UpdateIndicator; ERN 4: PartyList). */
  afterHeader: XmlElement;
  release: XmlElement;
  /** ERN 4 TrackReleases, after the main release in the ReleaseList (none: ERN 3.8, or no profile that wants them). */
  trackReleases?: readonly XmlElement[];
  deal: XmlElement;
}

/**
 * The children of a NewReleaseMessage: a minimal message (no `release`) is its header, its resources and a
 * ReleaseList of one bare Release (its ReleaseReference only: the mock refuses a message without any release,
 * issue #16, and a bare one keeps the message small); a complete one adds the version's `parts` in the order
 * both 3.8.x and 4.x schemas require.
 */
export function messageChildren(
  spec: ErnMessageSpec,
  resources: XmlElement[],
  parts: (release: ErnReleaseSpec) => ReleaseParts,
): XmlElement[] {
  const { release } = spec;
  if (release === undefined) {
    return [messageHeader(spec), el('ResourceList', resources), el('ReleaseList', [el('Release', [el('ReleaseReference', 'R0')])])];
  }
  const { afterHeader, release: releaseElement, trackReleases = [], deal } = parts(release);
  return [
    messageHeader(spec),
    afterHeader,
    el('ResourceList', resources),
    el('ReleaseList', [releaseElement, ...trackReleases]),
    el('DealList', [deal]),
  ];
}

/**
 * The schema location attributes of a complete message (a minimal one names no schema): the version's
 * namespace and its `release-notification.xsd` under `xsdBase`, which differs by version.
 */
export function schemaLocation(spec: ErnMessageSpec, xsdBase: string): Record<string, string> {
  if (spec.release === undefined) return {};
  return {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${ernNamespaceOf(spec.version)} ${xsdBase}/${namespaceDigits(spec.version)}/release-notification.xsd`,
  };
}

/** The MessageHeader: only the MessageId for a minimal message (ERN 3.8.2 and 4.x agree on the rest). */
export function messageHeader(spec: ErnMessageSpec): XmlElement {
  const { release } = spec;
  if (release === undefined) return el('MessageHeader', [el('MessageId', spec.messageId)]);
  return el('MessageHeader', [
    el('MessageThreadId', spec.messageId),
    el('MessageId', spec.messageId),
    el('MessageSender', [el('PartyId', release.sender.dpid), el('PartyName', [el('FullName', release.sender.name)])]),
    el('MessageRecipient', [el('PartyId', release.recipient.dpid), el('PartyName', [el('FullName', release.recipient.name)])]),
    el('MessageCreatedDateTime', release.createdAt.toISOString()),
    el('MessageControlType', 'TestMessage'),
  ]);
}

export function pLine(release: ErnReleaseSpec): XmlElement {
  const year = String(release.createdAt.getUTCFullYear());
  return el('PLine', [el('Year', year), el('PLineText', `(P) ${year} ${release.label}`)]);
}

/** The first day of the deal: the day the message was made. */
export function startDate(release: ErnReleaseSpec): string {
  return release.createdAt.toISOString().slice(0, 10);
}

/** A resource's title and id, which a complete message must state. */
export function detailsOf(resource: ErnResourceSpec): { title: string; id: string; technicalReference: string } {
  const { title, id, technicalReference } = resource;
  if (title === undefined || id === undefined || technicalReference === undefined) {
    throw new TypeError(
      `writeErnMessage: resource ${resource.reference} needs a title, an id and a technicalReference in a complete message (one with release)`,
    );
  }
  return { title, id, technicalReference };
}

/** The TechnicalResourceDetailsReference of a resource's `index`th file where each file has its own details. */
export function perFileReference(technicalReference: string, index: number): string {
  return `${technicalReference}_${index + 1}`;
}

/** `[TechnicalResourceDetailsReference]` when the resource names one, else nothing (minimal messages). */
export function technicalReferenceOf(resource: ErnResourceSpec, index: number): XmlElement[] {
  return resource.technicalReference === undefined
    ? []
    : [el('TechnicalResourceDetailsReference', perFileReference(resource.technicalReference, index))];
}
