/**
 * Release-profile rules on large hostile messages (issue #32 review): the mock serves many partners, so no message may
 * cost a rule more than time and memory linear in its size. Each case repeats what made a rule quadratic (or cubic, or
 * overflow the stack) k times, built in memory, and checks that the rule returns with the right findings. No timing is
 * asserted: the fixed rules take well under a second here, where the old code took 8-55 s (the quadratic cases), ran
 * out of memory (deal dates) or threw (the spread), so a rule gone quadratic again shows as a slow case.
 */
import { describe, expect, it } from 'vitest';
import { TreeIndex } from '../../../../../mock-server/src/ern/preflight/tree-index.js';
import { rp13SequenceNumberAsElement } from '../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-sequence-number-as-element.js';
import { rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet } from '../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet.js';
import { rp14MustContainComponentRelease } from '../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-component-release.js';
import { rp21DateShouldBeBeforeDealStartDate } from '../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-date-should-be-before-deal-start-date.js';
import { rp21DateShouldBeBeforeDealStartDateTime } from '../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-date-should-be-before-deal-start-date-time.js';
import { rp21MustContainOneTrackReleasePerPrimaryResource } from '../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-one-track-release-per-primary-resource.js';
import { rp21SequenceNumberMustBeDifferent } from '../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-sequence-number-must-be-different.js';
import type { ErnElement } from '../../../../../mock-server/src/ern/release/tree.js';
import { summarizeRelease } from '../../../../../mock-server/src/ern/release/summarize.js';
import { preflight } from '../../../../../mock-server/src/ern/preflight/index.js';
import { MAX_FINDINGS_PER_PROFILE_RULE } from '../../../../../mock-server/src/ern/preflight/profile-runner.js';
import { ern4Message, image4, release4 } from '../minimal-messages.js';
import { treeOf } from '../run-rule.js';
import { failedRuleNumbers, profileKey, runProfileRules } from './support.js';
import { ALBUM_382, edit } from './v14/album382.js';
import { BASES, messageOf } from './v14/one-profile-cases.js';
import { message41, recording41, release41, trackRelease41 } from './v21/multi-profile-messages.js';

/** Repeats: the deal-date case was cubic (k = 5,000 ran out of memory); the quadratic ones took seconds at 5,000 and
 * would exceed vitest's 5 s timeout at 20,000. */
const K = 5000;
const K2 = 20_000;
/** The TrackRelease case's messages are larger (a recording per repeat): old code ~6 s at 10,000. */
const K3 = 10_000;
const times = (count: number, line: (i: number) => string): string => Array.from({ length: count }, (_, i) => line(i + 1)).join('');

