/**
 * Tiny NewReleaseMessages for the preflight rules' tests, written for the project (never DDEX's samples): one
 * album of one track and a cover, complete enough that every rule passes, so that a test breaks exactly one
 * rule by replacing one piece (`ern43().replace(…)`). Identifiers are well-formed with right check
 * characters (identifiers.test.ts computes them).
 */
import { expect } from 'vitest';
import { preflight, type Finding } from '../../../../mock-server/src/ern/preflight/index.js';

/** Well-formed ids of the messages below. */
export const IDS = {
  isrc: 'USRC17607839',
  isrc2: 'USRC17607840',
  icpn: '4006381333931',
  grid: 'A12425GABC1234002M',
  isni: '0000000121032683',
} as const;

/** An ERN 4.3 album: parties P1 (artist) and P2 (label), resources A1 (recording) and A2 (cover), releases R0 and R1. */
export function ern43(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" ReleaseProfileVersionId="Audio" LanguageAndScriptCode="en" AvsVersionId="4">
  <MessageHeader>
    <MessageId>M1</MessageId>
    <MessageSender><PartyId>PADPIDA0000000001X</PartyId><PartyName><FullName>Example Records</FullName></PartyName></MessageSender>
    <MessageRecipient><PartyId>PADPIDA0000000002X</PartyId></MessageRecipient>
    <MessageCreatedDateTime>2025-01-02T03:04:05Z</MessageCreatedDateTime>
  </MessageHeader>
  <PartyList>
    <Party>
      <PartyReference>P1</PartyReference>
      <PartyId><ISNI>${IDS.isni}</ISNI></PartyId>
      <PartyName><FullName>The Examples</FullName></PartyName>
    </Party>
    <Party>
      <PartyReference>P2</PartyReference>
      <PartyName><FullName>Example Label</FullName></PartyName>
    </Party>
  </PartyList>
  <ResourceList>
    <SoundRecording>
      <ResourceReference>A1</ResourceReference>
      <Type>MusicalWorkSoundRecording</Type>
      <SoundRecordingEdition>
        <ResourceId><ISRC>${IDS.isrc}</ISRC></ResourceId>
        <TechnicalDetails>
          <TechnicalResourceDetailsReference>T1</TechnicalResourceDetailsReference>
          <DeliveryFile><Type>AudioFile</Type><File><URI>a1.flac</URI></File></DeliveryFile>
        </TechnicalDetails>
      </SoundRecordingEdition>
      <DisplayTitleText>First Song</DisplayTitleText>
      <DisplayTitle><TitleText>First Song</TitleText></DisplayTitle>
      <DisplayArtistName>The Examples</DisplayArtistName>
      <DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>
      <Contributor><ContributorPartyReference>P1</ContributorPartyReference><Role>Artist</Role></Contributor>
      <Duration>PT3M5S</Duration>
    </SoundRecording>
    <Image>
      <ResourceReference>A2</ResourceReference>
      <Type>FrontCoverImage</Type>
      <TechnicalDetails>
        <TechnicalResourceDetailsReference>T2</TechnicalResourceDetailsReference>
        <File><URI>cover.jpg</URI></File>
      </TechnicalDetails>
    </Image>
  </ResourceList>
  <ReleaseList>
    <Release>
      <ReleaseReference>R0</ReleaseReference>
      <ReleaseType>Album</ReleaseType>
      <ReleaseId><GRid>${IDS.grid}</GRid><ICPN>${IDS.icpn}</ICPN></ReleaseId>
      <DisplayTitleText>Example Album</DisplayTitleText>
      <DisplayTitle><TitleText>Example Album</TitleText></DisplayTitle>
      <DisplayArtistName>The Examples</DisplayArtistName>
      <DisplayArtist><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>
      <ReleaseLabelReference>P2</ReleaseLabelReference>
      <ResourceGroup>
        <ResourceGroupContentItem>
          <SequenceNumber>1</SequenceNumber>
          <ReleaseResourceReference>A1</ReleaseResourceReference>
        </ResourceGroupContentItem>
        <LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>
      </ResourceGroup>
    </Release>
    <TrackRelease>
      <ReleaseReference>R1</ReleaseReference>
      <ReleaseId><ISRC>${IDS.isrc}</ISRC></ReleaseId>
      <ReleaseResourceReference>A1</ReleaseResourceReference>
      <ReleaseLabelReference>P2</ReleaseLabelReference>
    </TrackRelease>
  </ReleaseList>
  <DealList>
    <ReleaseDeal>
      <DealReleaseReference>R0</DealReleaseReference>
      <DealReleaseReference>R1</DealReleaseReference>
      <Deal>
        <DealTerms>
          <TerritoryCode>Worldwide</TerritoryCode>
          <ValidityPeriod><StartDate>2025-02-01</StartDate></ValidityPeriod>
          <CommercialModelType>PayAsYouGoModel</CommercialModelType>
          <UseType>PermanentDownload</UseType>
        </DealTerms>
      </Deal>
    </ReleaseDeal>
  </DealList>
</ern:NewReleaseMessage>
`;
}

/** An ERN 3.8.2 album: resources A1 (recording) and A2 (cover), the main release R0 and a track release R1. */
export function ern382(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/382" MessageSchemaVersionId="ern/382" LanguageAndScriptCode="en">
  <MessageHeader>
    <MessageThreadId>M1</MessageThreadId>
    <MessageId>M1</MessageId>
    <MessageSender><PartyId>PADPIDA0000000001X</PartyId></MessageSender>
    <MessageRecipient><PartyId>PADPIDA0000000002X</PartyId></MessageRecipient>
    <MessageCreatedDateTime>2025-01-02T03:04:05Z</MessageCreatedDateTime>
  </MessageHeader>
  <ResourceList>
    <SoundRecording>
      <SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>
      <SoundRecordingId><ISRC>${IDS.isrc}</ISRC></SoundRecordingId>
      <ResourceReference>A1</ResourceReference>
      <ReferenceTitle><TitleText>First Song</TitleText></ReferenceTitle>
      <Duration>PT3M5S</Duration>
      <SoundRecordingDetailsByTerritory>
        <TerritoryCode>Worldwide</TerritoryCode>
        <Title TitleType="DisplayTitle"><TitleText>First Song</TitleText></Title>
        <DisplayArtist><PartyName><FullName>The Examples</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>
        <TechnicalSoundRecordingDetails>
          <TechnicalResourceDetailsReference>T1</TechnicalResourceDetailsReference>
          <File><FileName>a1.flac</FileName><FilePath>resources/</FilePath></File>
        </TechnicalSoundRecordingDetails>
      </SoundRecordingDetailsByTerritory>
    </SoundRecording>
    <Image>
      <ImageType>FrontCoverImage</ImageType>
      <ImageId><ProprietaryId Namespace="DPID:PADPIDA0000000001X">C1</ProprietaryId></ImageId>
      <ResourceReference>A2</ResourceReference>
      <ImageDetailsByTerritory>
        <TerritoryCode>Worldwide</TerritoryCode>
        <TechnicalImageDetails>
          <TechnicalResourceDetailsReference>T2</TechnicalResourceDetailsReference>
          <File><URL>https://cdn.example/cover.jpg</URL></File>
        </TechnicalImageDetails>
      </ImageDetailsByTerritory>
    </Image>
  </ResourceList>
  <ReleaseList>
    <Release IsMainRelease="true">
      <ReleaseId><ICPN>${IDS.icpn}</ICPN></ReleaseId>
      <ReleaseReference>R0</ReleaseReference>
      <ReferenceTitle><TitleText>Example Album</TitleText></ReferenceTitle>
      <ReleaseResourceReferenceList>
        <ReleaseResourceReference>A1</ReleaseResourceReference>
        <ReleaseResourceReference>A2</ReleaseResourceReference>
      </ReleaseResourceReferenceList>
      <ReleaseType>Album</ReleaseType>
      <ReleaseDetailsByTerritory>
        <TerritoryCode>Worldwide</TerritoryCode>
        <DisplayArtistName>The Examples</DisplayArtistName>
        <LabelName>Example Label</LabelName>
        <Title TitleType="DisplayTitle"><TitleText>Example Album</TitleText></Title>
        <DisplayArtist><PartyName><FullName>The Examples</FullName></PartyName><ArtistRole>MainArtist</ArtistRole></DisplayArtist>
        <ResourceGroup>
          <ResourceGroupContentItem>
            <SequenceNumber>1</SequenceNumber>
            <ResourceType>SoundRecording</ResourceType>
            <ReleaseResourceReference>A1</ReleaseResourceReference>
          </ResourceGroupContentItem>
        </ResourceGroup>
      </ReleaseDetailsByTerritory>
      <GlobalOriginalReleaseDate>2024-12-01</GlobalOriginalReleaseDate>
    </Release>
    <Release>
      <ReleaseId><ISRC>${IDS.isrc}</ISRC></ReleaseId>
      <ReleaseReference>R1</ReleaseReference>
      <ReferenceTitle><TitleText>First Song</TitleText></ReferenceTitle>
      <ReleaseResourceReferenceList><ReleaseResourceReference>A1</ReleaseResourceReference></ReleaseResourceReferenceList>
      <ReleaseType>TrackRelease</ReleaseType>
      <ReleaseDetailsByTerritory>
        <TerritoryCode>Worldwide</TerritoryCode>
        <DisplayArtistName>The Examples</DisplayArtistName>
        <LabelName>Example Label</LabelName>
        <Title TitleType="DisplayTitle"><TitleText>First Song</TitleText></Title>
      </ReleaseDetailsByTerritory>
    </Release>
  </ReleaseList>
  <DealList>
    <ReleaseDeal>
      <DealReleaseReference>R0</DealReleaseReference>
      <DealReleaseReference>R1</DealReleaseReference>
      <Deal>
        <DealTerms>
          <CommercialModelType>PayAsYouGoModel</CommercialModelType>
          <Usage><UseType>PermanentDownload</UseType></Usage>
          <TerritoryCode>Worldwide</TerritoryCode>
          <ValidityPeriod><StartDate>2025-02-01</StartDate></ValidityPeriod>
        </DealTerms>
      </Deal>
    </ReleaseDeal>
  </DealList>
</ern:NewReleaseMessage>
`;
}

/** `xml` with `from` replaced by `to`; fails the test when `from` is not in it (a test that changes nothing proves nothing). */
export function edit(xml: string, from: string, to: string): string {
  expect(xml.includes(from), `the message holds ${from}`).toBe(true);
  return xml.replace(from, to);
}

/** The 1-based line of the n-th occurrence of `needle` (the line a finding about that element names). */
export function lineOf(xml: string, needle: string, nth = 1): number {
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = xml.indexOf(needle, at + 1);
    expect(at, `occurrence ${i + 1} of ${needle}`).toBeGreaterThanOrEqual(0);
  }
  return xml.slice(0, at).split('\n').length;
}

/** The preflight findings of one rule on a message. */
export function findingsOf(xml: string, rule: string): Finding[] {
  const [file] = preflight(xml).files;
  return file!.findings.filter((finding) => finding.rule === rule);
}

/** Every finding of the message, in the form a table states it. */
export function allFindings(xml: string): Pick<Finding, 'rule' | 'severity' | 'line'>[] {
  return preflight(xml).files[0]!.findings.map(({ rule, severity, line }) => ({ rule, severity, line }));
}
