/**
 * Minimal ERN 4.1.1 messages for the Release Profile 2.1 rules of one profile and of the two variants
 * (mock-server/src/ern/preflight/profiles/v21/one-profile.ts): per profile a message that passes every one of them,
 * and per rule a change that fails it, with the DDEX rule numbers (of those modules) that the change fails. The
 * rules' tests (one-profile-21.test.ts) check the kit against them; the same messages, run through DDEX's XSL by
 * Saxon-HE, fail the same numbers (the cases are built so that they can serve the oracle too: ERN 4.1 structure,
 * `ResourceId` on the resource).
 */
import { ern4Message, image4, release4 } from '../minimal-messages.js';

export interface OneProfileCase {
  /** Unique, a plain file name. */
  name: string;
  /** The profile checked as: `2.1/Audio`, `2.1/ClassicalVariant`. */
  profile: string;
  xml: string;
  /** The DDEX rule numbers of the one-profile modules that the message fails, sorted. */
  fails: string[];
}

/** An ERN 4.1 sound recording or video: the ResourceId on the resource itself. */
export function resource41(kind: 'SoundRecording' | 'Video', reference: string, type: string, options: {
  id?: string | null; attributes?: string; extra?: string;
} = {}): string {
  const id = options.id === undefined ? `<ISRC>GBAAA24${reference.replace(/\D/g, '').padStart(5, '0')}</ISRC>` : options.id;
  return [
    `<${kind}${options.attributes ?? ''}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${type}</Type>`,
    ...(id === null ? [] : [`<ResourceId>${id}</ResourceId>`]),
    `<DisplayTitleText>${kind} ${reference}</DisplayTitleText>`,
    ...(options.extra === undefined ? [] : [options.extra]),
    `</${kind}>`,
  ].join('\n');
}

interface Base {
  profile: string;
  variant?: string;
  resources: string;
  release: string;
  trackReleases?: string;
  /** Root-level lists before the ResourceList (CueSheetList) and before the ReleaseList (ChapterList). */
  cueSheets?: string;
  chapters?: string;
}

/** The message of a base, with its variant and root-level lists placed where ERN 4.1 puts them. */
export function messageOf(base: Base): string {
  let xml = ern4Message({
    version: '411', profile: base.profile, resources: base.resources, release: base.release, trackReleases: base.trackReleases ?? '',
  });
  if (base.variant !== undefined) xml = xml.replace(' ReleaseProfileVersionId=', ` ReleaseProfileVariantVersionId="${base.variant}" ReleaseProfileVersionId=`);
  if (base.cueSheets !== undefined) xml = xml.replace('<ResourceList>', `<CueSheetList>\n${base.cueSheets}\n</CueSheetList>\n<ResourceList>`);
  if (base.chapters !== undefined) xml = xml.replace('<ReleaseList>', `<ChapterList>\n${base.chapters}\n</ChapterList>\n<ReleaseList>`);
  return xml;
}

const group = (attributes: string, lines: string[]): string => [`<ResourceGroup${attributes}>`, ...lines, '</ResourceGroup>'].join('\n');
const item = (reference: string): string => `<ResourceGroupContentItem><ReleaseResourceReference>${reference}</ReleaseResourceReference></ResourceGroupContentItem>`;
const releaseWith = (groups: string, options: { type?: string; before?: string } = {}): string =>
  release4({ groups, ...(options.before === undefined ? {} : { dates: options.before }) })
    .replace('<ReleaseType>Album</ReleaseType>', `<ReleaseType>${options.type ?? 'Album'}</ReleaseType>`);

const song = (reference = 'A1', type = 'MusicalWorkSoundRecording'): string => resource41('SoundRecording', reference, type);
const cover = (type = 'FrontCoverImage', reference = 'A2'): string => image4({ type, reference });

// --- the profiles ---------------------------------------------------------------------------------------------

const audio: Base = { profile: 'Audio', resources: [song(), cover()].join('\n'), release: releaseWith(group('', [item('A1')])) };

const videoOne: Base = {
  profile: 'Video',
  resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), cover('VideoScreenCapture')].join('\n'),
  release: releaseWith(group('', [item('A3')])),
};

