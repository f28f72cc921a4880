/**
 * DDEX `MultiProfile_RightsController` (Release Profile 2.1, 5.4.1(4) Conditional Error; 5.4.1(4) Conditional Fatal
 * Error).
 * Every `ResourceRightsController` (anywhere) must have a `Territory` (1), `RightsControllerRole` (2), `StartDate`
 * (3),
 * `EndDate` (4) and `RightSharePercentage` (5).
 *
 * Rule numbers: SimpleAudioSingle 1363-1/1363-2/1363-3/1363-4/1363-5, SimpleVideoSingle
 * 1303-1/1303-2/1303-3/1303-4/1303-5.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';

const PARTS = ['Territory', 'RightsControllerRole', 'StartDate', 'EndDate', 'RightSharePercentage'] as const;

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
  laterVersions: 'same elements.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    for (const controller of indexOf(input).named('ResourceRightsController')) {
      PARTS.forEach((part, assertion) => {
        if (!controller.children.some((child) => child.name === part)) {
          findings.push({ at: controller, assertion, message: `The ResourceRightsController has no ${part}. Add it.` });
        }
      });
    }
    return findings;
  },
};
