/**
 * The ERN 4.x NewReleaseMessage (prefix `ern`). Sound recordings list their files in
 * `SoundRecordingEdition/TechnicalDetails/DeliveryFile/File` from 4.3 on and in `TechnicalDetails/File`
 * before; images in `TechnicalDetails/File` (one TechnicalDetails per file); every `File` has its `URI`
 * and, when known, its MD5 `HashSum` (see ern/files.ts for how the mock reads them). A message that declares the
 * Audio profile adds one `TrackRelease` per recording after the main release, and its one ReleaseDeal names them
 * all (see trackReleases).
 */
import { el, type XmlElement } from '../../xml/write.js';
import { ernNamespaceOf, type ErnVersion } from '../version.js';
import { detailsOf, messageChildren, pLine, schemaLocation, startDate, technicalReferenceOf } from './common.js';
import type { ErnFileSpec, ErnMessageSpec, ErnReleaseSpec, ErnResourceSpec } from './spec.js';

/** Whether `version` is `major.minor` or later. */
function since(version: ErnVersion, major: number, minor: number): boolean {
  const [versionMajor = 0, versionMinor = 0] = version.split('.').map(Number);
  return versionMajor > major || (versionMajor === major && versionMinor >= minor);
}

/** Whether sound recordings have editions: ERN 4.3 moved their files into `SoundRecordingEdition`. */
function hasEditions(version: ErnVersion): boolean {
  return since(version, 4, 3);
}

/**
 * The root's `AvsVersionId`: ERN 4.3 requires it (4.1 and 4.2 do not allow it), naming the version of the
 * allowed-value-sets file its values come from; 4.3's file says `3`. No 4.3.1 schema was at hand to confirm
 * that 4.3.1 names the same one (any string is valid there, as in 4.3).
 */
function avsVersionId(version: ErnVersion): Record<string, string> {
  return since(version, 4, 3) ? { AvsVersionId: '3' } : {};
}

/**
 * The label's party: ERN 4 names the label by a `ReleaseLabelReference` (required before the release's
 * PLine) to a Party of the PartyList, as it names the artist.
 */
const LABEL_PARTY_REFERENCE = 'PLabel1';

/**
 * `ReleaseProfileVersionId="Audio"` where the release fits DDEX's Audio profile: sound recordings and
 * exactly one front cover image. Anything else states no profile (the attribute is optional), so that a
 * single-recording fixture without a cover does not claim a profile it breaks.
 */
function declaresAudio(spec: ErnMessageSpec): boolean {
  const images = spec.resources.filter((resource) => resource.type === 'Image').length;
  const recordings = spec.resources.length - images;
  return spec.release !== undefined && images === 1 && recordings >= 1;
}

function releaseProfile(spec: ErnMessageSpec): Record<string, string> {
  return declaresAudio(spec) ? { ReleaseProfileVersionId: 'Audio' } : {};
}

/** The main release's reference; track releases follow as `R1`, `R2`, … in the order of their recordings. */
const MAIN_RELEASE_REFERENCE = 'R0';

/**
 * The track releases of a message that declares the Audio profile: Release Profile 2.1 wants exactly one
 * TrackRelease per primary resource (rule 1045-1, clause 5.1.1(b)), referring to that one resource (1047-1),
 * never to the cover (1048-1), and no title of its own where the recording's is the same (1049-x). Its ReleaseId
 * is the recording's ISRC as a ProprietaryId in the sender's namespace: an ISRC element there is rule 1046-1's
 * Fatal Error (clause 5.3.1.3(3)). Other messages (no profile) write none.
 */
function trackReleases(spec: ErnMessageSpec, release: ErnReleaseSpec): { reference: string; element: XmlElement }[] {
  if (!declaresAudio(spec)) return [];
  return spec.resources
    .filter((resource) => resource.type === 'SoundRecording')
    .map((resource, position) => {
      const reference = `R${position + 1}`;
      return {
        reference,
        element: el('TrackRelease', [
          el('ReleaseReference', reference),
          el('ReleaseId', [el('ProprietaryId', detailsOf(resource).id, { Namespace: release.sender.dpid })]),
          el('ReleaseResourceReference', resource.reference),
          el('ReleaseLabelReference', LABEL_PARTY_REFERENCE),
          el('Genre', [el('GenreText', release.genre)]),
        ]),
      };
    });
}

export function ern4Message(spec: ErnMessageSpec): XmlElement {
  const namespace = ernNamespaceOf(spec.version);
  const resources = spec.resources.map((resource) => (resource.type === 'Image' ? image(resource, spec) : soundRecording(resource, spec)));
  const children = messageChildren(spec, resources, (release) => {
    const tracks = trackReleases(spec, release);
    return {
      afterHeader: partyList(release),
      release: mainRelease(spec, release),
      trackReleases: tracks.map((track) => track.element),
      deal: releaseDeal(release, tracks.map((track) => track.reference)),
    };
  });
  return el('ern:NewReleaseMessage', children, {
    'xmlns:ern': namespace,
    ...schemaLocation(spec, 'http://service.ddex.net/xml/ern'),
    ...releaseProfile(spec),
    'LanguageAndScriptCode': 'en',
    ...avsVersionId(spec.version),
  });
}

function partyList(release: ErnReleaseSpec): XmlElement {
  if (release.artist.reference === LABEL_PARTY_REFERENCE) {
    throw new TypeError(`writeErnMessage: the artist's party reference ${LABEL_PARTY_REFERENCE} is the label's; give the artist another one`);
  }
  const party = (reference: string, name: string) => el('Party', [el('PartyReference', reference), el('PartyName', [el('FullName', name)])]);
  return el('PartyList', [party(release.artist.reference, release.artist.name), party(LABEL_PARTY_REFERENCE, release.label)]);
}