const simpleVideo: Base = { ...videoOne, profile: 'SimpleVideoSingle' };

const ringtone: Base = {
  profile: 'Ringtone',
  resources: [song(), cover()].join('\n'),
  release: releaseWith(group('', [item('A1')]), {
    before: '<RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType><ReleaseId><ICPN>5012345678901</ICPN></ReleaseId></RelatedRelease>',
  }),
};

const mixFrom = (references: string[], timing = '<Timing><StartPoint>PT0S</StartPoint><DurationUsed>PT1M</DurationUsed></Timing>'): string =>
  references.map((reference) => `<RelatedResource><ResourceRelationshipType>HasContentFrom</ResourceRelationshipType>`
    + `<ResourceRelatedResourceReference>${reference}</ResourceRelatedResourceReference>${timing}</RelatedResource>`).join('\n');
const mixed = (reference: string): string => resource41('SoundRecording', reference, 'MusicalWorkSoundRecording', { attributes: ' IsSupplemental="true"' });
const djMixOf = (mix: string, extra: string[] = []): string => [mix, mixed('A3'), mixed('A4'), ...extra, cover()].join('\n');
const djMix: Base = {
  profile: 'DjMix',
  resources: djMixOf(resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { extra: mixFrom(['A3', 'A4']) })),
  release: releaseWith(group('', [item('A1')])),
};

const cue = (lines: string[]): string => ['<CueSheet>', '<CueSheetReference>Q1</CueSheetReference>', '<CueSheetType>MusicalWorkCueSheet</CueSheetType>',
  '<Cue>', ...lines, '</Cue>', '</CueSheet>'].join('\n');
const fullCue = ['<ResourceId><ISRC>GBAAA2400009</ISRC></ResourceId>', '<Contributor><ContributorPartyReference>PArtist</ContributorPartyReference></Contributor>',
  '<PLine><PLineText>(P) 2024 Label</PLineText></PLine>', '<StartTime>PT1M</StartTime>'];
const chapter = (lines: string[]): string => ['<Chapter>', '<ChapterReference>C1</ChapterReference>', ...lines, '</Chapter>'].join('\n');
const fullChapter = ['<ChapterId><ProprietaryId Namespace="PADPIDA0000000001X">CH1</ProprietaryId></ChapterId>', '<RepresentativeImageReference>A4</RepresentativeImageReference>',
  '<StartTime>PT0S</StartTime>'];
const workVideo = (type = 'LongFormMusicalWorkVideo', options: { reference?: string; id?: string | null; cueSheet?: boolean } = {}): string =>
  resource41('Video', options.reference ?? 'A3', type, {
    id: options.id === undefined ? '<ProprietaryId Namespace="PADPIDA0000000001X">V1</ProprietaryId>' : options.id,
    ...(options.cueSheet === false ? {} : { extra: '<VideoCueSheetReference>Q1</VideoCueSheetReference>' }),
  });
const longForm = (parts: { video?: string; images?: string; cue?: string[]; chapter?: string[]; type?: string } = {}): Base => ({
  profile: 'LongFormMusicalWorkVideo',
  resources: [parts.video ?? workVideo(), parts.images ?? [cover(), cover('VideoScreenCapture', 'A4')].join('\n')].join('\n'),
  release: releaseWith(group('', [item('A3')]), parts.type === undefined ? {} : { type: parts.type }),
  cueSheets: cue(parts.cue ?? fullCue),
  chapters: chapter(parts.chapter ?? fullChapter),
});

const movements = (lines: string[] = ['<DisplayTitleText>Symphony No. 1</DisplayTitleText>', item('A1'), item('A3')]): string =>
  group(' ResourceGroupType="MultiWorkPart"', lines);
const classical = (groups: string[] = [movements()], options: { variant?: string; type?: string } = {}): Base => ({
  profile: 'Audio',
  variant: options.variant ?? 'Classical',
  resources: [song('A1', options.type), song('A3', options.type), cover()].join('\n'),
  release: releaseWith(group('', groups)),
});

