/**
 * DDEX's `DigitalClassicalAudioAlbum_LabelNameMustBeProvided2` (Release Profile 1.4, clause 4.8(7), Error; rule
 * DigitalClassicalAudioAlbum 1686-1): each Release of the ReleaseList, track releases too, has a
 * ReleaseDetailsByTerritory with a LabelName (an empty one counts: the assertion asks only that it be there).
 */
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumLabelNameMustBeProvided2: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-label-name-must-be-provided2',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_LabelNameMustBeProvided2',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1686-1', clause: '4.8(7)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each release of a classical album names its label',
  fix: 'Add a LabelName to a ReleaseDetailsByTerritory of every Release, track releases included.',
  check({ tree }) {
    return releasesOf(tree.root)
      .filter((release) => !release.children.some((details) => details.name === 'ReleaseDetailsByTerritory'
        && details.children.some((child) => child.name === 'LabelName')))
      .map((release) => ({
        at: release,
        message: `The ${releaseName(release)} names no label; every release of a digital classical audio album does. Add a LabelName to `
          + 'its ReleaseDetailsByTerritory.',
      }));
  },
};
