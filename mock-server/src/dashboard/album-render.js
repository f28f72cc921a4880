// The album view's pieces of page (served at /_dashboard/album-render.js): the album of an ingest (cover,
// facts, tracks with their files' load results, deals, findings) and the message's XML with line numbers,
// built from the operator API's answers with createElement and textContent (dom.js). album.js holds the
// state, the calls and the routing, and puts these on the page.
/* global document */

import { ddexReference, durationText, filesByReference, findingCounts, loadResult, messageNotKeptNote, routeHash, trackLabels, xmlWindow } from './album-data.js';
import { badge, el, time } from './dom.js';

const svgNs = 'http://www.w3.org/2000/svg';

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/** The cover's stand-in when the mock kept none (simulate mode fetches no file): drawn inline, no request. */
function coverPlaceholder(label) {
  return svg('svg', { 'class': 'cover-art placeholder', 'viewBox': '0 0 200 200', 'width': 200, 'height': 200, 'role': 'img', 'aria-label': label },
    svg('rect', { width: 200, height: 200, rx: 6, fill: '#e7ebf0' }),
    svg('circle', { 'cx': 100, 'cy': 88, 'r': 52, 'fill': 'none', 'stroke': '#8c96a3', 'stroke-width': 6 }),
    svg('circle', { cx: 100, cy: 88, r: 14, fill: '#8c96a3' }),
    svg('text', { 'x': 100, 'y': 176, 'text-anchor': 'middle', 'font-size': 15, 'fill': '#4a5360', 'font-family': 'system-ui, sans-serif' }, 'No cover'),
  );
}

function dash() {
  return el('span', { class: 'hint' }, '—');
}

function orDash(value, attributes = {}) {
  return value === null || value === undefined || value === '' ? dash() : el('span', attributes, value);
}

function list(values) {
  return values.length === 0 ? dash() : values.join(', ');
}

/** A file's load result: the result as text (a badge whose colour repeats it), the reason when it failed. */
function fileResult(file) {
  const { result, reason } = loadResult(file);
  const name = file.uri.split('/').pop();
  return el('li', { 'data-result': result },
    badge(result), ' ', el('span', { class: 'mono file-name' }, name),
    reason === null ? null : el('div', { class: 'reason' }, reason));
}

function filesCell(files) {
  if (!files || files.length === 0) return el('td', {}, el('span', { class: 'hint' }, 'no file listed'));
  return el('td', {}, el('ul', { class: 'file-results' }, files.map(fileResult)));
}

/** Severity as an icon, a word and a colour: never the colour alone. */
function severityBadge(severity) {
  return el('span', { class: `badge severity-${severity}` }, el('span', { 'aria-hidden': 'true' }, severity === 'error' ? '✖ ' : '▲ '), severity);
}

/**
 * The album of an ingest: `detail` is its `GET /_operator/ingests/{id}` answer, `cover` the kept cover (an object
 * URL) or why there is none (null: still loading).
 */
export function albumBody(detail, cover) {
  const release = detail.release ?? null;
  const byReference = filesByReference(detail.files);
  const findings = detail.findings ?? [];
  return el('div', { class: 'album-body' },
    release === null
      ? el('p', { class: 'hint' }, 'No release summary: the message names no main release, or the mock did not read it (ern.validation off).')
      : [
          el('div', { class: 'album' }, coverBlock(release, byReference, cover), facts(detail, release)),
          tracksBlock(release, byReference),
          dealsBlock(release),
        ],
    findingsBlock(detail, findings),
  );
}

function coverBlock(release, byReference, cover) {
  const coverFiles = release.cover ? (byReference.get(release.cover.resourceReference) ?? []) : [];
  const who = [release.title, release.displayArtist].filter(Boolean).join(' by ');
  let art;
  if (cover?.url) {
    art = el('img', { class: 'cover-art', src: cover.url, alt: `Front cover of ${who || 'the release'}`, width: 200, height: 200 });
  } else {
    const why = cover === null ? 'loading' : cover.note;
    art = coverPlaceholder(`No cover art shown (${why})`);
  }
  return el('figure', { class: 'cover' },
    art,
    el('figcaption', {},
      cover?.url || release.cover === null ? null : el('div', { class: 'hint' }, cover === null ? 'Loading the cover…' : cover.note),
      release.cover === null
        ? el('div', { class: 'hint' }, 'The message names no front cover.')
        : el('ul', { 'class': 'file-results', 'aria-label': 'Cover file' }, coverFiles.map(fileResult)),
    ));
}