const component = (reference: string, id = '<ICPN>5012345678901</ICPN>', type = 'ReleaseComponent'): string =>
  group(` ResourceGroupType="${type}"`, [`<ReleaseId>${id}</ReleaseId>`, item(reference)]);
const boxedSet = (groups: string[] = [component('A1'), component('A3')], options: { variant?: string; top?: string } = {}): Base => ({
  profile: 'Audio',
  variant: options.variant ?? 'BoxedSet',
  resources: [song('A1'), song('A3'), cover()].join('\n'),
  release: releaseWith(group(options.top ?? '', groups)),
});

/** `[profile checked as, base, fails, name]` rows; the first row of each profile is its passing message. */
const ROWS: [string, Base, string[], string][] = [
  ['Audio', audio, [], 'audio'],
  ['Audio', { ...audio, profile: 'Video' }, ['1050-1'], 'audio-declares-video'],
  ['SimpleAudioSingle', { ...audio, profile: 'SimpleAudioSingle' }, [], 'simple-audio-single'],
  ['SimpleAudioSingle', audio, ['1349-1'], 'simple-audio-single-declares-audio'],
  ['MixedMedia', { ...audio, profile: 'MixedMedia' }, [], 'mixed-media'],
  ['MixedMedia', audio, ['1172-1'], 'mixed-media-declares-audio'],
  ['Video', videoOne, [], 'video-one'],
  ['Video', { ...videoOne, profile: 'Audio' }, ['1110-1'], 'video-declares-audio'],
  ['Video', { ...videoOne, resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), cover()].join('\n') }, ['1114-1'], 'video-one-with-front-cover'],
  ['Video', { ...videoOne, resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), resource41('Video', 'A5', 'ShortFormMusicalWorkVideo'), cover()].join('\n') },
    [], 'video-two-with-front-cover'],
  ['Video', { ...videoOne, resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), resource41('Video', 'A5', 'ShortFormMusicalWorkVideo')].join('\n') },
    ['1113-1'], 'video-two-without-front-cover'],
  ['SimpleVideoSingle', simpleVideo, [], 'simple-video-single'],
  ['SimpleVideoSingle', videoOne, ['1288-1'], 'simple-video-single-declares-video'],
  ['SimpleVideoSingle', { ...simpleVideo, resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), resource41('Video', 'A5', 'ShortFormMusicalWorkVideo'), cover()].join('\n') },
    ['1290-1'], 'simple-video-single-two-videos'],
  ['SimpleVideoSingle', { ...simpleVideo, resources: [resource41('Video', 'A3', 'ShortFormMusicalWorkVideo'), cover('Poster')].join('\n') }, ['1293-1'], 'simple-video-single-poster'],
  ['SimpleVideoSingle', { ...simpleVideo, release: releaseWith(group('', [item('A2')])) }, ['1301-1'], 'simple-video-single-item-is-image'],
  ['Ringtone', ringtone, [], 'ringtone'],
  ['Ringtone', { ...ringtone, profile: 'Audio' }, ['1229-1'], 'ringtone-declares-audio'],
  ['Ringtone', { ...ringtone, resources: [song('A1', 'UserDefined'), cover()].join('\n') }, ['1232-1'], 'ringtone-user-defined-recording'],
  ['Ringtone', { ...ringtone, resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { id: null }), cover()].join('\n') }, ['1238-1'], 'ringtone-no-resource-id'],
  ['Ringtone', { ...ringtone, resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { id: '<ProprietaryId Namespace="PADPIDA0000000001X">T1</ProprietaryId>' }), cover()].join('\n') },
    [], 'ringtone-proprietary-id'],
  ['Ringtone', { ...ringtone, release: releaseWith(group('', [item('A1')])) }, ['1242-1'], 'ringtone-no-release-from-release'],
  ['DjMix', djMix, [], 'dj-mix'],
  ['DjMix', { ...djMix, profile: 'Audio' }, ['1477-1'], 'dj-mix-declares-audio'],
  ['DjMix', { ...djMix, resources: djMixOf(resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { extra: mixFrom(['A3', 'A4']) }), [song('A5')]),
    release: releaseWith(group('', [item('A1'), item('A5')])) }, ['1479-1'], 'dj-mix-two-primaries'],
  ['DjMix', { ...djMix, resources: [resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { extra: mixFrom(['A3']) }), mixed('A3'), cover()].join('\n') },
    ['1480-1'], 'dj-mix-one-component'],
  ['DjMix', { ...djMix, release: releaseWith(group('', [item('A2')])) }, ['1488-1'], 'dj-mix-not-in-group'],
  ['DjMix', { ...djMix, release: releaseWith(group('', [item('A1'), item('A3')])) }, ['1489-1'], 'dj-mix-component-in-group'],
  ['DjMix', { ...djMix, resources: djMixOf(resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { extra: mixFrom(['A3']) })) }, ['1490-1'], 'dj-mix-component-not-related'],
  ['DjMix', { ...djMix, resources: djMixOf(resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { extra: mixFrom(['A3', 'A4'], '<Timing><StartPoint>PT0S</StartPoint></Timing>') })) },
    ['1491-1'], 'dj-mix-no-duration-used'],
  ['DjMix', { ...djMix, resources: djMixOf(resource41('SoundRecording', 'A1', 'MusicalWorkSoundRecording', { id: '<ISRC> </ISRC>', extra: mixFrom(['A3', 'A4']) })) },
    ['1492-1'], 'dj-mix-blank-isrc'],
  ['LongFormMusicalWorkVideo', longForm(), [], 'long-form'],
  ['LongFormMusicalWorkVideo', { ...longForm(), profile: 'Video' }, ['1409-1'], 'long-form-declares-video'],
  ['LongFormMusicalWorkVideo', longForm({ video: [workVideo(), workVideo('ConcertVideo', { reference: 'A5' })].join('\n') }), ['1411-1'], 'long-form-two-work-videos'],
  ['LongFormMusicalWorkVideo', longForm({ video: workVideo('ShortFormMusicalWorkVideo') }), ['1411-1', '1412-1'], 'long-form-short-form-video'],
  ['LongFormMusicalWorkVideo', longForm({ video: workVideo('MusicalWorkTrailer') }), ['1411-1'], 'long-form-trailer-only'],
  ['LongFormMusicalWorkVideo', longForm({ images: [cover('BackCoverImage'), cover('VideoScreenCapture', 'A4')].join('\n') }), ['1413-1'], 'long-form-no-cover'],
  ['LongFormMusicalWorkVideo', longForm({ images: [cover('BackCoverImage'), cover('BackCoverImage', 'A4')].join('\n') }), ['1413-1', '1414-1', '1425-1'], 'long-form-no-usable-image'],
  ['LongFormMusicalWorkVideo', longForm({ video: workVideo('LongFormMusicalWorkVideo', { id: null }) }), ['1422-1'], 'long-form-video-no-id'],
  ['LongFormMusicalWorkVideo', longForm({ chapter: fullChapter.slice(1) }), ['1423-1'], 'long-form-chapter-no-id'],
  ['LongFormMusicalWorkVideo', longForm({ chapter: fullChapter.slice(0, 2) }), ['1424-1'], 'long-form-chapter-no-start'],
  ['LongFormMusicalWorkVideo', longForm({ chapter: [fullChapter[0]!, '<RepresentativeImageReference>A2</RepresentativeImageReference>', fullChapter[2]!] }),
    ['1425-1'], 'long-form-chapter-image-is-cover'],
  ['LongFormMusicalWorkVideo', longForm({ video: workVideo('LongFormMusicalWorkVideo', { cueSheet: false }) }), ['1426-1'], 'long-form-no-cue-sheet'],
  ['LongFormMusicalWorkVideo', longForm({ video: workVideo('LongFormMusicalWorkVideo', { cueSheet: false }).replace('</Video>', '<ReasonForCueSheetAbsence>None used</ReasonForCueSheetAbsence>\n</Video>') }),
    [], 'long-form-cue-sheet-absence-reason'],
  ['LongFormMusicalWorkVideo', longForm({ cue: fullCue.slice(0, 3) }), ['1427-1'], 'long-form-cue-no-start'],
  ['LongFormMusicalWorkVideo', longForm({ cue: [...fullCue.slice(0, 3), '<Duration>PT30S</Duration>'] }), [], 'long-form-cue-duration'],
  ['LongFormMusicalWorkVideo', longForm({ cue: ['<ResourceId><ISRC></ISRC></ResourceId>', ...fullCue.slice(1)] }), ['1428-1'], 'long-form-cue-empty-isrc'],
  ['LongFormMusicalWorkVideo', longForm({ cue: ['<WorkId><ISWC>T0345246801</ISWC></WorkId>', fullCue[1]!, fullCue[3]!] }), [], 'long-form-cue-iswc'],
  ['LongFormMusicalWorkVideo', longForm({ cue: [fullCue[0]!, ...fullCue.slice(2)] }), ['1429-1'], 'long-form-cue-no-contributor'],
  ['LongFormMusicalWorkVideo', longForm({ cue: [fullCue[0]!, fullCue[1]!, fullCue[3]!] }), ['1430-1'], 'long-form-cue-no-p-line'],
  ['LongFormMusicalWorkVideo', longForm({ type: 'FeatureFilm' }), ['1431-1'], 'long-form-film-no-poster'],
  ['LongFormMusicalWorkVideo', longForm({ type: 'FeatureFilm', images: [cover('Poster'), cover('VideoScreenCapture', 'A4')].join('\n') }), [], 'long-form-film-poster'],
  ['ClassicalVariant', classical(), [], 'classical'],
  ['ClassicalVariant', classical([movements()], { variant: 'BoxedSet' }), ['1547-1'], 'classical-declares-boxed-set'],
  ['ClassicalVariant', classical([movements()], { variant: 'BoxedSet Classical' }), [], 'classical-boxed-set-classical'],
  ['ClassicalVariant', classical([group(' ResourceGroupType="ReleaseComponent"', [item('A1'), item('A3')])]), ['1548-1', '1550-1'], 'classical-release-component'],
  ['ClassicalVariant', classical([movements()], { type: 'NonMusicalWorkSoundRecording' }), ['1549-1'], 'classical-no-musical-work'],
  ['ClassicalVariant', classical([group(' ResourceGroupType="Component"', [item('A1'), item('A3')])]), ['1550-1'], 'classical-no-multi-work-part'],
  ['ClassicalVariant', classical([movements(['<DisplayTitleText>Aria</DisplayTitleText>', item('A1')]), group(' ResourceGroupType="MultiWorkPart"', [item('A3')])]),
    ['1551-1'], 'classical-one-part-work'],
  ['ClassicalVariant', classical([movements(), group(' ResourceGroupType="Side"', [item('A3')])]), ['1552-1'], 'classical-work-beside-side'],
  ['ClassicalVariant', classical([movements(['<ResourceGroupType>MultiWorkPart</ResourceGroupType>', item('A1'), item('A3')])]), ['1555-1'], 'classical-element-type-no-title'],
  ['BoxedSetVariant', boxedSet(), [], 'boxed-set'],
  ['BoxedSetVariant', boxedSet(undefined, { variant: 'Classical' }), ['1543-1'], 'boxed-set-declares-classical'],
  ['BoxedSetVariant', boxedSet([component('A1'), component('A3'), group(' ResourceGroupType="MultiWorkPart"', [])]), ['1544-1'], 'boxed-set-multi-work-part'],
  ['BoxedSetVariant', boxedSet([component('A1'), component('A3', '<ICPN>5012345678901</ICPN>', 'Component')]), ['1545-1'], 'boxed-set-one-component'],
  ['BoxedSetVariant', boxedSet(undefined, { top: ' ResourceGroupType="ReleaseComponent"' }), ['1546-1', '1546-2'], 'boxed-set-top-group-component'],
  ['BoxedSetVariant', boxedSet([component('A1'), component('A3', '<ProprietaryId Namespace="PADPIDA0000000001X">B2</ProprietaryId>')]), [], 'boxed-set-proprietary-component'],
];

export const ONE_PROFILE_CASES: readonly OneProfileCase[] = ROWS.map(([profile, base, fails, name]) => ({
  name: `rp21-${name}`, profile: `2.1/${profile}`, xml: messageOf(base), fails: [...fails].sort(),
}));
