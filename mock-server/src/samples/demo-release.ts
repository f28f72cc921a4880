/**
 * A small demo release the mock serves itself, so that a new user can submit an ingest within a minute
 * of `npm start` without hosting any file: an ERN 4.3 NewReleaseMessage with three sound recordings and
 * a cover image, whose files (deterministic bytes for the audio, a real JPEG for the cover; their real MD5 in
 * the message) the mock serves next to it. Written for partner-ingest-kit; not a DDEX sample.
 */
import { createHash } from 'node:crypto';
import { type ErnResourceSpec, writeErnMessage } from '../ern/write/index.js';
import { demoCoverJpeg } from './demo-cover.js';

export interface DemoFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** Deterministic bytes: a file's name repeated, so every file differs and hashes are stable. */
function bytesOf(name: string, size: number): Buffer {
  const seed = Buffer.from(`${name}\n`);
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i += seed.length) seed.copy(out, i);
  return out;
}

export const demoFiles: readonly DemoFile[] = [
  { path: 'resources/A1.flac', contentType: 'audio/flac', bytes: bytesOf('A1.flac', 96 * 1024) },
  { path: 'resources/A2.flac', contentType: 'audio/flac', bytes: bytesOf('A2.flac', 80 * 1024) },
  { path: 'resources/A3.flac', contentType: 'audio/flac', bytes: bytesOf('A3.flac', 120 * 1024) },
  { path: 'resources/cover.jpg', contentType: 'image/jpeg', bytes: demoCoverJpeg },
];

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

const DEMO_PARTY = { dpid: 'PADPIDA0000000001X', name: 'partner-ingest-kit' };

function recording(reference: string, isrc: string, title: string, file: DemoFile): ErnResourceSpec {
  return {
    reference,
    type: 'SoundRecording',
    technicalReference: `T${reference}`,
    title,
    id: isrc,
    files: [{ location: file.path, md5: md5(file.bytes), size: file.bytes.length }],
  };
}

/** The demo message; file locations are relative, so they resolve next to wherever it is served. */
export function demoReleaseXml(): string {
  const [a1, a2, a3, cover] = demoFiles as [DemoFile, DemoFile, DemoFile, DemoFile];
  return writeErnMessage({
    version: '4.3',
    messageId: 'partner-ingest-kit-demo-1',
    resources: [
      recording('A1', 'ZZDEM2600001', 'Demo Track One', a1),
      recording('A2', 'ZZDEM2600002', 'Demo Track Two', a2),
      recording('A3', 'ZZDEM2600003', 'Demo Track Three', a3),
      {
        reference: 'A4',
        type: 'Image',
        technicalReference: 'TA4',
        title: 'Front cover',
        id: 'partner-ingest-kit-demo-cover',
        files: [{ location: cover.path, md5: md5(cover.bytes), size: cover.bytes.length }],
      },
    ],
    release: {
      title: 'partner-ingest-kit Demo Album',
      // EAN-13 with its check digit; prefix 200-299 is for in-store numbering, never a real product
      icpn: '2000000000022',
      createdAt: new Date('2026-11-21T12:00:00Z'),
      sender: DEMO_PARTY,
      recipient: { dpid: 'PADPIDA0INGESTSVCE', name: 'Partner Ingest Service' },
      artist: { reference: 'PArtist1', name: 'Demo Artist' },
      label: 'partner-ingest-kit Demo Records',
      genre: 'Electronic',
    },
  });
}
