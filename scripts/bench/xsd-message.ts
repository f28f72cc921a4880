/**
 * The large message of the XSD figures (issue #16, item 8): an ERN 4.3 NewReleaseMessage of 1,001 resource
 * files (1,000 sound recordings and a front cover), some 22 MB, written by the kit's ERN writer. Each sound
 * recording carries its title in 115 languages (DisplayTitle is repeatable in ERN 4.3), so the message is
 * mostly metadata the schema checks, not whitespace. Not a DDEX sample.
 */
import { ern4Message } from '../../mock-server/src/ern/write/ern4.js';
import type { ErnMessageSpec } from '../../mock-server/src/ern/write/index.js';
import { el, renderDocument, type XmlElement } from '../../mock-server/src/xml/write.js';

const recordings = 1_000;
/** Localised titles per sound recording: the padding that brings the message to some 22 MB. */
const titlesPerRecording = 115;

function spec(): ErnMessageSpec {
  return {
    version: '4.3',
    messageId: 'partner-ingest-kit-bench-xsd',
    resources: [
      ...Array.from({ length: recordings }, (_, i) => ({
        reference: `A${i + 1}`,
        type: 'SoundRecording' as const,
        technicalReference: `T${i + 1}`,
        title: `Track ${i + 1}`,
        id: `QZZZZ${String(24_000_000 + i).padStart(7, '0')}`,
        files: [{ location: `resources/A${i + 1}.flac`, md5: 'd41d8cd98f00b204e9800998ecf8427e', size: 31_337_000 + i }],
      })),
      {
        reference: `A${recordings + 1}`,
        type: 'Image' as const,
        technicalReference: 'TCOVER',
        title: 'Cover',
        id: 'COVER1',
        files: [{ location: 'resources/cover.jpg', md5: 'd41d8cd98f00b204e9800998ecf8427e', size: 512_000 }],
      },
    ],
    release: {
      title: 'Partner Ingest Kit: a thousand tracks',
      icpn: '4006381333931',
      createdAt: new Date('2025-01-02T03:04:05Z'),
      sender: { dpid: 'PADPIDA0000000001X', name: 'Partner Ingest Kit Bench' },
      recipient: { dpid: 'PADPIDA0000000002X', name: 'Partner Ingest Service' },
      artist: { reference: 'PArtist1', name: 'The Benchmarks' },
      label: 'Kit Records',
      genre: 'Pop',
    },
  };
}

/** The n-th localised title's language: `qaa` … `qtz`, ISO 639-2's range for local use (the schema's pattern wants 2-3 letters). */
function language(n: number): string {
  return `q${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;
}

function localisedTitles(title: string): XmlElement[] {
  return Array.from({ length: titlesPerRecording }, (_, n) =>
    el('DisplayTitle', [el('TitleText', `${title}, localised title ${n + 1} of ${titlesPerRecording}`)], {
      LanguageAndScriptCode: language(n),
      ApplicableTerritoryCode: 'Worldwide',
    }));
}

/** The message, as UTF-8 bytes. */
export function xsdBenchMessage(): Buffer {
  const root = ern4Message(spec());
  const resourceList = (root.content as XmlElement[]).find((child) => child.name === 'ResourceList')!;
  for (const resource of resourceList.content as XmlElement[]) {
    if (resource.name !== 'SoundRecording') continue;
    const children = resource.content as XmlElement[];
    const at = children.findIndex((child) => child.name === 'DisplayTitle');
    const title = (children[at]!.content as XmlElement[])[0]!.content as string;
    children.splice(at + 1, 0, ...localisedTitles(title));
  }
  return Buffer.from(renderDocument(root));
}
