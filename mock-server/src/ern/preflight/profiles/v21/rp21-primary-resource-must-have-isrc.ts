/**
 * DDEX `MultiProfile_PrimaryResourceMustHaveISRC` (Release Profile 2.1, 5.3.1.4(1) Error).
 * Each primary SoundRecording or Video (not `IsSupplemental="true"`) must have a non-blank `ResourceId/ISRC`.
 *
 * Rule numbers: Audio 1058-1, DjMix 1486-1, LongFormMusicalWorkVideo 1420-1, MixedMedia 1182-1, SimpleAudioSingle
 * 1358-1, SimpleVideoSingle 1298-1, Video 1120-1.
 * ERN 4.2/4.3: 4.3 reads the ResourceId of each SoundRecordingEdition / VideoEdition (also): 4.3 moved the ISRC
 * there.
 */
import type { ProfileRule } from '../types.js';
import { primaryResources, referenceOf, resourceFacts } from './ern4-places.js';

export const rp21PrimaryResourceMustHaveIsrc: ProfileRule = {
  id: 'rp21-primary-resource-must-have-isrc',
  standard: '2.1',
  pattern: 'MultiProfile_PrimaryResourceMustHaveISRC',
  ddex: {
    Audio: [{ rule: '1058-1', clause: '5.3.1.4(1)', role: 'Error' }],
    DjMix: [{ rule: '1486-1', clause: '5.3.1.4(1)', role: 'Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1420-1', clause: '5.3.1.4(1)', role: 'Error' }],
    MixedMedia: [{ rule: '1182-1', clause: '5.3.1.4(1)', role: 'Error' }],
    SimpleAudioSingle: [{ rule: '1358-1', clause: '5.3.1.4(1)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1298-1', clause: '5.3.1.4(1)', role: 'Error' }],
    Video: [{ rule: '1120-1', clause: '5.3.1.4(1)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every primary SoundRecording or Video has an ISRC',
  fix: 'Add the recording\'s ISRC to its ResourceId.',
  laterVersions: '4.3 reads the ResourceId of each SoundRecordingEdition / VideoEdition (also): 4.3 moved the ISRC '
    + 'there.',
  check(input) {
    const { tree } = input;
    return primaryResources(tree).flatMap((resource) => (resourceFacts(tree, resource, 'ResourceId')
      .some((id) => id.children.some((child) => child.name === 'ISRC' && child.text !== ''))
      ? []
      : [{
          at: resource,
          message: `${resource.name} "${referenceOf(resource)}" has no ISRC. Add it to its ResourceId.`,
        }]));
  },
};