function soundRecording(resource: ErnResourceSpec, spec: ErnMessageSpec): XmlElement {
  const editions = hasEditions(spec.version);
  const technical = editions
    ? [el('TechnicalDetails', [
        ...(resource.technicalReference === undefined ? [] : [el('TechnicalResourceDetailsReference', resource.technicalReference)]),
        ...resource.files.map((file) => el('DeliveryFile', [
          el('Type', 'AudioFile'),
          ...(spec.release === undefined ? [] : [el('AudioCodecType', 'FLAC')]),
          fileElement(file, spec),
        ])),
      ])]
    : resource.files.map((file, index) => el('TechnicalDetails', [
        ...technicalReferenceOf(resource, index),
        ...(spec.release === undefined ? [] : [el('AudioCodecType', 'FLAC')]),
        fileElement(file, spec),
      ]));
  const { release } = spec;
  if (release === undefined) {
    return el('SoundRecording', [
      el('ResourceReference', resource.reference),
      ...(editions ? [el('SoundRecordingEdition', technical)] : technical),
    ]);
  }
  const { title, id } = detailsOf(resource);
  const artist = [
    el('DisplayTitleText', title),
    el('DisplayTitle', [el('TitleText', title)]),
    el('DisplayArtistName', release.artist.name),
    displayArtist(release),
  ];
  const rest = [el('Duration', 'PT0M30S'), el('ParentalWarningType', 'NotExplicit')];
  return editions
    ? el('SoundRecording', [
        el('ResourceReference', resource.reference),
        el('Type', 'MusicalWorkSoundRecording'),
        el('SoundRecordingEdition', [el('ResourceId', [el('ISRC', id)]), pLine(release), ...technical]),
        ...artist,
        ...rest,
      ])
    : el('SoundRecording', [
        el('ResourceReference', resource.reference),
        el('Type', 'MusicalWorkSoundRecording'),
        el('ResourceId', [el('ISRC', id)]),
        ...artist,
        pLine(release),
        ...rest,
        ...technical,
      ]);
}

function image(resource: ErnResourceSpec, spec: ErnMessageSpec): XmlElement {
  const { release } = spec;
  const id = release === undefined ? [] : [el('ResourceId', [el('ProprietaryId', detailsOf(resource).id, { Namespace: release.sender.dpid })])];
  return el('Image', [
    el('ResourceReference', resource.reference),
    el('Type', 'FrontCoverImage'),
    ...id,
    ...resource.files.map((file, index) => el('TechnicalDetails', [
      ...technicalReferenceOf(resource, index),
      ...(release === undefined ? [] : [el('ImageCodecType', 'JPEG')]),
      fileElement(file, spec),
    ])),
  ]);
}

function fileElement(file: ErnFileSpec, spec: ErnMessageSpec): XmlElement {
  return el('File', [
    el('URI', file.location),
    ...(file.md5 === undefined ? [] : [el('HashSum', [el('Algorithm', 'MD5'), el('HashSumValue', file.md5)])]),
    ...(file.size === undefined || spec.release === undefined ? [] : [el('FileSize', String(file.size))]),
  ]);
}

function displayArtist(release: ErnReleaseSpec): XmlElement {
  return el('DisplayArtist', [el('ArtistPartyReference', release.artist.reference), el('DisplayArtistRole', 'MainArtist')], { SequenceNumber: '1' });
}

function mainRelease(spec: ErnMessageSpec, release: ErnReleaseSpec): XmlElement {
  const recordings = spec.resources.filter((resource) => resource.type === 'SoundRecording');
  const images = spec.resources.filter((resource) => resource.type === 'Image');
  return el('Release', [
    el('ReleaseReference', MAIN_RELEASE_REFERENCE),
    el('ReleaseType', recordings.length === 1 ? 'Single' : 'Album'),
    el('ReleaseId', [el('ICPN', release.icpn)]),
    el('DisplayTitleText', release.title),
    el('DisplayTitle', [el('TitleText', release.title)]),
    el('DisplayArtistName', release.artist.name),
    displayArtist(release),
    el('ReleaseLabelReference', LABEL_PARTY_REFERENCE),
    pLine(release),
    el('Genre', [el('GenreText', release.genre)]),
    el('ParentalWarningType', 'NotExplicit'),
    el('ResourceGroup', [
      ...recordings.map((resource, position) => el('ResourceGroupContentItem', [
        el('SequenceNumber', String(position + 1)),
        el('ReleaseResourceReference', resource.reference),
      ])),
      ...images.map((resource) => el('LinkedReleaseResourceReference', resource.reference)),
    ]),
  ]);
}

/** One deal for the main release and its track releases alike (each track release named, for track-release-without-deal). */
function releaseDeal(release: ErnReleaseSpec, trackReferences: readonly string[]): XmlElement {
  return el('ReleaseDeal', [
    ...[MAIN_RELEASE_REFERENCE, ...trackReferences].map((reference) => el('DealReleaseReference', reference)),
    el('Deal', [el('DealTerms', [
      el('TerritoryCode', 'Worldwide'),
      el('ValidityPeriod', [el('StartDate', startDate(release))]),
      el('CommercialModelType', 'SubscriptionModel'),
      el('UseType', 'Stream'),
    ])]),
  ]);
}
