import { describe, expect, it } from 'vitest';
import { edit, ern382, ern43, findingsOf, IDS, lineOf } from './messages.js';

const rule = 'isrc-duplicate';

/** A second sound recording A3 with the given ISRC, used by the release so that nothing else changes. */
function withSecondRecording(isrc: string): string {
  const recording = `<SoundRecording>
      <ResourceReference>A3</ResourceReference>
      <Type>MusicalWorkSoundRecording</Type>
      <SoundRecordingEdition><ResourceId><ISRC>${isrc}</ISRC></ResourceId></SoundRecordingEdition>
      <DisplayTitleText>Second Song</DisplayTitleText>
    </SoundRecording>
    <Image>`;
  return edit(edit(ern43(), '<Image>', recording), '<LinkedReleaseResourceReference>',
    '<ResourceGroupContentItem><SequenceNumber>2</SequenceNumber><ReleaseResourceReference>A3</ReleaseResourceReference></ResourceGroupContentItem>\n        <LinkedReleaseResourceReference>');
}

describe(rule, () => {
  it('reports the ISRC of a second sound recording that the first already has', () => {
    const message = withSecondRecording(IDS.isrc);
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule, code: 'IdentifierInvalid', severity: 'error', line: lineOf(message, `<ISRC>${IDS.isrc}`, 2),
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[2]/SoundRecordingEdition[1]/ResourceId[1]/ISRC[1]',
    });
    expect(findings[0]!.message).toContain(`ISRC "${IDS.isrc}" of SoundRecording A3 is also the ISRC of SoundRecording A1 (line ${lineOf(message, '<SoundRecording>')})`);
  });

  it.each([
    { name: 'two recordings with their own ISRCs', xml: () => withSecondRecording(IDS.isrc2) },
    // The track release's ReleaseId repeats its recording's ISRC: the same recording.
    { name: 'the 4.3 message, whose TrackRelease repeats the ISRC', xml: ern43 },
    { name: 'the 3.8.2 message, whose track Release repeats the ISRC', xml: ern382 },
    { name: 'one recording with the ISRC in two editions', xml: () => edit(ern43(), '</SoundRecordingEdition>',
      `</SoundRecordingEdition>\n      <SoundRecordingEdition><ResourceId><ISRC>${IDS.isrc}</ISRC></ResourceId></SoundRecordingEdition>`) },
    // A RelatedRelease names another release (here the track release of A1, by its ISRC): not A3's own ISRC.
    { name: 'a recording whose RelatedRelease carries the other recording\'s ISRC', xml: () => edit(withSecondRecording(IDS.isrc2),
      '<DisplayTitleText>Second Song</DisplayTitleText>',
      `<DisplayTitleText>Second Song</DisplayTitleText>\n      <RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType><ReleaseId><ISRC>${IDS.isrc}</ISRC></ReleaseId></RelatedRelease>`) },
  ])('finds nothing in $name', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
