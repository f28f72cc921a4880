/**
 * The message behind the webhook figure: the smallest ERN 4.3 NewReleaseMessage the mock accepts with one
 * resource file (spec 2.1: `resources.total` 1), so that creating thousands of ingests costs little and the
 * figure is about delivery. Written for this benchmark; not a DDEX sample. The file is never fetched: the
 * mock runs in `simulate` resources mode.
 */
export function tinyErnXml(): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" LanguageAndScriptCode="en" AvsVersionId="4">
  <MessageHeader>
    <MessageId>partner-ingest-kit-bench-1</MessageId>
    <MessageSender><PartyId>PADPIDA0000000001X</PartyId></MessageSender>
    <MessageCreatedDateTime>2026-11-21T12:00:00Z</MessageCreatedDateTime>
    <MessageControlType>TestMessage</MessageControlType>
  </MessageHeader>
  <ResourceList>
    <SoundRecording>
      <ResourceReference>A1</ResourceReference>
      <Type>MusicalWorkSoundRecording</Type>
      <SoundRecordingEdition>
        <ResourceId><ISRC>ZZBEN2600001</ISRC></ResourceId>
        <TechnicalDetails>
          <TechnicalResourceDetailsReference>TA1</TechnicalResourceDetailsReference>
          <DeliveryFile>
            <Type>AudioFile</Type>
            <AudioCodecType>FLAC</AudioCodecType>
            <File><URI>resources/A1.flac</URI></File>
          </DeliveryFile>
        </TechnicalDetails>
      </SoundRecordingEdition>
      <DisplayTitleText>Bench Track</DisplayTitleText>
    </SoundRecording>
  </ResourceList>
  <ReleaseList>
    <Release>
      <ReleaseReference>R0</ReleaseReference>
      <ReleaseType>Single</ReleaseType>
      <ReleaseId><ICPN>0000000000017</ICPN></ReleaseId>
      <DisplayTitleText>partner-ingest-kit Bench Single</DisplayTitleText>
    </Release>
  </ReleaseList>
</ern:NewReleaseMessage>
`);
}
