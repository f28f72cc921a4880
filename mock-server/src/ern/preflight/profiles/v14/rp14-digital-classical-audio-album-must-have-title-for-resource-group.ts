/**
 * DDEX's `DigitalClassicalAudioAlbum_MustHaveTitleForResourceGroup` (Release Profile 1.4, clause 4.8(13), Error;
 * rule DigitalClassicalAudioAlbum 1692-1): each Release of the ReleaseList, track releases too, holds at any depth a
 * ResourceGroup with a Title whose TitleType is `GroupingTitle` or written empty, and whose TitleText is not blank.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-must-have-title-for-resource-group',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_MustHaveTitleForResourceGroup',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1692-1', clause: '4.8(13)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each release of a classical album titles a resource group (the work)',
  fix: 'Give a ResourceGroup of each Release (the work it holds) a Title TitleType="GroupingTitle" with its TitleText.',
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree.root)
      .filter((release) => !index.within(release, 'ResourceGroup').some((group) => group.children.some((title) => title.name === 'Title'
        && (title.attributes.TitleType === 'GroupingTitle' || title.attributes.TitleType === '')
        && title.children.some((text) => text.name === 'TitleText' && text.text !== ''))))
      .map((release) => ({
        at: release,
        message: `No ResourceGroup of the ${releaseName(release)} has a grouping title; a digital classical audio album titles its works. `
          + 'Add to the ResourceGroup of each work a Title TitleType="GroupingTitle" with its TitleText.',
      }));
  },
};
