/**
 * DDEX `BoxedSet_MustContainReleaseId` (Release Profile 2.1, BoxedSetVariant 1546-1 and 1546-2, clause 5.5.1(3), Fatal
 * Error): a Release's top-level ResourceGroup of ResourceGroupType ReleaseComponent has a ReleaseId (1546-1) with a
 * non-blank GRid or ICPN (1546-2). DDEX's context is the top level, where ERN 4's schema gives ResourceGroupType to
 * no group (only nested groups have it): on a schema-valid message the rule never fires, as with DDEX's own file.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { assertion, groupTypeOf, hasFilled, releasesOf, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21BoxedSetMustContainReleaseId: ProfileRule = {
  id: 'rp21-boxed-set-must-contain-release-id',
  standard: '2.1',
  pattern: 'BoxedSet_MustContainReleaseId',
  ddex: { BoxedSetVariant: [assertion('1546-1', '5.5.1(3)'), assertion('1546-2', '5.5.1(3)')] },
  code: 'MetadataMissing',
  title: 'A component release\'s ResourceGroup names the component by its ReleaseId (GRid or ICPN)',
  fix: 'Give each ResourceGroup of type ReleaseComponent a ReleaseId with the component release\'s GRid or ICPN.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const findings: ProfileRuleFinding[] = [];
    const groups = releasesOf(tree).flatMap((release) => childrenOf(release, 'ResourceGroup'))
      .filter((group) => groupTypeOf(group) === 'ReleaseComponent');
    for (const group of groups) {
      const ids = childrenOf(group, 'ReleaseId');
      if (ids.length === 0) {
        findings.push({ message: 'This ResourceGroup of type ReleaseComponent has no ReleaseId: add the component release\'s ReleaseId.', at: group });
      }
      if (!ids.some((id) => hasFilled(id, 'GRid') || hasFilled(id, 'ICPN'))) {
        findings.push({
          message: 'This ResourceGroup of type ReleaseComponent names its component release by neither a GRid nor an ICPN: add one to its ReleaseId.',
          at: group,
          assertion: 1,
        });
      }
    }
    return findings;
  },
};
