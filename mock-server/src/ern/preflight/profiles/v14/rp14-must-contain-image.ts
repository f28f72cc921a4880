/**
 * DDEX `MultiProfile_MustContainImage` (Release Profile 1.4, clause 3.1, Error; DigitalBoxedSet only): the
 * ResourceList holds an Image.
 */
import { has } from './ern3-places.js';
import { resourceListRule } from './resource-list-holds.js';

export const rp14MustContainImage = resourceListRule({
  id: 'rp14-must-contain-image',
  pattern: 'MultiProfile_MustContainImage',
  ddex: {
    DigitalBoxedSet: [{ rule: '1607-1', clause: '3.1', role: 'Error' }],
  },
  title: 'The ResourceList holds an Image',
  fix: 'Add the release\'s cover Image to the ResourceList.',
  holds: (list) => has(list, 'Image'),
  missing: () => 'The ResourceList has no Image: add the release\'s cover image.',
});
