/**
 * DDEX `MultiProfile_TechnicalDetails` (Release Profile 2.1, 5.3.3.3 Conditional Fatal Error).
 * DDEX's file both asserts and reports `TechnicalDetails` on every resource of the ResourceList: a resource without
 * them fails assertion 1 (the file's `…-2`), and one with them is reported by assertion 2 (`…-1`), as a condition
 * that only a conformance tester can judge. Every resource thus gets one finding.
 *
 * Rule numbers: Audio 1032-2/1032-1, DjMix 1464-2/1464-1, LongFormMusicalWorkVideo 1396-2/1396-1, MixedMedia
 * 1154-2/1154-1, Ringtone 1216-2/1216-1, SimpleAudioSingle 1336-2/1336-1, SimpleVideoSingle 1275-2/1275-1, Video
 * 1092-2/1092-1.
 * ERN 4.2/4.3: 4.3 reads a SoundRecording's and a Video's TechnicalDetails in their SoundRecordingEdition /
 * VideoEdition (also).
 *
 * DDEX's context is every child of the ResourceList; the kit's is every resource of it (RESOURCE_KINDS: the six kinds
 * ERN 4.1 to 4.3 allow there, and 3.8's two more). They differ only on a message the schema refuses, and the hostile
 * one of test:fuzz (900,000 empty `<ResourceReference/>` in the ResourceList) would otherwise be a finding each: some
 * 300 MB of a parse thread.
 */
import { RESOURCE_KINDS } from '../../../release/main-release.js';
import type { ProfileRule } from '../types.js';
import { referenceOf, resourceFacts, resourcesNamed } from './ern4-places.js';

export const rp21TechnicalDetails: ProfileRule = {
  id: 'rp21-technical-details',
  standard: '2.1',
  pattern: 'MultiProfile_TechnicalDetails',
  ddex: {
    Audio: [
      { rule: '1032-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1032-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    DjMix: [
      { rule: '1464-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1464-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    LongFormMusicalWorkVideo: [
      { rule: '1396-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1396-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    MixedMedia: [
      { rule: '1154-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1154-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    Ringtone: [
      { rule: '1216-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1216-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    SimpleAudioSingle: [
      { rule: '1336-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1336-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    SimpleVideoSingle: [
      { rule: '1275-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1275-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
    Video: [
      { rule: '1092-2', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
      { rule: '1092-1', clause: '5.3.3.3', role: 'Conditional Fatal Error' },
    ],
  },
  code: 'ResourceNotMeetingSpecifications',
  title: 'The technical details of every resource are to be checked against the recipient\'s specification',
  fix: 'A conformance tester checks the resource\'s TechnicalDetails against what the recipient asked for; '
    + 'send TechnicalDetails with every resource.',
  laterVersions: '4.3 reads a SoundRecording\'s and a Video\'s TechnicalDetails in their SoundRecordingEdition / '
    + 'VideoEdition (also).',
  check(input) {
    const { tree } = input;
    return resourcesNamed(tree, ...RESOURCE_KINDS).map((resource) => (resourceFacts(tree, resource, 'TechnicalDetails').length === 0
      ? {
          at: resource,
          assertion: 0,
          message: `${resource.name} "${referenceOf(resource)}" has no TechnicalDetails. Add them (its file and format).`,
        }
      : {
          at: resource,
          assertion: 1,
          message: `${resource.name} "${referenceOf(resource)}": check that its TechnicalDetails meet the recipient's specification (a condition DDEX's file leaves to the tester).`,
        }));
  },
};
