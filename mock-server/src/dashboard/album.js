// The dashboard's album view (served at /_dashboard/album.js): for one ingest, the album the mock created
// from its message (issue #16): the cover it kept, title, artist, label and ICPN, the tracks with the load
// result of their files, the deals, and the preflight's findings, each linking to the message's XML at its
// line. Opened by a URL fragment (album-data.js parseRoute), so every view is linkable:
// `#ingest/<id>`, `#ingest/<id>/xml`, `#ingest/<id>/xml/L<line>`.
//
// The operator token is a header (X-Operator-Token), so the cover is fetched with it as a blob and shown
// through an object URL (the Content-Security-Policy allows blob: images), never by putting the token in a URL.
/* global document, location, history, window, URL */

import { coverKey, messageNotKeptNote, noCoverNote, parseRoute } from './album-data.js';
import { albumBody, xmlView } from './album-render.js';
import { el } from './dom.js';

/** More lines than this and the XML view shows this many around the line asked for. */
const maxXmlLines = 5000;
/** Ingests whose album title the list fetches itself, when the list's answer does not carry the release. */
const maxListLookups = 100;

/**
 * The album view. `api(path)` answers parsed JSON (throwing with the problem's detail), `send(path, accept)` the
 * Response (both with the operator token; a 401 signs out); `listChanged()` re-renders the ingest list when an
 * album title arrives.
 */
