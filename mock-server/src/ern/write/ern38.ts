/**
 * The ERN 3.8.x NewReleaseMessage (prefix `ernm`): every file is the `File` of its own
 * `…DetailsByTerritory/Technical<Kind>Details`, located by `URL` (an absolute URL) or `FilePath` + `FileName`
 * (anything else), with its MD5 `HashSum` when known (see ern/files.ts for how the mock reads them).
 */
import { el, type XmlElement } from '../../xml/write.js';
import { ernNamespaceOf } from '../version.js';
import { detailsOf, messageChildren, namespaceDigits, pLine, schemaLocation, startDate, technicalReferenceOf } from './common.js';
import type { ErnFileSpec, ErnMessageSpec, ErnReleaseSpec, ErnResourceSpec } from './spec.js';

export function ern38Message(spec: ErnMessageSpec): XmlElement {
  const namespace = ernNamespaceOf(spec.version);
  const digits = namespaceDigits(spec.version);
  const resources = spec.resources.map((resource) => (resource.type === 'Image' ? image(resource, spec) : soundRecording(resource, spec)));
  const children = messageChildren(spec, resources, (release) => ({
    afterHeader: el('UpdateIndicator', 'OriginalMessage'),
    release: mainRelease(spec, release),
    deal: releaseDeal(release),
  }));
  return el('ernm:NewReleaseMessage', children, {
    'xmlns:ernm': namespace,
    ...schemaLocation(spec, 'http://ddex.net/xml/ern'),
    'MessageSchemaVersionId': `ern/${digits}`,
    'LanguageAndScriptCode': 'en',
  });
}

function soundRecording(resource: ErnResourceSpec, spec: ErnMessageSpec): XmlElement {
  const { release } = spec;
  const technical = resource.files.map((file, index) => el('TechnicalSoundRecordingDetails', [
    ...technicalReferenceOf(resource, index),
    ...(release === undefined ? [] : [el('AudioCodecType', 'FLAC'), el('IsPreview', 'false')]),
    fileElement(file),
  ]));
  if (release === undefined) {
    return el('SoundRecording', [
      el('ResourceReference', resource.reference),
      el('SoundRecordingDetailsByTerritory', [el('TerritoryCode', 'Worldwide'), ...technical]),
    ]);
  }
  const { title, id } = detailsOf(resource);
  return el('SoundRecording', [
    el('SoundRecordingType', 'MusicalWorkSoundRecording'),
    el('SoundRecordingId', [el('ISRC', id)]),
    el('ResourceReference', resource.reference),
    el('ReferenceTitle', [el('TitleText', title)]),
    el('Duration', 'PT0M30S'),
    el('SoundRecordingDetailsByTerritory', [
      el('TerritoryCode', 'Worldwide'),
      el('Title', [el('TitleText', title)], { TitleType: 'DisplayTitle' }),
      displayArtist(release),
      el('LabelName', release.label),
      pLine(release),
      el('Genre', [el('GenreText', release.genre)]),
      el('ParentalWarningType', 'NotExplicit'),
      ...technical,
    ]),
  ]);
}

function image(resource: ErnResourceSpec, spec: ErnMessageSpec): XmlElement {
  const { release } = spec;
  const technical = resource.files.map((file, index) => el('TechnicalImageDetails', [
    ...technicalReferenceOf(resource, index),
    ...(release === undefined ? [] : [el('ImageCodecType', 'JPEG')]),
    fileElement(file),
  ]));
  const id = release === undefined
    ? []
    : [
        el('ImageType', 'FrontCoverImage'),
        el('ImageId', [el('ProprietaryId', detailsOf(resource).id, { Namespace: release.sender.dpid })]),
      ];
  return el('Image', [
    ...id,
    el('ResourceReference', resource.reference),
    el('ImageDetailsByTerritory', [el('TerritoryCode', 'Worldwide'), ...technical]),
  ]);
}

function fileElement(file: ErnFileSpec): XmlElement {
  const hashSum = file.md5 === undefined ? [] : [el('HashSum', [el('HashSum', file.md5), el('HashSumAlgorithmType', 'MD5')])];
  if (URL.canParse(file.location)) return el('File', [el('URL', file.location), ...hashSum]);
  // `resources/A1_1.flac` → FilePath `resources/`, FileName `A1_1.flac`
  const slash = file.location.lastIndexOf('/');
  return el('File', [
    el('FileName', file.location.slice(slash + 1)),
    ...(slash < 0 ? [] : [el('FilePath', file.location.slice(0, slash + 1))]),
    ...hashSum,
  ]);
}

function displayArtist(release: ErnReleaseSpec): XmlElement {
  return el('DisplayArtist', [
    el('PartyName', [el('FullName', release.artist.name)]),
    el('ArtistRole', 'MainArtist'),
  ], { SequenceNumber: '1' });
}

/**
 * The main release, flagged `IsMainRelease` (how 3.8.x tells it apart). Sound recordings are its primary
 * resources, numbered in its ResourceGroup; images are secondary and unnumbered, as DDEX's 3.8.2 album sample
 * lists its cover.
 */
function mainRelease(spec: ErnMessageSpec, release: ErnReleaseSpec): XmlElement {
  const releaseResourceType = (resource: ErnResourceSpec) => (resource.type === 'Image' ? 'SecondaryResource' : 'PrimaryResource');
  const reference = (resource: ErnResourceSpec) => el('ReleaseResourceReference', resource.reference, {
    ReleaseResourceType: releaseResourceType(resource),
  });
  const recordings = spec.resources.filter((resource) => resource.type === 'SoundRecording');
  const images = spec.resources.filter((resource) => resource.type === 'Image');
  return el('Release', [
    el('ReleaseId', [el('ICPN', release.icpn)]),
    el('ReleaseReference', 'R0'),
    el('ReferenceTitle', [el('TitleText', release.title)]),
    el('ReleaseResourceReferenceList', spec.resources.map(reference)),
    el('ReleaseType', recordings.length === 1 ? 'Single' : 'Album'),
    el('ReleaseDetailsByTerritory', [
      el('TerritoryCode', 'Worldwide'),
      el('DisplayArtistName', release.artist.name),
      el('LabelName', release.label),
      el('Title', [el('TitleText', release.title)], { TitleType: 'DisplayTitle' }),
      displayArtist(release),
      el('ParentalWarningType', 'NotExplicit'),
      el('ResourceGroup', [
        ...recordings.map((resource, position) => el('ResourceGroupContentItem', [
          el('SequenceNumber', String(position + 1)),
          el('ResourceType', resource.type),
          reference(resource),
        ])),
        ...images.map((resource) => el('ResourceGroupContentItem', [el('ResourceType', resource.type), reference(resource)])),
      ]),
      el('Genre', [el('GenreText', release.genre)]),
    ]),
  ], { IsMainRelease: 'true' });
}

function releaseDeal(release: ErnReleaseSpec): XmlElement {
  return el('ReleaseDeal', [
    el('DealReleaseReference', 'R0'),
    el('Deal', [el('DealTerms', [
      el('CommercialModelType', 'SubscriptionModel'),
      el('Usage', [el('UseType', 'OnDemandStream')]),
      el('TerritoryCode', 'Worldwide'),
      el('ValidityPeriod', [el('StartDate', startDate(release))]),
    ])]),
  ]);
}