function facts(detail, release) {
  const { record } = detail;
  const fact = (term, value) => [el('dt', {}, term), el('dd', {}, value)];
  return el('div', { class: 'album-meta' },
    el('p', { class: 'album-artist' }, release.displayArtist ?? el('span', { class: 'hint' }, 'no display artist')),
    release.subtitle ? el('p', { class: 'hint' }, release.subtitle) : null,
    el('dl', { class: 'facts' },
      fact('Label', orDash(release.label)),
      fact('ICPN', orDash(release.ids?.icpn, { class: 'mono' })),
      fact('Catalogue number', orDash(release.ids?.catalogNumber, { class: 'mono' })),
      fact('Release type', orDash(release.releaseType)),
      fact('Release date', orDash(release.releaseDate)),
      fact('Genre', orDash(release.genre)),
      fact('Ingest', [badge(record.status), ` ${detail.partnerId} · release ${record.releaseId} · received `, time(record.receivedAt)]),
      fact('Message', [`ERN ${detail.ernVersion ?? '?'}`, release.message?.id ? [' · ', el('span', { class: 'mono' }, release.message.id)] : null]),
    ));
}

function tracksBlock(release, byReference) {
  const labels = trackLabels(release.tracks);
  const several = new Set(release.tracks.map((t) => t.disc).filter((d) => d !== null)).size > 1;
  return el('section', { 'aria-labelledby': 'album-tracks-title' },
    el('h3', { id: 'album-tracks-title' }, `Tracks (${release.tracks.length})`),
    release.tracks.length === 0
      ? el('p', { class: 'hint' }, 'The release lists no sound recording or video.')
      : el('table', { id: 'album-tracks' },
          el('caption', { class: 'visually-hidden' }, 'Tracks in sequence, with the load result of their files'),
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col' }, several ? 'Disc-No.' : 'No.'),
            el('th', { scope: 'col' }, 'Title'),
            el('th', { scope: 'col' }, 'Artist'),
            el('th', { scope: 'col' }, 'ISRC'),
            el('th', { scope: 'col' }, 'Duration'),
            el('th', { scope: 'col' }, 'Files'),
          )),
          el('tbody', {}, release.tracks.map((track, index) => el('tr', { 'data-resource-reference': track.resourceReference },
            el('td', { class: 'num' }, labels[index]),
            el('th', { scope: 'row', class: 'track-title' }, track.title ?? el('span', { class: 'hint' }, 'untitled')),
            el('td', {}, orDash(track.displayArtist)),
            el('td', { class: 'mono isrc' }, orDash(track.isrc)),
            el('td', { class: 'num' }, track.duration ? el('time', { datetime: track.duration }, durationText(track.duration)) : dash()),
            filesCell(byReference.get(track.resourceReference)),
          ))),
        ),
  );
}

function dealsBlock(release) {
  return el('section', { 'aria-labelledby': 'album-deals-title' },
    el('h3', { id: 'album-deals-title' }, `Deals (${release.deals.length})`),
    release.deals.length === 0
      ? el('p', { class: 'hint' }, 'The message has no deal for this release.')
      : el('table', { id: 'album-deals' },
          el('caption', { class: 'visually-hidden' }, 'Deals: where and when the release may be used'),
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col' }, 'Territories'),
            el('th', { scope: 'col' }, 'Excluded territories'),
            el('th', { scope: 'col' }, 'Use types'),
            el('th', { scope: 'col' }, 'Commercial model'),
            el('th', { scope: 'col' }, 'Valid from'),
            el('th', { scope: 'col' }, 'Valid until'),
          )),
          el('tbody', {}, release.deals.map((deal) => el('tr', {},
            el('td', { class: 'territories' }, list(deal.territories)),
            el('td', { class: 'excluded' }, list(deal.excludedTerritories)),
            el('td', {}, list(deal.useTypes)),
            el('td', {}, list(deal.commercialModels)),
            el('td', {}, orDash(deal.start)),
            el('td', {}, deal.end === null ? el('span', { class: 'hint' }, 'open-ended') : deal.end),
          ))),
        ),
  );
}

/** What the preflight said, when it ran (`validation` off: it did not). */
function findingsNote(detail, findings) {
  if (detail.validation === 'off') return 'The preflight did not run for this ingest (validation off).';
  if (findings.length === 0) return 'The preflight found nothing in this message.';
  const total = detail.findingsTotal ?? findings.length;
  return total > findings.length ? `The first ${findings.length} of ${total} findings.` : null;
}

