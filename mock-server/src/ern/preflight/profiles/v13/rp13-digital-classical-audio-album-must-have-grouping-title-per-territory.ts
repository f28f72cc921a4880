/**
 * DDEX's `DigitalClassicalAudioAlbum_MustHaveGroupingTitlePerTerritory` (Release Profile 1.3, clause 4.8(11), Fatal
 * Error; rule DigitalClassicalAudioAlbum 1690-1): each ReleaseDetailsByTerritory of each Release of the ReleaseList
 * has a Title with TitleType="GroupingTitle" and a TitleText that is not empty (`count(Title[@TitleType =
 * 'GroupingTitle'][TitleText != '']) > 0`). 1.4 has no such pattern.
 *
 * Not reported: the same pattern's 1690-2, a Schematron report with the same test and the role Fatal Error, whose
 * text is a template never filled in ("The full title of the creation is XXX (valid for: YYY)"): DDEX's file fails
 * it on every ReleaseDetailsByTerritory that passes 1690-1, that is on every conforming classical album. The kit
 * does not turn a conforming message into a Fatal Error; the oracle lists the difference (oracle-differences.ts).
 */
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from '../v14/one-profile-shapes.js';

export const rp13DigitalClassicalAudioAlbumMustHaveGroupingTitlePerTerritory: ProfileRule = {
  id: 'rp13-digital-classical-audio-album-must-have-grouping-title-per-territory',
  standard: '1.3',
  pattern: 'DigitalClassicalAudioAlbum_MustHaveGroupingTitlePerTerritory',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1690-1', clause: '4.8(11)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each territory of each release of a classical album has a grouping title',
  fix: 'Add to each ReleaseDetailsByTerritory a Title TitleType="GroupingTitle" whose TitleText names the work that groups '
    + 'the recordings.',
  check({ tree }) {
    return releasesOf(tree.root).flatMap((release) => release.children
      .filter((details) => details.name === 'ReleaseDetailsByTerritory' && !details.children.some((title) => title.name === 'Title'
        && title.attributes.TitleType === 'GroupingTitle' && title.children.some((text) => text.name === 'TitleText' && text.text !== '')))
      .map((details) => ({
        at: details,
        message: `A ReleaseDetailsByTerritory of the ${releaseName(release)} has no grouping title; a digital classical audio album `
          + 'gives one per territory, naming the parent work of its recordings. Add a Title TitleType="GroupingTitle" with its TitleText.',
      })));
  },
};
