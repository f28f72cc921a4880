// The album view's readings of the operator API's data (served at /_dashboard/album-data.js): pure functions,
// no DOM, so that they are tested in Node (test/dashboard/album-data.test.ts) as well as in the browser.
//
// The data: `GET /_operator/ingests/{ingestId}` answers the ingest with `files` (each with its
// `resourceReference` and `status`), `release` (the release summary, mock-server/src/ern/release/summary.ts;
// null when the message names none) and `findings` (mock-server/src/ern/preflight/types.ts Finding).
// The JSDoc types are for the tests that import this file (tsc reads them; the browser ignores them).

/** @typedef {{ ingestId: string, xml: boolean, line: number | null }} AlbumRoute */
/** @typedef {{ uri: string, status: string, failure?: string, resourceReference?: string }} OperatorFile */
/** @typedef {{ files?: OperatorFile[], release?: { cover?: { resourceReference: string } | null } | null }} IngestFiles */

/**
 * The view a URL fragment names: `#ingest/<id>` (the album), `#ingest/<id>/xml` (with the message's XML) and
 * `#ingest/<id>/xml/L<line>` (the XML at that line); null for any other fragment.
 * @param {string} hash
 * @returns {AlbumRoute | null}
 */
export function parseRoute(hash) {
  const match = /^#ingest\/([^/]+)(?:\/(xml)(?:\/L(\d+))?)?$/.exec(hash);
  if (!match) return null;
  let ingestId;
  try {
    ingestId = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const line = match[3] === undefined ? null : Number(match[3]);
  return { ingestId, xml: match[2] === 'xml', line: line !== null && line >= 1 ? line : null };
}

/**
 * The fragment of a view: the inverse of {@link parseRoute}.
 * @param {{ ingestId: string, xml?: boolean, line?: number | null }} route
 * @returns {string}
 */
export function routeHash({ ingestId, xml = false, line = null }) {
  const base = `#ingest/${encodeURIComponent(ingestId)}`;
  if (line !== null) return `${base}/xml/L${line}`;
  return xml ? `${base}/xml` : base;
}

/**
 * An ISO 8601 duration (`PT3M25S`, `PT0H3M25.500S`, `P0DT1H2M3S`) as m:ss, minutes counting past 60 (`62:03`);
 * null for none, the text as written when it is not a duration of that form.
 * @param {string | null | undefined} iso
 * @returns {string | null}
 */
export function durationText(iso) {
  if (iso === null || iso === undefined) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim().endsWith('T')) return iso;
  const [days, hours, minutes] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  const seconds = Math.floor(Number((match[4] ?? '0').replace(',', '.')));
  const totalMinutes = (days * 24 + hours) * 60 + minutes + Math.floor(seconds / 60);
  return `${totalMinutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Each track's number as the list shows it: `disc-number` when the release has several discs, else the number
 * (the track's place in the list when the message gives none).
 * @param {{ disc: number | null, number: number | null, sequence: number }[]} tracks
 * @returns {string[]}
 */
export function trackLabels(tracks) {
  const discs = new Set(tracks.map((t) => t.disc).filter((d) => d !== null && d !== undefined));
  return tracks.map((track) => {
    const number = track.number ?? track.sequence;
    return discs.size > 1 && track.disc !== null && track.disc !== undefined ? `${track.disc}-${number}` : String(number);
  });
}

/**
 * The ingest's files by the `resourceReference` of the resource they belong to.
 * @param {OperatorFile[] | undefined} files
 * @returns {Map<string, OperatorFile[]>}
 */
export function filesByReference(files) {
  const byReference = new Map();
  for (const file of files ?? []) {
    if (!file.resourceReference) continue;
    const list = byReference.get(file.resourceReference) ?? [];
    list.push(file);
    byReference.set(file.resourceReference, list);
  }
  return byReference;
}

/**
 * A file's load result: `ok`, `failed` (with the reason) or `pending`.
 * @param {OperatorFile} file
 * @returns {{ result: 'ok' | 'failed' | 'pending', reason: string | null }}
 */
export function loadResult(file) {
  if (file.status === 'completed') return { result: 'ok', reason: null };
  if (file.status === 'failed') return { result: 'failed', reason: file.failure ?? null };
  return { result: 'pending', reason: null };
}

/**
 * How many findings of each severity, as `2 errors, 1 warning` (`no finding` for none).
 * @param {{ severity: string }[]} findings
 * @returns {string}
 */
export function findingCounts(findings) {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const parts = [];
  if (errors > 0) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'no finding' : parts.join(', ');
}

/**
 * A release-profile finding's DDEX reference (Finding.ddex, issue #32), as validate's console writes it: `DDEX
 * 2.1/Audio rule 1000-1, clause 5.1.1(a), Fatal Error`; null for a finding of another rule.
 * @param {{ ddex?: { profile: string; rule: string; clause: string; role: string } }} finding
 * @returns {string | null}
 */
export function ddexReference(finding) {
  const { ddex } = finding;
  if (ddex === undefined || ddex === null) return null;
  return `DDEX ${ddex.profile} rule ${ddex.rule}, clause ${ddex.clause}, ${ddex.role}`;
}

/**
 * The lines of a message to render (1-based, inclusive): all of them up to `max`, else `max` lines around
 * `line` (from the start when none is asked for), so that a message of 22 MB does not put a million nodes on
 * the page.
 * @param {number} lineCount
 * @param {number | null} line
 * @param {number} max
 * @returns {{ first: number, last: number }}
 */
export function xmlWindow(lineCount, line, max) {
  if (lineCount <= max) return { first: 1, last: lineCount };
  const centre = line === null ? 1 : Math.min(Math.max(line, 1), lineCount);
  const first = Math.max(1, Math.min(centre - Math.floor(max / 2), lineCount - max + 1));
  return { first, last: first + max - 1 };
}

/**
 * The statuses of the files of the release's front cover, in the message's order; null when it names none.
 * @param {IngestFiles} detail
 * @returns {string[] | null}
 */
function coverStatuses(detail) {
  const reference = detail?.release?.cover?.resourceReference;
  if (!reference) return null;
  return (detail.files ?? []).filter((f) => f.resourceReference === reference).map((f) => f.status);
}

/**
 * What an ingest's answer says of its cover: the kept file (`cover`, null when none is kept) and its files' load
 * results. The view fetches the cover again when this changes (a file that was pending is now kept).
 * @param {IngestFiles & { cover?: { bytes: number } | null }} detail
 * @returns {string}
 */
export function coverKey(detail) {
  return JSON.stringify([detail.cover, coverStatuses(detail)]);
}

/**
 * Why the message's XML cannot be shown (`message` of the ingest's detail: null when the mock kept no copy, else
 * `{ bytes, kept: false }`).
 */
export function messageNotKeptNote(message) {
  return message === null
    ? 'The mock kept no copy of this message.'
    : `The mock did not keep this message (${message.bytes} bytes): over ern.keepMessageBytes, or let go to keep newer ones within `
      + 'ern.keepTotalBytes.';
}

/**
 * Why an ingest's answer has no cover to show (the mock keeps one only in fetch mode, up to ern.keepCoverBytes).
 * @param {IngestFiles} detail
 * @returns {string}
 */
export function noCoverNote(detail) {
  const statuses = coverStatuses(detail);
  if (statuses === null) return 'The message names no front cover.';
  if (statuses.includes('pending')) return 'The cover file has not loaded yet.';
  if (statuses.length > 0 && statuses.every((status) => status === 'failed')) return 'The cover file failed to load.';
  return 'No cover kept: in simulate mode the mock loads no file (in fetch mode, a cover over ern.keepCoverBytes is not kept, and older ones '
    + 'are let go to keep newer ones within ern.keepTotalBytes).';
}
