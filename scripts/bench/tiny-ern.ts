/**
 * The message behind the webhook figure: the smallest ERN 4.3 NewReleaseMessage the mock accepts with one
 * resource file (spec 2.1: `resources.total` 1), so that creating thousands of ingests costs little and the
 * figure is about delivery. Written by the kit's ERN writer, minimal (no release details); not a DDEX
 * sample. The file is never fetched: the mock runs in `simulate` resources mode.
 */
import { writeErnMessage } from '../../mock-server/src/ern/write/index.js';

export function tinyErnXml(): Buffer {
  return Buffer.from(writeErnMessage({
    version: '4.3',
    messageId: 'partner-ingest-kit-bench-1',
    resources: [{ reference: 'A1', type: 'SoundRecording', technicalReference: 'TA1', files: [{ location: 'resources/A1.flac' }] }],
  }));
}
