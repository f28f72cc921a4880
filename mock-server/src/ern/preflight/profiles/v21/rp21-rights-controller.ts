/**
 * DDEX `MultiProfile_RightsController` (Release Profile 2.1, 5.4.1(4) Conditional Error; 5.4.1(4) Conditional Fatal
 * Error).
 * Every `ResourceRightsController` (anywhere) must have a `Territory` (1), `RightsControllerRole` (2), `StartDate`
 * (3), `EndDate` (4) and `RightSharePercentage` (5). No ERN 4.x schema gives a ResourceRightsController a Territory,
 * StartDate or EndDate, so assertions 1, 3 and 4 fail on every one, as in DDEX's run.
 *
 * Rule numbers: SimpleAudioSingle 1363-1/1363-2/1363-3/1363-4/1363-5, SimpleVideoSingle
 * 1303-1/1303-2/1303-3/1303-4/1303-5.
 * ERN 4.2/4.3: 4.2 and 4.3 renamed RightsControllerRole to RightsControlType: assertion 2 reads that there; the
 * others read the same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { isLaterVersion } from './ern4-places.js';

const PARTS = ['Territory', 'RightsControllerRole', 'StartDate', 'EndDate', 'RightSharePercentage'] as const;
const PARTS_LATER = ['Territory', 'RightsControlType', 'StartDate', 'EndDate', 'RightSharePercentage'] as const;

export const rp21RightsController: ProfileRule = {
  id: 'rp21-rights-controller',
  standard: '2.1',
  pattern: 'MultiProfile_RightsController',
  ddex: {
    SimpleAudioSingle: [
      { rule: '1363-1', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
      { rule: '1363-2', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
      { rule: '1363-3', clause: '5.4.1(4)', role: 'Conditional Error' },
      { rule: '1363-4', clause: '5.4.1(4)', role: 'Conditional Error' },
      { rule: '1363-5', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1303-1', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
      { rule: '1303-2', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
      { rule: '1303-3', clause: '5.4.1(4)', role: 'Conditional Error' },
      { rule: '1303-4', clause: '5.4.1(4)', role: 'Conditional Error' },
      { rule: '1303-5', clause: '5.4.1(4)', role: 'Conditional Fatal Error' },
    ],
  },
  code: 'MetadataMissing',
  title: 'A ResourceRightsController gives its Territory, RightsControllerRole, StartDate, EndDate and '
    + 'RightSharePercentage',
  fix: 'Give each ResourceRightsController its Territory, RightsControllerRole, StartDate, EndDate and '
    + 'RightSharePercentage.',
  laterVersions: '4.2 and 4.3 renamed RightsControllerRole to RightsControlType: assertion 2 reads that there; the '
    + 'others read the same elements.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    const parts = isLaterVersion(input.tree) ? PARTS_LATER : PARTS;
    for (const controller of indexOf(input).named('ResourceRightsController')) {
      parts.forEach((part, assertion) => {
        if (!controller.children.some((child) => child.name === part)) {
          findings.push({ at: controller, assertion, message: `The ResourceRightsController has no ${part}. Add it.` });
        }
      });
    }
    return findings;
  },
};
