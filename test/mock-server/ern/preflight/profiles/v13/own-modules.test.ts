/**
 * The Release Profile 1.3 modules written for 1.3 itself (its patterns whose test differs from 1.4's, or that 1.4
 * lacks): each fails on a minimal ERN 3.8.2 album (../v14/album382.ts) changed to break it, with 1.3's rule numbers of
 * the profile named and a message naming the element, and passes on a message that holds what it asks. The messages
 * are in own-cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { rp13MustContainOneFrontCoverImageAsSecondaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp13SequenceNumberAsElement } from '../../../../../../mock-server/src/ern/preflight/profiles/v13/rp13-sequence-number-as-element.js';
import { rp14MustContainOneFrontCoverImageAsSecondaryResource } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-must-contain-one-front-cover-image-as-secondary-resource.js';
import { rp14SequenceNumberAsElement } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/rp14-sequence-number-as-element.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';
import { ALBUM_382, edit } from '../v14/album382.js';
import { OWN_CASES } from './own-cases.js';

describe('Release Profile 1.3 modules of its own', () => {
  it.each(OWN_CASES.map((row) => [`${row.rule.id} (${row.profile}): ${row.name}`, row] as const))('%s', (_name, row) => {
    const profile = `1.3/${row.profile}`;
    const findings = runProfileRules([row.rule], row.fail, profile);
    expect([...new Set(findings.map((finding) => finding.rule))].sort()).toEqual(row.want);
    for (const finding of findings) {
      expect(finding.message).toContain(row.says);
      expect(finding.path).toMatch(/^\/NewReleaseMessage/);
    }
    expect(failedRuleNumbers([row.rule], row.pass, profile)).toEqual([]);
  });

  it('counts a SequenceNumber among the elements of its own name, where 1.4 counts every sequenced sibling', () => {
    // The outer ResourceGroup's inner group and its cover item both numbered 1: one of each name (1.3), two sequenced (1.4).
    const xml = edit(ALBUM_382, ['<ResourceGroupContentItem>\n<ResourceType>Image</ResourceType>', '<ResourceGroupContentItem>\n<SequenceNumber>1</SequenceNumber>\n<ResourceType>Image</ResourceType>']);
    expect(failedRuleNumbers([rp13SequenceNumberAsElement], xml, '1.3/AudioAlbumMusicOnly')).toEqual([]);
    expect(failedRuleNumbers([rp14SequenceNumberAsElement], xml, '1.4/AudioAlbumMusicOnly')).toEqual(['1129-2']);
  });

  it('asks the front cover of every ResourceGroup\'s items, where 1.4 asks it of the main release\'s top group', () => {
    expect(failedRuleNumbers([rp13MustContainOneFrontCoverImageAsSecondaryResource], ALBUM_382, '1.3/AudioAlbumMusicOnly')).toEqual(['1135-1']);
    expect(failedRuleNumbers([rp14MustContainOneFrontCoverImageAsSecondaryResource], ALBUM_382, '1.4/AudioAlbumMusicOnly')).toEqual([]);
  });
});
