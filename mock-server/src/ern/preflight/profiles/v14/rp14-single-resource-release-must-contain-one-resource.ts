/**
 * DDEX's `SingleResourceRelease_MustContainOneResource` (Release Profile 1.4, clause 3.1, Fatal Error): the
 * ResourceList holds exactly one element ResourceReference at any depth, that is one resource (rule
 * SingleResourceRelease 1465-1); the file of SingleResourceReleaseWithCoverArt gives the pattern of the same id the
 * test `= 2`, the resource and its cover (rule 2092-1).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { rootChildren } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseMustContainOneResource: ProfileRule = {
  id: 'rp14-single-resource-release-must-contain-one-resource',
  standard: '1.4',
  pattern: 'SingleResourceRelease_MustContainOneResource',
  ddex: {
    SingleResourceRelease: [{ rule: '1465-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2092-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ResourceList holds one resource (with cover art: the resource and its cover)',
  fix: 'A single resource release describes one resource (with cover art: that resource and one image): list only those in the '
    + 'ResourceList, or declare the profile that fits the release.',
  check(input) {
    const index = indexOf(input);
    const withCover = input.profile.name === 'SingleResourceReleaseWithCoverArt';
    const wanted = withCover ? 2 : 1;
    return rootChildren(input.tree.root, 'ResourceList').flatMap((list) => {
      const count = index.within(list, 'ResourceReference').length;
      if (count === wanted) return [];
      const what = withCover ? 'two resources (the resource and its cover art)' : 'one resource';
      return [{
        at: list,
        message: `The ResourceList holds ${count} resource${count === 1 ? '' : 's'} (ResourceReference elements); `
          + `a single resource release describes ${what}. List only ${withCover ? 'those' : 'that one'}, `
          + 'or declare the profile that fits the release.',
      }];
    });
  },
};
