import { isErn3, mainReleaseOf } from '../../release/main-release.js';
import { childOf } from '../../release/tree.js';
import type { PreflightRule } from '../types.js';

/** No main release (nothing for the service to create), or one without a title. */
export const mainReleaseTitle: PreflightRule = {
  id: 'main-release-title',
  code: 'MetadataMissing',
  severity: 'error',
  title: 'The message has a main release, and it has a title',
  source: 'ERN 4.3 Release (DisplayTitleText, DisplayTitle mandatory); ERN 3.8.2 Release (ReferenceTitle mandatory), IsMainRelease',
  fix: 'A NewReleaseMessage describes one main release (the album, single or EP) that the service creates: in ERN 4.x the '
    + 'ReleaseList/Release, in 3.8.x the Release with IsMainRelease="true". Give it a title: 4.x DisplayTitleText and DisplayTitle/TitleText, '
    + '3.8.x ReferenceTitle/TitleText and a Title of TitleType DisplayTitle in its ReleaseDetailsByTerritory.',
  check({ tree, release }) {
    const main = mainReleaseOf(tree);
    if (main === null) {
      const list = childOf(tree.root, 'ReleaseList') ?? null;
      return [{
        // The list, or the message itself: a finding with a line is one a code-scanning report can mark.
        at: list ?? tree.root,
        message: `The message names no main release: ${list === null ? 'it has no ReleaseList' : 'its ReleaseList holds no Release'}. `
          + 'Add the album (single, EP) as ReleaseList/Release with its ReleaseReference, title, display artist and track list.',
      }];
    }
    if (release?.title !== null && release?.title !== undefined) return [];
    const where = isErn3(tree)
      ? 'ReferenceTitle/TitleText (and a Title of TitleType DisplayTitle in its ReleaseDetailsByTerritory)'
      : 'DisplayTitleText and DisplayTitle/TitleText';
    return [{ at: main, message: `The main release has no title. Add its ${where}.` }];
  },
};
