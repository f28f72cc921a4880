/**
 * DDEX `Classical_MustContainDisplayTitle` (Release Profile 2.1, ClassicalVariant 1555-1, clause 5.5.2(3.3), Fatal
 * Error): a ResourceGroup (anywhere) with a child ELEMENT ResourceGroupType of MultiWorkPart and more than one
 * ResourceGroupContentItem has a DisplayTitle or DisplayTitleText. DDEX's XPath reads `ResourceGroupType` as a child
 * element, which ERN 4's schema does not have (it is an attribute): on a schema-valid message the rule never fires,
 * as with DDEX's own file; the kit reads what DDEX's XPath reads. ERN 4.2/4.3: the same (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21ClassicalMustContainDisplayTitle: ProfileRule = {
  id: 'rp21-classical-must-contain-display-title',
  standard: '2.1',
  pattern: 'Classical_MustContainDisplayTitle',
  ddex: { ClassicalVariant: [assertion('1555-1', '5.5.2(3.3)')] },
  code: 'MetadataMissing',
  title: 'A multi-part work\'s ResourceGroup has a title',
  fix: 'Give the work\'s ResourceGroup a DisplayTitleText (and/or a DisplayTitle): the title of the work.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('ResourceGroup')
      .filter((group) => childrenOf(group, 'ResourceGroupType').some((type) => type.text === 'MultiWorkPart')
        && childrenOf(group, 'ResourceGroupContentItem').length > 1
        && group.children.every((child) => child.name !== 'DisplayTitle' && child.name !== 'DisplayTitleText'))
      .map((group) => ({
        message: 'This multi-part work\'s ResourceGroup has neither a DisplayTitleText nor a DisplayTitle: add the title of the work.',
        at: group,
      }));
  },
};
