/**
 * The ERN 4 writer's TrackReleases: a message that declares DDEX's Audio profile (recordings and one cover) has one
 * TrackRelease per recording, identified by the recording's ISRC as a ProprietaryId (Release Profile 2.1 rules
 * 1045-1 to 1048-1), and its one ReleaseDeal names the main release and every track release; a message without a
 * profile (no cover) has none. The 2.1 rules of the kit judge the written message, in every 4.x version: no Fatal
 * Error (DDEX's own Audio.xsl under Saxon-HE agrees on the demo release, see the report of #32's helper F).
 */
import { describe, expect, it } from 'vitest';
import { ERN_VERSIONS, ernMajorOf } from '../../../mock-server/src/ern/index.js';
import { RULES_21 } from '../../../mock-server/src/ern/preflight/profiles/v21/index.js';
import { trackReleaseWithoutDeal } from '../../../mock-server/src/ern/preflight/rules/track-release-without-deal.js';
import { type ErnMessageSpec, type ErnResourceSpec, writeErnMessage } from '../../../mock-server/src/ern/write/index.js';
import { runRule } from './preflight/run-rule.js';
import { runProfileRules } from './preflight/profiles/support.js';

const SENDER = 'PADPIDA0000000001X';

function recording(reference: string, isrc: string): ErnResourceSpec {
  return { reference, type: 'SoundRecording', technicalReference: `T${reference}`, title: `Track ${reference}`, id: isrc, files: [{ location: `${reference}.flac` }] };
}

const cover: ErnResourceSpec = { reference: 'A9', type: 'Image', technicalReference: 'TA9', title: 'Cover', id: 'cover-1', files: [{ location: 'cover.jpg' }] };

function message(version: ErnMessageSpec['version'], resources: ErnResourceSpec[]): string {
  return writeErnMessage({
    version,
    messageId: 'M-1',
    resources,
    release: {
      title: 'Album',
      icpn: '2000000000022',
      createdAt: new Date('2026-11-21T12:00:00Z'),
      sender: { dpid: SENDER, name: 'Sender' },
      recipient: { dpid: 'PADPIDA0INGESTSVCE', name: 'Recipient' },
      artist: { reference: 'PArtist1', name: 'Artist' },
      label: 'Label',
      genre: 'Electronic',
    },
  });
}

const album = [recording('A1', 'ZZDEM2600001'), recording('A2', 'ZZDEM2600002'), cover];
const versions4 = ERN_VERSIONS.filter((version) => ernMajorOf(version) === 4);

describe('the ERN 4 writer\'s TrackReleases', () => {
  it('writes one TrackRelease per recording of an Audio message, its ISRC as a ProprietaryId, never the cover', () => {
    const xml = message('4.3', album);
    const tracks = [...xml.matchAll(/<TrackRelease>([\s\S]*?)<\/TrackRelease>/g)].map((match) => match[1]!);
    expect(tracks).toHaveLength(2);
    tracks.forEach((track, i) => {
      expect(track).toContain(`<ReleaseReference>R${i + 1}</ReleaseReference>`);
      expect(track).toContain(`<ProprietaryId Namespace="${SENDER}">ZZDEM260000${i + 1}</ProprietaryId>`);
      expect(track).toContain(`<ReleaseResourceReference>A${i + 1}</ReleaseResourceReference>`);
      expect(track).not.toContain('<ISRC>');
      expect(track).not.toContain('DisplayTitle');
    });
    expect(xml.indexOf('<TrackRelease>')).toBeGreaterThan(xml.indexOf('</Release>'));
    const dealt = [...xml.matchAll(/<DealReleaseReference>(\w+)<\/DealReleaseReference>/g)].map((match) => match[1]);
    expect(dealt).toEqual(['R0', 'R1', 'R2']);
  });

  it('writes none where the message declares no profile (no cover) or is minimal', () => {
    const noCover = message('4.3', [recording('A1', 'ZZDEM2600001')]);
    expect(noCover).not.toContain('ReleaseProfileVersionId');
    expect(noCover).not.toContain('TrackRelease');
    expect(noCover.match(/<DealReleaseReference>/g)).toHaveLength(1);
    expect(writeErnMessage({ version: '4.3', messageId: 'M-1', resources: album })).not.toContain('TrackRelease');
  });

  it.each(versions4)('ERN %s: the 2.1 Audio rules find no Fatal Error and every track release has its deal', (version) => {
    const xml = message(version, album);
    expect(xml).toContain('ReleaseProfileVersionId="Audio"');
    const fatal = runProfileRules(RULES_21, xml, '2.1/Audio').filter((finding) => finding.role === 'Fatal Error');
    expect(fatal).toEqual([]);
    expect(runRule(trackReleaseWithoutDeal, xml)).toEqual([]);
  });

  it('the rules would fail the same message without its TrackReleases (so the check above can fail)', () => {
    const xml = message('4.3', album).replace(/\s*<TrackRelease>[\s\S]*?<\/TrackRelease>/g, '');
    const fatal = runProfileRules(RULES_21, xml, '2.1/Audio').filter((finding) => finding.role === 'Fatal Error');
    expect(fatal.map((finding) => finding.rule)).toEqual(['1045-1', '1045-1']);
  });
});
