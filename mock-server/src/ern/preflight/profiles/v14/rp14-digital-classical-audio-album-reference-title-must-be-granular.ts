/**
 * DDEX's `DigitalClassicalAudioAlbum_ReferenceTitleMustBeGranular` (Release Profile 1.4, clause 4.8(10), Error; rule
 * DigitalClassicalAudioAlbum 1689-1): a report on the ResourceList when some SoundRecording has a ReferenceTitle.
 * ERN 3.8.x makes a SoundRecording's ReferenceTitle mandatory, so every schema-valid classical album with a sound
 * recording fails it: the clause wants the work's title given granularly (Title elements of each TitleType), which
 * DDEX's file can only approximate. The kit reports what DDEX's file reports, and says so.
 */
import type { ProfileRule } from '../types.js';
import { rootChildren } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumReferenceTitleMustBeGranular: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-reference-title-must-be-granular',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_ReferenceTitleMustBeGranular',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1689-1', clause: '4.8(10)', role: 'Error' }],
  },
  code: 'ResourceNotMeetingSpecifications',
  title: 'A classical album\'s sound recordings give their titles granularly (DDEX reports any ReferenceTitle)',
  fix: 'Give each SoundRecording\'s title granularly, in Title elements of its SoundRecordingDetailsByTerritory (FormalTitle, '
    + 'DisplayTitle, GroupingTitle). DDEX\'s rule reports every SoundRecording ReferenceTitle, which ERN 3.8.x requires: '
    + 'a schema-valid message cannot pass it.',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList').flatMap((list) => {
      const recording = list.children.find((child) => child.name === 'SoundRecording'
        && child.children.some((title) => title.name === 'ReferenceTitle'));
      return recording === undefined
        ? []
        : [{
            at: list,
            message: 'A SoundRecording has a ReferenceTitle, which DDEX\'s Digital Classical Audio Album rules report: they want each '
              + 'work\'s title given granularly, in Title elements of its SoundRecordingDetailsByTerritory (FormalTitle, DisplayTitle, '
              + 'GroupingTitle). ERN 3.8.x requires the ReferenceTitle, so a schema-valid message cannot pass this rule.',
          }];
    });
  },
};
