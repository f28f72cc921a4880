import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ErnNewReleaseMessage, ErnParseResult } from '../../../mock-server/src/ern/index.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Real-world ERN samples shared beside the repository; absent in some checkouts, so suites use `runIf`. */
export const samplesDir = path.resolve(repoRoot, '../shared/ddex-samples');
export const hasSamples = existsSync(samplesDir);

/** A URL the message was fetched from, with a pre-signed query that files must not inherit. */
export const MESSAGE_URL = 'https://bucket.example/deliveries/batch1/msg.xml?X-Amz-Signature=abc';
/** The folder of {@link MESSAGE_URL}, where relative file locations land. */
export const MESSAGE_DIR = 'https://bucket.example/deliveries/batch1/';

export function readFixture(name: string): Buffer {
  return readFileSync(path.join(repoRoot, 'test/fixtures/ern', name));
}

/** The accepted message, or a test failure that shows the rejection. */
export function accepted(result: ErnParseResult): ErnNewReleaseMessage {
  if (!result.ok) {
    expect.fail(`expected the message to be accepted, got ${result.code}: ${result.message}`);
  }
  return result.message;
}

/** A minimal ERN 4 NewReleaseMessage (prefix `ern`) around the given ResourceList content. */
export function ern4Message(resources: string, namespace = 'http://ddex.net/xml/ern/42'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="${namespace}" LanguageAndScriptCode="en">
  <MessageHeader><MessageId>test</MessageId></MessageHeader>
  <ResourceList>${resources}</ResourceList>
  <ReleaseList/>
</ern:NewReleaseMessage>`;
}

/** An ERN 4 Image resource whose TechnicalDetails hold `fileXml`. */
export function ern4Image(fileXml: string, reference = 'A1'): string {
  return `<Image><ResourceReference>${reference}</ResourceReference><Type>FrontCoverImage</Type>
    <TechnicalDetails><TechnicalResourceDetailsReference>T1</TechnicalResourceDetailsReference>${fileXml}</TechnicalDetails>
  </Image>`;
}

/** A minimal ERN 3.8.2 NewReleaseMessage whose one SoundRecording has the given `File` content. */
export function ern382Message(fileContent: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ernm:NewReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/382" MessageSchemaVersionId="ern/382">
  <MessageHeader><MessageId>test</MessageId></MessageHeader>
  <ResourceList>
    <SoundRecording>
      <ResourceReference>A1</ResourceReference>
      <SoundRecordingDetailsByTerritory>
        <TechnicalSoundRecordingDetails>
          <TechnicalResourceDetailsReference>T1</TechnicalResourceDetailsReference>
          <File>${fileContent}</File>
        </TechnicalSoundRecordingDetails>
      </SoundRecordingDetailsByTerritory>
    </SoundRecording>
  </ResourceList>
</ernm:NewReleaseMessage>`;
}
