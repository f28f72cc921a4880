import { describe, expect, it } from 'vitest';
import { preflight } from '../../../../mock-server/src/ern/preflight/index.js';
import { edit, ern382, ern43, findingsOf, lineOf } from './messages.js';

const rule = 'main-release-title';

describe(rule, () => {
  it('reports a 4.3 message whose ReleaseList holds no Release, at the ReleaseList', () => {
    const message = ern43().replace(/<Release>[\s\S]*?<\/Release>\s*/, '');
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule, code: 'MetadataMissing', severity: 'error', line: lineOf(message, '<ReleaseList>'), path: '/NewReleaseMessage/ReleaseList[1]',
    });
    expect(findings[0]!.message).toContain('its ReleaseList holds no Release');
    expect(preflight(message).files[0]!.release).toBeNull();
  });

  it('reports a message without a ReleaseList at the message\'s root element', () => {
    const message = ern43().replace(/<ReleaseList>[\s\S]*<\/ReleaseList>\s*/, '');
    expect(findingsOf(message, rule)).toEqual([
      expect.objectContaining({ line: lineOf(message, '<ern:NewReleaseMessage'), path: '/NewReleaseMessage', severity: 'error' }),
    ]);
    expect(findingsOf(message, rule)[0]!.message).toContain('it has no ReleaseList');
  });

  it.each([
    {
      name: 'a 4.3 main release without DisplayTitleText or DisplayTitle',
      xml: () => edit(ern43(), '<DisplayTitleText>Example Album</DisplayTitleText>\n      <DisplayTitle><TitleText>Example Album</TitleText></DisplayTitle>', ''),
      needle: '<Release>', path: '/NewReleaseMessage/ReleaseList[1]/Release[1]', quoted: 'Add its DisplayTitleText',
    },
    {
      name: 'a 3.8.2 main release without ReferenceTitle or display Title',
      xml: () => edit(edit(ern382(), '<ReferenceTitle><TitleText>Example Album</TitleText></ReferenceTitle>', ''),
        '<Title TitleType="DisplayTitle"><TitleText>Example Album</TitleText></Title>', ''),
      needle: '<Release IsMainRelease', path: '/NewReleaseMessage/ReleaseList[1]/Release[1]', quoted: 'Add its ReferenceTitle/TitleText',
    },
  ])('reports $name, at the release', ({ xml, needle, path, quoted }) => {
    const message = xml();
    const findings = findingsOf(message, rule);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule, code: 'MetadataMissing', severity: 'error', line: lineOf(message, needle), path });
    expect(findings[0]!.message).toContain('The main release has no title');
    expect(findings[0]!.message).toContain(quoted);
  });

  it.each([
    { name: 'the 4.3 message', xml: ern43 },
    { name: 'the 3.8.2 message', xml: ern382 },
    { name: 'a 3.8.2 main release titled only by its ReferenceTitle', xml: () => edit(ern382(), '<Title TitleType="DisplayTitle"><TitleText>Example Album</TitleText></Title>', '') },
  ])('finds nothing in $name', ({ xml }) => {
    expect(findingsOf(xml(), rule)).toEqual([]);
  });
});
