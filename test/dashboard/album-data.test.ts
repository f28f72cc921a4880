/**
 * The album view's readings of the operator API's data (mock-server/src/dashboard/album-data.js, a plain browser
 * module with no DOM, so it runs here as it runs in the page).
 */
import { describe, expect, it } from 'vitest';
import {
  coverKey,
  ddexReference,
  durationText,
  filesByReference,
  findingCounts,
  loadResult,
  messageNotKeptNote,
  noCoverNote,
  parseRoute,
  routeHash,
  trackLabels,
  xmlWindow,
} from '../../mock-server/src/dashboard/album-data.js';

describe('album view fragments', () => {
  it('names a release-profile finding\'s DDEX rule, clause and role, and nothing for another finding', () => {
    const ddex = { profile: '2.1/Audio', pattern: 'MultiProfile_ICPN', rule: '1000-1', clause: '5.1.1(a)', role: 'Fatal Error' };
    expect(ddexReference({ ddex })).toBe('DDEX 2.1/Audio rule 1000-1, clause 5.1.1(a), Fatal Error');
    expect(ddexReference({})).toBeNull();
  });

  it.each([
    { given: '#ingest/1700000001', want: { ingestId: '1700000001', xml: false, line: null } },
    { given: '#ingest/1700000001/xml', want: { ingestId: '1700000001', xml: true, line: null } },
    { given: '#ingest/1700000001/xml/L42', want: { ingestId: '1700000001', xml: true, line: 42 } },
    { given: '#ingest/a%2Fb/xml/L7', want: { ingestId: 'a/b', xml: true, line: 7 } },
    { given: '#ingest/1/xml/L0', want: { ingestId: '1', xml: true, line: null } },
  ])('reads $given', ({ given, want }) => {
    expect(parseRoute(given)).toEqual(want);
    expect(parseRoute(routeHash(want))).toEqual(want);
  });

  it.each(['', '#', '#ingest/', '#ingest/1/tracks', '#ingest/1/xml/42', '#ingest/%E0%A4%A/xml', '#partners'])('names no view for %j', (hash) => {
    expect(parseRoute(hash)).toBeNull();
  });

  it('writes the line fragment, escaping the id', () => {
    expect(routeHash({ ingestId: '17', line: 42 })).toBe('#ingest/17/xml/L42');
    expect(routeHash({ ingestId: 'a b' })).toBe('#ingest/a%20b');
  });
});

describe('durations', () => {
  it.each([
    { given: 'PT3M25S', want: '3:25' },
    { given: 'PT0M30S', want: '0:30' },
    { given: 'PT4M5.5S', want: '4:05' },
    { given: 'PT0H3M9,9S', want: '3:09' },
    { given: 'PT1H2M3S', want: '62:03' },
    { given: 'PT75S', want: '1:15' },
    { given: 'P0DT0H4M0S', want: '4:00' },
    { given: 'PT2M', want: '2:00' },
  ])('shows $given as $want', ({ given, want }) => {
    expect(durationText(given)).toBe(want);
  });

  it.each(['3:25', 'P', 'PT', 'P1Y', 'soon'])('shows %j as written, not being a duration of days to seconds', (given) => {
    expect(durationText(given)).toBe(given);
  });

  it('shows nothing for no duration', () => {
    expect(durationText(null)).toBeNull();
  });
});

describe('track numbers', () => {
  const track = (disc: number | null, number: number | null, sequence: number) => ({ disc, number, sequence });

  it('numbers the tracks of one disc (or none) by their number, else their place', () => {
    expect(trackLabels([track(null, 1, 1), track(null, 2, 2), track(null, null, 3)])).toEqual(['1', '2', '3']);
    expect(trackLabels([track(1, 1, 1), track(1, 2, 2)])).toEqual(['1', '2']);
  });

  it('writes disc-number when the release has several discs', () => {
    expect(trackLabels([track(1, 1, 1), track(1, 2, 2), track(2, 1, 3)])).toEqual(['1-1', '1-2', '2-1']);
  });
});