export function createAlbumView({ api, send, listChanged }) {
  const section = document.getElementById('album');
  const view = {
    route: null,
    /** The open ingest's `GET /_operator/ingests/{id}` answer, and the record's state it was fetched at. */
    detail: null,
    detailKey: null,
    detailError: null,
    loadingDetail: false,
    detailAgain: false,
    /** The cover: an object URL, or why there is none; `key` is what the answer said of it then (album-data.js coverKey). */
    cover: null,
    /** The message: its lines, or why there are none. */
    xml: null,
    /** Ingest id → { title, artist } (null: no release) for the list, from detail answers. */
    titles: new Map(),
    lookups: new Set(),
  };

  // Written out whole, so that the contract test finds each path (test/mock-server/operator/contract.test.ts).
  const ingestPath = (id) => `/_operator/ingests/${encodeURIComponent(id)}`;
  const coverPath = (id) => `/_operator/ingests/${encodeURIComponent(id)}/cover`;
  const messagePath = (id) => `/_operator/ingests/${encodeURIComponent(id)}/message`;
  const isOpen = (id) => view.route !== null && view.route.ingestId === id;
  /** The state of a record that changes what the album shows (the files' results). */
  const recordKey = (ingest) => `${ingest.record.status}|${ingest.record.resources.completed}|${ingest.record.resources.failed}`;

  function forget() {
    setCover(null);
    view.detail = null;
    view.detailKey = null;
    view.detailError = null;
    view.cover = null;
    view.xml = null;
  }

  async function loadDetail(id) {
    if (view.loadingDetail) {
      view.detailAgain = true;
      return;
    }
    view.loadingDetail = true;
    try {
      const detail = await api(ingestPath(id));
      if (!isOpen(id)) return;
      view.detail = detail;
      view.detailKey = recordKey(detail);
      view.detailError = null;
      remember(id, detail.release);
      showCover(id);
      if (view.route.xml && view.xml === null) void loadXml(id);
    } catch (error) {
      if (!isOpen(id)) return;
      view.detailError = error.message;
    } finally {
      view.loadingDetail = false;
    }
    renderAlbum();
    if (view.detailAgain && isOpen(id)) {
      view.detailAgain = false;
      void loadDetail(id);
    }
  }

  /** Shows the kept cover, fetching it when the answer says there is one (a request for none would log a 404). */
  function showCover(id) {
    const key = coverKey(view.detail);
    if (view.cover?.key === key) return;
    // An answer without `cover` (a mock older than the album view) does not say: ask.
    if (view.detail.cover === null) setCover({ url: null, note: noCoverNote(view.detail), key });
    else void loadCover(id, key);
  }

  function setCover(cover) {
    if (view.cover?.url) URL.revokeObjectURL(view.cover.url);
    view.cover = cover;
  }

  async function loadCover(id, key) {
    let cover;
    try {
      const response = await send(coverPath(id), 'image/*');
      if (response.ok) {
        cover = { url: URL.createObjectURL(await response.blob()), note: null, key };
      } else {
        const problem = await response.json().catch(() => null);
        cover = { url: null, note: problem?.detail ?? `The mock answered ${response.status}.`, key };
      }
    } catch (error) {
      cover = { url: null, note: `Could not load the cover: ${error.message}`, key };
    }
    if (!isOpen(id)) {
      if (cover.url) URL.revokeObjectURL(cover.url);
      return;
    }
    setCover(cover);
    renderAlbum();
  }

  /** Fetches the message once the answer says it is kept (not: over ern.keepMessageBytes, or let go for ern.keepTotalBytes). */
  async function loadXml(id) {
    const message = view.detail.message;
    if (message === null || message?.kept === false) {
      view.xml = { lines: null, note: messageNotKeptNote(message) };
      renderXml(true);
      return;
    }
    view.xml = { lines: null, note: 'Loading the message…' };
    renderXml(false);
    let xml;
    try {
      const response = await send(messagePath(id), 'application/xml');
      if (response.ok) {
        xml = { lines: (await response.text()).split(/\r\n|\n|\r/), note: null };
      } else {
        const problem = await response.json().catch(() => null);
        xml = { lines: null, note: problem?.detail ?? `The mock answered ${response.status}.` };
      }
    } catch (error) {
      xml = { lines: null, note: `Could not load the message: ${error.message}` };
    }
    if (!isOpen(id)) return;
    view.xml = xml;
    renderXml(true);
  }

  function remember(id, release) {
    const known = view.titles.get(id);
    const title = release ? { title: release.title, artist: release.displayArtist } : null;
    view.titles.set(id, title);
    if (JSON.stringify(known) !== JSON.stringify(title)) listChanged();
  }

  // ---- Routing ------------------------------------------------------------------------------------------------

  /** Shows what the URL fragment names (called on connect and on every hashchange). */
  function route({ focus = false } = {}) {
    const next = parseRoute(location.hash);
    const previous = view.route;
    view.route = next;
    if (next === null) {
      forget();
      section.hidden = true;
      section.replaceChildren();
      listChanged();
      return;
    }
    const sameIngest = previous !== null && previous.ingestId === next.ingestId;
    if (!sameIngest) {
      forget();
      renderAlbum();
      void loadDetail(next.ingestId);
      listChanged();
    }
    // The message is fetched once the ingest's answer says it is kept (loadDetail does it when it is not there yet).
    if (next.xml && view.xml === null && view.detail !== null) void loadXml(next.ingestId);
    else renderXml(true);
    if (focus && !sameIngest) {
      section.scrollIntoView({ block: 'start' });
      document.getElementById('album-title')?.focus({ preventScroll: true });
    }
  }

  function close() {
    history.pushState(null, '', `${location.pathname}${location.search}`);
    route();
  }

  // ---- Rendering ----------------------------------------------------------------------------------------------

  function renderAlbum() {
    const id = view.route?.ingestId;
    if (id === undefined) return;
    section.hidden = false;
    const release = view.detail?.release ?? null;
    const heading = release?.title ? `${release.title}` : `Ingest ${id}`;
    let body;
    if (view.detailError !== null) body = el('p', { class: 'error' }, `Could not load ingest ${id}: ${view.detailError}`);
    else if (view.detail === null) body = el('p', { class: 'hint' }, 'Loading…');
    else body = albumBody(view.detail, view.cover);
    // A refresh (a file loaded) rebuilds the heading and the album, never the XML view below them (which would
    // lose its scroll position); the focus goes back to the control that had it.
    const focused = section.contains(document.activeElement) ? document.activeElement?.dataset?.focusKey : undefined;
    if (!document.getElementById('album-body')) {
      section.replaceChildren(
        el('div', { id: 'album-head', class: 'album-head' }),
        el('div', { id: 'album-body' }),
        el('section', { 'id': 'album-xml', 'aria-labelledby': 'album-xml-title', 'hidden': true }),
      );
    }
    document.getElementById('album-head').replaceChildren(
      el('h2', { 'id': 'album-title', 'tabindex': '-1', 'data-focus-key': 'album-title' }, el('span', { class: 'sub' }, `Album of ingest ${id} · `), heading),
      el('button', { 'type': 'button', 'class': 'secondary', 'data-focus-key': 'album-close', 'onclick': close }, 'Close', el('span', { class: 'visually-hidden' }, ' the album view')),
    );
    document.getElementById('album-body').replaceChildren(body);
    if (focused) section.querySelector(`[data-focus-key="${globalThis.CSS.escape(focused)}"]`)?.focus();
  }

  /** The message's XML with line numbers, the line of the fragment highlighted and scrolled to. */
  function renderXml(scroll) {
    const holder = document.getElementById('album-xml');
    if (!holder) return;
    const route = view.route;
    if (route === null || !route.xml) {
      holder.hidden = true;
      holder.replaceChildren();
      return;
    }
    holder.hidden = false;
    const { nodes, text } = xmlView(route.ingestId, view.xml, route.line, maxXmlLines);
    holder.replaceChildren(...nodes);
    if (!scroll || text === null) return;
    const mark = text.querySelector('mark');
    if (mark) {
      // Scroll the <pre> so that the line is in its middle, then bring the XML view onto the screen.
      text.scrollTop = Math.max(0, mark.offsetTop - text.clientHeight / 2);
      holder.scrollIntoView({ block: 'start' });
      mark.focus({ preventScroll: true });
    } else {
      holder.scrollIntoView({ block: 'start' });
    }
  }

  // ---- What the list and the stream tell it ---------------------------------------------------------------------

  /** The album title and artist of an ingest for the list (undefined while unknown), fetched when the list has none. */
  function titleOf(ingest) {
    const id = ingest.record.ingestId;
    if ('release' in ingest) return ingest.release ? { title: ingest.release.title, artist: ingest.release.displayArtist } : null;
    if (view.titles.has(id)) return view.titles.get(id);
    if (!view.lookups.has(id) && view.lookups.size < maxListLookups) {
      view.lookups.add(id);
      api(ingestPath(id)).then((detail) => remember(id, detail.release), () => view.lookups.delete(id));
    }
    return undefined;
  }

  /** An ingest changed (the stream or a reload): the open album refreshes its files' results. */
  function ingestChanged(ingest) {
    const id = ingest.record.ingestId;
    if ('release' in ingest) remember(id, ingest.release);
    if (isOpen(id) && view.detail !== null && recordKey(ingest) !== view.detailKey) void loadDetail(id);
  }

  /** The mock was reset: nothing it showed exists any more. */
  function reset() {
    view.titles.clear();
    view.lookups.clear();
    const open = view.route;
    view.route = null;
    forget();
    if (open !== null) route();
  }

  function stop() {
    view.route = null;
    forget();
    section.hidden = true;
    section.replaceChildren();
  }

  window.addEventListener('hashchange', () => route({ focus: true }));
  return { route, titleOf, ingestChanged, reset, stop, isOpen };
}
