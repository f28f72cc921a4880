/**
 * A small demo release the mock serves itself, so that a new user can submit an ingest within a minute
 * of `npm start` without hosting any file: an ERN 4.3 NewReleaseMessage with three sound recordings and
 * a cover image, whose files (deterministic bytes, with their real MD5 in the message) the mock serves
 * next to it. Written for partner-ingest-kit; not a DDEX sample.
 */
import { createHash } from 'node:crypto';

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
  { path: 'resources/cover.jpg', contentType: 'image/jpeg', bytes: bytesOf('cover.jpg', 24 * 1024) },
];

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

function soundRecording(reference: string, isrc: string, title: string, file: DemoFile): string {
  return `    <SoundRecording>
      <ResourceReference>${reference}</ResourceReference>
      <Type>MusicalWorkSoundRecording</Type>
      <SoundRecordingEdition>
        <ResourceId><ISRC>${isrc}</ISRC></ResourceId>
        <TechnicalDetails>
          <TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>
          <DeliveryFile>
            <Type>AudioFile</Type>
            <AudioCodecType>FLAC</AudioCodecType>
            <File>
              <URI>${file.path}</URI>
              <HashSum><Algorithm>MD5</Algorithm><HashSumValue>${md5(file.bytes)}</HashSumValue></HashSum>
            </File>
          </DeliveryFile>
        </TechnicalDetails>
      </SoundRecordingEdition>
      <DisplayTitleText>${title}</DisplayTitleText>
    </SoundRecording>
`;
}

/** The demo message; file locations are relative, so they resolve next to wherever it is served. */
export function demoReleaseXml(): string {
  const [a1, a2, a3, cover] = demoFiles as [DemoFile, DemoFile, DemoFile, DemoFile];
  return `<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" LanguageAndScriptCode="en" AvsVersionId="4">
  <MessageHeader>
    <MessageId>partner-ingest-kit-demo-1</MessageId>
    <MessageSender><PartyId>PADPIDA0000000001X</PartyId></MessageSender>
    <MessageCreatedDateTime>2026-11-21T12:00:00Z</MessageCreatedDateTime>
    <MessageControlType>TestMessage</MessageControlType>
  </MessageHeader>
  <ResourceList>
${soundRecording('A1', 'ZZDEM2600001', 'Demo Track One', a1)}${soundRecording('A2', 'ZZDEM2600002', 'Demo Track Two', a2)}${soundRecording('A3', 'ZZDEM2600003', 'Demo Track Three', a3)}    <Image>
      <ResourceReference>A4</ResourceReference>
      <Type>FrontCoverImage</Type>
      <TechnicalDetails>
        <TechnicalResourceDetailsReference>TA4</TechnicalResourceDetailsReference>
        <File>
          <URI>${cover.path}</URI>
          <HashSum><Algorithm>MD5</Algorithm><HashSumValue>${md5(cover.bytes)}</HashSumValue></HashSum>
        </File>
      </TechnicalDetails>
    </Image>
  </ResourceList>
  <ReleaseList>
    <Release>
      <ReleaseReference>R0</ReleaseReference>
      <ReleaseType>Album</ReleaseType>
      <ReleaseId><ICPN>0000000000001</ICPN></ReleaseId>
      <DisplayTitleText>partner-ingest-kit Demo Album</DisplayTitleText>
    </Release>
  </ReleaseList>
</ern:NewReleaseMessage>
`;
}