function findingsBlock(detail, findings) {
  const id = detail.record.ingestId;
  // The lines link to the message's XML when the mock kept it (not: over ern.keepMessageBytes, or let go for ern.keepTotalBytes).
  const kept = detail.message === undefined || detail.message?.kept === true;
  const note = findingsNote(detail, findings);
  return el('section', { 'aria-labelledby': 'album-findings-title' },
    el('h3', { id: 'album-findings-title' }, `Findings (${findingCounts(findings)})`),
    note === null ? null : el('p', { class: 'hint' }, note),
    // What the preflight did not check (a declared release profile the kit holds no rules for), as text.
    (detail.notices ?? []).map((notice) => el('p', { 'class': 'hint notice', 'data-kind': notice.kind }, notice.message)),
    findings.length === 0
      ? null
      : el('table', { id: 'album-findings' },
          el('caption', { class: 'visually-hidden' }, 'Preflight findings, each linking to its line of the message'),
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col' }, 'Severity'),
            el('th', { scope: 'col' }, 'Line'),
            el('th', { scope: 'col' }, 'Rule'),
            el('th', { scope: 'col' }, 'Code'),
            el('th', { scope: 'col' }, 'Message'),
          )),
          el('tbody', {}, findings.map((finding, index) => el('tr', { 'data-rule': finding.rule, 'data-severity': finding.severity, 'data-ddex-rule': finding.ddex?.rule },
            el('td', {}, severityBadge(finding.severity)),
            el('td', { class: 'num' }, finding.line === null
              ? dash()
              : [
                  kept
                    ? el('a', { 'href': routeHash({ ingestId: id, line: finding.line }), 'aria-label': `Line ${finding.line}`, 'data-focus-key': `finding-${index}` }, String(finding.line))
                    : String(finding.line),
                  finding.column === null ? null : el('span', { class: 'hint' }, `:${finding.column}`),
                ]),
            el('td', { class: 'mono' }, finding.rule),
            el('td', { class: 'mono' }, finding.code),
            el('td', {},
              finding.message,
              // A release-profile finding: DDEX's rule number, clause and role (text, as every value here).
              ddexReference(finding) === null ? null : el('div', { class: 'hint ddex' }, ddexReference(finding)),
              finding.path ? el('div', { class: 'mono hint path' }, finding.path) : null),
          ))),
        ),
    kept
      ? el('p', {}, el('a', { 'href': routeHash({ ingestId: id, xml: true }), 'data-focus-key': 'show-xml' }, 'Show the message XML'))
      : el('p', { class: 'hint' }, `${messageNotKeptNote(detail.message)} Its lines cannot be shown.`),
  );
}

/**
 * The message's XML with line numbers (CSS draws them from `data-line`, so a copy takes the XML alone), the line
 * asked for as a <mark>: `xml` is `{ lines }` or `{ note }` (why there are none). Answers the nodes of the view
 * and its <pre> (null when there is no text).
 */
export function xmlView(ingestId, xml, line, maxLines) {
  const head = el('div', { class: 'album-head' },
    el('h3', { id: 'album-xml-title' }, line === null ? 'Message XML' : `Message XML at line ${line}`),
    el('a', { href: routeHash({ ingestId }) }, 'Hide the XML'));
  const lines = xml?.lines ?? null;
  if (lines === null) {
    const note = xml?.note ?? 'Loading the message…';
    return { nodes: [head, el('p', { class: note.startsWith('Loading') ? 'hint' : 'error' }, note)], text: null };
  }
  const { first, last } = xmlWindow(lines.length, line, maxLines);
  const notes = [];
  if (first > 1 || last < lines.length) notes.push(`Lines ${first}–${last} of ${lines.length}.`);
  if (line !== null && line > lines.length) notes.push(`The message has ${lines.length} lines; there is no line ${line}.`);
  const rows = [];
  for (let n = first; n <= last; n++) {
    const attributes = { 'class': 'line', 'data-line': n };
    rows.push(n === line ? el('mark', { ...attributes, tabindex: '-1' }, `${lines[n - 1]}\n`) : el('span', attributes, `${lines[n - 1]}\n`));
  }
  const text = el('pre', { 'id': 'album-xml-text', 'class': 'xml', 'tabindex': '0', 'aria-label': `The message of ingest ${ingestId}, with line numbers` }, rows);
  return { nodes: [head, notes.length === 0 ? null : el('p', { class: 'hint' }, notes.join(' ')), text].filter((node) => node !== null), text };
}