describe('release-profile rules on large hostile messages stay linear', () => {
  it('2.1 deal dates: k ReleaseVisibilityReferences × k DealReleaseReferences × k visibilities of one reference', () => {
    // Release R0 names V1 k times; the ReleaseDeal names R0 k times; V1 has k visibilities, the last one after the deal's start.
    const visibilities = times(K, (i) => `<ReleaseVisibility><VisibilityReference>V1</VisibilityReference><ReleaseDisplayStartDateTime>${
      i === K ? '2024-07-01T00:00:00' : '2024-05-01T00:00:00'}</ReleaseDisplayStartDateTime></ReleaseVisibility>`);
    const message = (validity: string): string => ern4Message({
      version: '43',
      release: release4().replace('</Release>', `${times(K, () => '<ReleaseVisibilityReference>V1</ReleaseVisibilityReference>')}\n</Release>`),
      deals: `<ReleaseDeal>${times(K, () => '<DealReleaseReference>R0</DealReleaseReference>')}<Deal><DealTerms><TerritoryCode>Worldwide</TerritoryCode>`
        + `<ValidityPeriod>${validity}</ValidityPeriod><CommercialModelType>SubscriptionModel</CommercialModelType>`
        + `<UseType>Stream</UseType></DealTerms></Deal></ReleaseDeal>\n${visibilities}`,
    });
    const byDate = runProfileRules([rp21DateShouldBeBeforeDealStartDate], message('<StartDate>2024-06-01</StartDate>'), '2.1/Audio');
    expect(byDate.map((finding) => finding.rule)).toEqual(['1038-5']);
    expect(byDate[0]!.message).toContain('2024-07-01T00:00:00');
    const byDateTime = runProfileRules([rp21DateShouldBeBeforeDealStartDateTime], message('<StartDateTime>2024-06-01T00:00:00</StartDateTime>'), '2.1/Audio');
    expect(byDateTime.map((finding) => finding.rule)).toEqual(['1039-5']);
    expect(failedRuleNumbers([rp21DateShouldBeBeforeDealStartDate], message('<StartDate>2024-07-01</StartDate>'), '2.1/Audio')).toEqual([]);
  });

  it('2.1 SequenceNumberMustBeDifferent: k = 20,000 content items of one group, each number used twice', () => {
    const half = K2 / 2;
    const items = times(K2, (i) => `<ResourceGroupContentItem><SequenceNumber>${(i % half) + 1}</SequenceNumber>`
      + '<ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem>');
    const xml = message41({ release: release41({ items: [], groupExtra: `${items}\n<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>` }) });
    const findings = runProfileRules([rp21SequenceNumberMustBeDifferent], xml, '2.1/Audio');
    expect(findings).toHaveLength(K2);
    expect(new Set(findings.map((finding) => finding.rule))).toEqual(new Set(['1021-1']));
    expect(findings.every((finding) => finding.message.startsWith('2 ResourceGroupContentItem elements'))).toBe(true);
  });

  it('1.3 SequenceNumberAsElement: k = 20,000 content items of one group, one number repeated', () => {
    // The inner group's item is numbered 1; add items 2 … K2 and a second 1: K2 + 1 items, "1" shared by two.
    const items = times(K2 - 1, (i) => `<ResourceGroupContentItem><SequenceNumber>${i + 1}</SequenceNumber></ResourceGroupContentItem>`)
      + '<ResourceGroupContentItem><SequenceNumber>1</SequenceNumber></ResourceGroupContentItem>';
    const xml = edit(ALBUM_382, ['</ResourceGroupContentItem>\n</ResourceGroup>', `</ResourceGroupContentItem>\n${items}\n</ResourceGroup>`]);
    const findings = runProfileRules([rp13SequenceNumberAsElement], xml, '1.3/AudioAlbumMusicOnly');
    expect(findings.map((finding) => finding.rule)).toEqual(['1124-2', '1124-2']);
    expect(findings[0]!.message).toContain('2 ResourceGroupContentItem elements share SequenceNumber "1"');
    expect(failedRuleNumbers([rp13SequenceNumberAsElement], xml.replace(/<SequenceNumber>1<\/SequenceNumber><\/ResourceGroupContentItem>\n<\/ResourceGroup>/, `<SequenceNumber>${K2 + 1}</SequenceNumber></ResourceGroupContentItem>\n</ResourceGroup>`), '1.3/AudioAlbumMusicOnly')).toEqual([]);
  });

  it('1.4 LongformVideo cue sheets: k primary content items × k ResourceReferences', () => {
    // The cued video A1 gets k more ResourceReferences B1 … Bk; k items name B1 … Bk (cued) and k name C1 … Ck (not).
    const base = messageOf(BASES.LongformVideo!);
    const items = times(K2, (i) => `<ResourceGroupContentItem><ResourceType>Video</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">B${i}</ReleaseResourceReference></ResourceGroupContentItem>`
      + `<ResourceGroupContentItem><ResourceType>Video</ResourceType><ReleaseResourceReference ReleaseResourceType="PrimaryResource">C${i}</ReleaseResourceReference></ResourceGroupContentItem>`);
    const xml = edit(base, ['<ResourceReference>A1</ResourceReference>', `<ResourceReference>A1</ResourceReference>${times(K2, (i) => `<ResourceReference>B${i}</ResourceReference>`)}`],
      ['</ResourceGroupContentItem>', `</ResourceGroupContentItem>${items}`]);
    const findings = runProfileRules([rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet], xml, '1.4/LongformVideo');
    expect(findings).toHaveLength(K2);
    expect(new Set(findings.map((finding) => finding.rule))).toEqual(new Set(['1445-1']));
    expect(findings.every((finding) => /"C\d+"/.test(finding.message))).toBe(true);
  });

  it('2.1 one TrackRelease per primary resource: k = 10,000 recordings with two ResourceReferences × k TrackReleases', () => {
    // Recording i is A<i> and B<i>; TrackRelease T<i> names A<i> for i < K3, and one more names B1 (A1 then has two).
    const resources = Array.from({ length: K3 }, (_, n) => recording41({ reference: `A${n + 1}` })
      .replace(`<ResourceReference>A${n + 1}</ResourceReference>`, `<ResourceReference>A${n + 1}</ResourceReference><ResourceReference>B${n + 1}</ResourceReference>`)).join('\n');
    const trackReleases = [...Array.from({ length: K3 - 1 }, (_, n) => trackRelease41(`T${n + 1}`, `A${n + 1}`)), trackRelease41('TX', 'B1')].join('\n');
    const findings = runProfileRules([rp21MustContainOneTrackReleasePerPrimaryResource], message41({ resources, trackReleases }), '2.1/Audio');
    expect(findings.map((finding) => finding.rule)).toEqual(['1045-1', '1045-1']);
    expect(findings[0]!.message).toContain('"A1" has 2 TrackReleases');
    expect(findings[1]!.message).toContain(`"A${K3}" has 0 TrackReleases`);
  });

  it('1.4 MustContainComponentRelease: 200,000 content items directly under the first Release do not overflow the stack', () => {
    // Built as a tree in memory (the message would be ~30 MB): one item naming A3, which no track release names, copied.
    const count = 200_000;
    const tree = treeOf(edit(ALBUM_382, ['<ReleaseType>Album</ReleaseType>', '<ReleaseType>Album</ReleaseType><ResourceGroup><ResourceGroupContentItem>'
      + '<ReleaseResourceReference ReleaseResourceType="PrimaryResource">A3</ReleaseResourceReference></ResourceGroupContentItem></ResourceGroup>']));
    const album = tree.root.children.find((child) => child.name === 'ReleaseList')!.children[0]!;
    const group = album.children.find((child) => child.name === 'ResourceGroup')!;
    const [item] = group.children;
    for (let i = 1; i < count; i++) (group.children as ErnElement[]).push(item!);
    const input = { tree, release: summarizeRelease(tree), index: new TreeIndex(tree), profile: profileKey('1.4/AudioAlbumMusicOnly'), variant: null };
    const findings = rp14MustContainComponentRelease.check(input);
    expect(findings).toHaveLength(count);
    expect(findings[0]!.message).toContain('TrackRelease');
  });

  it('the runner lists a rule\'s first 1,000 findings of a message, then one finding per assertion with how many more', () => {
    // DDEX's 1032 finds every resource (without TechnicalDetails: 1032-2; with them: 1032-1, left to the tester).
    const images = times(2_500, (i) => image4({ reference: `B${i}`, type: 'BackCoverImage' }).replace(/<TechnicalDetails>[\s\S]*?<\/TechnicalDetails>/, ''));
    const report = preflight(ern4Message({ version: '411', resources: `${images}\n${image4()}` }), { profile: '2.1/Audio' }).files[0]!;
    const ofRule = report.findings.filter((finding) => finding.rule === 'rp21-technical-details');
    expect(ofRule).toHaveLength(MAX_FINDINGS_PER_PROFILE_RULE + 2);
    const more = ofRule.filter((finding) => finding.line === null);
    expect(more.map((finding) => [finding.ddex?.rule, finding.message.split(' ')[0]])).toEqual([['1032-2', '1500'], ['1032-1', '1']]);
    expect(more[0]!.message).toContain('the kit lists the first 1000 findings of a rule');
  });
});
