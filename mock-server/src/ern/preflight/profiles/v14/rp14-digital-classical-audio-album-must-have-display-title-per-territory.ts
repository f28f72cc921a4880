/**
 * DDEX's `DigitalClassicalAudioAlbum_MustHaveDisplayTitlePerTerritory` (Release Profile 1.4, clause 4.8(12), Error;
 * rule DigitalClassicalAudioAlbum 1691-1): each ReleaseDetailsByTerritory of each Release of the ReleaseList has a
 * Title with TitleType="DisplayTitle" and a non-empty TitleText.
 */
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-must-have-display-title-per-territory',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_MustHaveDisplayTitlePerTerritory',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1691-1', clause: '4.8(12)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each territory of each release of a classical album has a display title',
  fix: 'Add to each ReleaseDetailsByTerritory a Title TitleType="DisplayTitle" with its TitleText.',
  check({ tree }) {
    return releasesOf(tree.root).flatMap((release) => release.children
      .filter((details) => details.name === 'ReleaseDetailsByTerritory' && !details.children.some((title) => title.name === 'Title'
        && title.attributes.TitleType === 'DisplayTitle' && title.children.some((text) => text.name === 'TitleText' && text.text !== '')))
      .map((details) => ({
        at: details,
        message: `A ReleaseDetailsByTerritory of the ${releaseName(release)} has no display title; a digital classical audio album `
          + 'gives one per territory. Add a Title TitleType="DisplayTitle" with its TitleText.',
      })));
  },
};