describe('file results', () => {
  const files = [
    { uri: 'https://cdn.example/A1.flac', status: 'completed', resourceReference: 'A1' },
    { uri: 'https://cdn.example/A2.flac', status: 'failed', failure: 'HTTP 404', resourceReference: 'A2' },
    { uri: 'https://cdn.example/A2b.flac', status: 'pending', resourceReference: 'A2' },
    { uri: 'https://cdn.example/loose.bin', status: 'completed' },
  ];

  it('joins the files by the resource they belong to, in the message order', () => {
    const byReference = filesByReference(files);
    expect([...byReference.keys()]).toEqual(['A1', 'A2']);
    expect(byReference.get('A2')!.map((f) => f.uri)).toEqual(['https://cdn.example/A2.flac', 'https://cdn.example/A2b.flac']);
    expect(filesByReference(undefined).size).toBe(0);
  });

  it('says ok, failed with the reason, or pending', () => {
    expect(files.map(loadResult)).toEqual([
      { result: 'ok', reason: null },
      { result: 'failed', reason: 'HTTP 404' },
      { result: 'pending', reason: null },
      { result: 'ok', reason: null },
    ]);
  });
});

describe('findings', () => {
  it('counts them by severity', () => {
    expect(findingCounts([])).toBe('no finding');
    expect(findingCounts([{ severity: 'error' }])).toBe('1 error');
    expect(findingCounts([{ severity: 'error' }, { severity: 'warning' }, { severity: 'error' }])).toBe('2 errors, 1 warning');
    expect(findingCounts([{ severity: 'warning' }, { severity: 'warning' }])).toBe('2 warnings');
  });
});

describe('the XML window', () => {
  it('renders every line of a small message', () => {
    expect(xmlWindow(224, 74, 5000)).toEqual({ first: 1, last: 224 });
  });

  it('renders the lines around the line asked for in a large one, never past either end', () => {
    expect(xmlWindow(100_000, 50_000, 5000)).toEqual({ first: 47_500, last: 52_499 });
    expect(xmlWindow(100_000, 10, 5000)).toEqual({ first: 1, last: 5000 });
    expect(xmlWindow(100_000, 99_999, 5000)).toEqual({ first: 95_001, last: 100_000 });
    expect(xmlWindow(100_000, null, 5000)).toEqual({ first: 1, last: 5000 });
    expect(xmlWindow(100_000, 200_000, 5000)).toEqual({ first: 95_001, last: 100_000 });
  });
});

describe('the cover', () => {
  const withCover = (statuses: string[], cover: { bytes: number } | null = null) => ({
    cover,
    release: { cover: { resourceReference: 'A4' } },
    files: [
      { uri: 'https://cdn.example/A1.flac', status: 'completed', resourceReference: 'A1' },
      ...statuses.map((status, index) => ({ uri: `https://cdn.example/cover-${index}.jpg`, status, resourceReference: 'A4' })),
    ],
  });

  it('says why there is none', () => {
    expect(noCoverNote({ release: { cover: null }, files: [] })).toBe('The message names no front cover.');
    expect(noCoverNote({ release: null })).toBe('The message names no front cover.');
    expect(noCoverNote(withCover(['pending']))).toBe('The cover file has not loaded yet.');
    expect(noCoverNote(withCover(['failed']))).toBe('The cover file failed to load.');
    expect(noCoverNote(withCover(['completed']))).toMatch(/^No cover kept: in simulate mode/);
  });

  it('changes its key when the cover is kept or its file loads, not when a track does', () => {
    const pending = withCover(['pending']);
    expect(coverKey(withCover(['completed']))).not.toBe(coverKey(pending));
    expect(coverKey(withCover(['completed'], { bytes: 6081 }))).not.toBe(coverKey(withCover(['completed'])));
    const trackLoaded = { ...pending, files: pending.files.map((f) => (f.resourceReference === 'A1' ? { ...f, status: 'failed' } : f)) };
    expect(coverKey(trackLoaded)).toBe(coverKey(pending));
  });
});

describe('why the message is not shown', () => {
  it('says the mock kept no copy, or that this one was over ern.keepMessageBytes or let go for ern.keepTotalBytes', () => {
    expect(messageNotKeptNote(null)).toBe('The mock kept no copy of this message.');
    const note = messageNotKeptNote({ bytes: 2_000_000, kept: false });
    expect(note).toContain('2000000 bytes');
    expect(note).toContain('ern.keepMessageBytes');
    expect(note).toContain('ern.keepTotalBytes');
  });
});
