// The operator dashboard (served at /_dashboard/dashboard.js), plain browser JavaScript, no framework.
//
// - The operator token is asked once and kept in sessionStorage (this tab only), then sent as the
//   X-Operator-Token header on every call. It is never put in a URL.
// - Live updates: GET /_operator/stream (Server-Sent Events) read with fetch() and a stream reader, which can
//   send the header (EventSource cannot). On a break the page reconnects and reloads its data.
// - Everything shown is built with createElement and textContent, never innerHTML (dom.js): bodies and
//   headers come from partners' messages and receivers' answers.
// - The album of an ingest (cover, tracks, deals, findings, the message's XML) is album.js, a module of its
//   own that this one imports (the browser loads it, no build step) and hands the API calls to.
//
// One piece: the page's main script, with no build step and no module loader, so the views of the list, the
// stream reader and the API calls share a file; each is its own section below.
/* global document, sessionStorage, fetch, TextDecoderStream, AbortController, requestAnimationFrame, setTimeout, console */

import { createAlbumView } from './album.js';
import { badge, el, pre, time } from './dom.js';

const tokenKey = 'partner-ingest-kit.operatorToken';
const $ = (id) => document.getElementById(id);

const state = {
  token: sessionStorage.getItem(tokenKey),
  partners: new Map(),
  ingests: new Map(),
  events: new Map(),
  clock: null,
  selectedIngest: null,
  /** Open <details> of attempts, by `eventId#number`: a re-render keeps them open. */
  open: new Set(),
  /** Events whose attempts are being fetched. */
  loading: new Set(),
  stream: null,
  generation: 0,
};

// ---- DOM helpers ----------------------------------------------------------------------------------------

/** Pretty JSON when the text is JSON, else the text as it is. */
function pretty(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

// ---- The operator API -------------------------------------------------------------------------------------

class ApiError extends Error {}

/** A call with the operator token, answered as a Response; a refused token signs out. */
async function send(path, options = {}) {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: {
      'X-Operator-Token': state.token,
      'Accept': options.accept ?? 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    cache: 'no-store',
  });
  if (response.status === 401) {
    signOut('The mock refused this operator token; enter it again.');
    throw new ApiError('token refused');
  }
  return response;
}

async function api(path, options = {}) {
  const response = await send(path, options);
  const text = await response.text();
  const body = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new ApiError(body?.detail ?? `${response.status} ${response.statusText}`);
  return body;
}

function notify(message) {
  $('notice').textContent = message;
}

// ---- Connecting ------------------------------------------------------------------------------------------

function showLogin(message = '') {
  $('login').hidden = false;
  $('app').hidden = true;
  $('sign-out').hidden = true;
  $('login-error').textContent = message;
  $('connection').textContent = 'Not connected';
  $('token').focus();
}

function signOut(message = '') {
  state.generation++;
  state.stream?.abort();
  state.stream = null;
  state.token = null;
  sessionStorage.removeItem(tokenKey);
  album.stop();
  showLogin(message);
}

async function connect() {
  const generation = ++state.generation;
  $('connection').textContent = 'Connecting…';
  try {
    state.clock = await api('/_operator/clock');
  } catch (error) {
    if (!(error instanceof ApiError)) showLogin(`The mock did not answer: ${error.message}`);
    return;
  }
  sessionStorage.setItem(tokenKey, state.token);
  $('login').hidden = true;
  $('app').hidden = false;
  $('sign-out').hidden = false;
  render();
  // A linked view (#ingest/<id>…) opens once connected.
  album.route({ focus: true });
  void stream(generation);
}

/** Reads the live stream until it ends, then reconnects (and reloads) after a pause. */
async function stream(generation) {
  const controller = new AbortController();
  state.stream = controller;
  try {
    const response = await fetch('/_operator/stream', {
      headers: { 'X-Operator-Token': state.token, 'Accept': 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401) {
      signOut('The mock refused this operator token; enter it again.');
      return;
    }
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const frames = buffer.split(/\r?\n\r?\n/);
      buffer = frames.pop() ?? '';
      for (const frame of frames) handleFrame(frame);
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('operator stream broke:', error.message);
  }
  if (generation !== state.generation) return;
  $('connection').textContent = 'Disconnected; reconnecting…';
  setTimeout(() => {
    if (generation === state.generation) void stream(generation);
  }, 2000);
}

function handleFrame(frame) {
  let name = 'message';
  const data = [];
  for (const line of frame.split(/\r?\n/)) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return;
  const message = JSON.parse(data.join('\n'));
  switch (name) {
    case 'ready':
      state.clock = message.clock;
      $('connection').textContent = 'Live';
      void reload();
      break;
    case 'ingest':
      state.ingests.set(message.record.ingestId, message);
      album.ingestChanged(message);
      break;
    case 'event':
      state.events.set(message.eventId, withAttempts(message));
      break;
    case 'partner':
      state.partners.set(message.id, message);
      break;
    case 'clock':
      state.clock = message;
      break;
    case 'reset':
      state.ingests.clear();
      state.events.clear();
      state.selectedIngest = null;
      album.reset();
      void reload();
      break;
    default:
      return;
  }
  render();
}

/** Loads everything anew (on connect and after every reconnect: the stream only says what changed since). */
async function reload() {
  try {
    const [partners, ingests, events] = await Promise.all([
      api('/_operator/partners'),
      api('/_operator/ingests?limit=500'),
      api('/_operator/events?limit=500'),
    ]);
    state.partners = new Map(partners.map((p) => [p.id, p]));
    state.ingests = new Map(ingests.map((i) => [i.record.ingestId, i]));
    for (const ingest of ingests) album.ingestChanged(ingest);
    const previous = state.events;
    // Keep attempts already loaded; the stream refreshes them when they change.
    state.events = new Map(events.map((e) => [e.eventId, { ...e, attemptList: previous.get(e.eventId)?.attemptList }]));
    render();
  } catch (error) {
    if (!(error instanceof ApiError)) notify(`Could not load the mock's state: ${error.message}`);
  }
}

/**
 * An event with its attempts (GET /_operator/events/{id} and the stream send them as `attempts`, where the
 * list gives the count of scheduled attempts under that name): the list is kept as `attemptList`.
 */
function withAttempts(view) {
  const { attempts, ...event } = view;
  return { ...event, attempts: attempts.filter((a) => a.kind === 'scheduled').length, attemptList: attempts };
}

/** Fetches the attempts of the events on screen that have none loaded yet. */
function loadAttempts(events) {
  for (const event of events) {
    if (event.attemptList || state.loading.has(event.eventId)) continue;
    state.loading.add(event.eventId);
    api(`/_operator/events/${encodeURIComponent(event.eventId)}`)
      .then((full) => {
        state.events.set(full.eventId, withAttempts(full));
        render();
      })
      .catch((error) => notify(`Could not load the attempts of ${event.eventId}: ${error.message}`))
      .finally(() => state.loading.delete(event.eventId));
  }
}

// ---- Rendering ---------------------------------------------------------------------------------------------

let renderQueued = false;

/** Renders on the next frame, once however many messages arrived. */
function render() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => {
    renderQueued = false;
    const focused = document.activeElement?.dataset?.focusKey;
    renderClock();
    renderPartnerFilter();
    renderIngests();
    renderEvents();
    renderPartners();
    if (focused) document.querySelector(`[data-focus-key="${globalThis.CSS.escape(focused)}"]`)?.focus();
  });
}

function renderClock() {
  const clock = state.clock;
  if (!clock) return;
  $('clock-kind').textContent = clock.kind === 'virtual' ? 'Virtual' : 'Real';
  $('clock-now').replaceChildren(time(clock.now));
  $('clock-buttons').hidden = clock.kind !== 'virtual';
}

function renderPartnerFilter() {
  const select = $('filter-partner');
  const ids = [...state.partners.keys()];
  const current = [...select.options].slice(1).map((o) => o.value);
  if (ids.join('\n') === current.join('\n')) return;
  const value = select.value;
  select.replaceChildren(el('option', { value: '' }, 'All partners'), ...ids.map((id) => el('option', { value: id }, id)));
  select.value = ids.includes(value) ? value : '';
}

/** The events of an ingest, newest first. */
function eventsOf(ingestId) {
  return [...state.events.values()].filter((e) => e.ingestId === ingestId).sort((a, b) => b.seq - a.seq);
}

function webhookSummary(ingestId) {
  const events = eventsOf(ingestId);
  if (events.length === 0) return el('span', { class: 'hint' }, '—');
  return events.map((e) => {
    const count = e.attemptList?.length ?? e.attempts;
    return el('span', {}, badge(e.state), ' ', `${count} attempt${count === 1 ? '' : 's'}`, ' ');
  });
}

function renderIngests() {
  const partner = $('filter-partner').value;
  const status = $('filter-status').value;
  const rows = [...state.ingests.values()]
    .filter((i) => (partner === '' || i.partnerId === partner) && (status === '' || i.record.status === status))
    .sort((a, b) => Number(b.record.ingestId) - Number(a.record.ingestId));
  $('ingests').tBodies[0].replaceChildren(...rows.map((ingest) => {
    const { record } = ingest;
    const selected = state.selectedIngest === record.ingestId;
    const open = album.isOpen(record.ingestId);
    return el('tr', { 'data-ingest-id': record.ingestId, 'data-status': record.status, 'class': selected || open ? 'selected' : false },
      el('td', { class: 'mono' }, el('a', {
        'href': `#ingest/${encodeURIComponent(record.ingestId)}`,
        'aria-label': `Album of ingest ${record.ingestId}`,
        'aria-current': open ? 'page' : false,
        'data-focus-key': `album-${record.ingestId}`,
      }, record.ingestId)),
      el('td', { class: 'album-cell' }, albumTitle(ingest)),
      el('td', {}, ingest.partnerId),
      el('td', {}, record.releaseId),
      el('td', { class: 'status' }, badge(record.status), record.error ? el('div', { class: 'hint' }, `${record.error.code}: ${record.error.message}`) : null),
      el('td', { class: 'counts' }, `${record.resources.total} / ${record.resources.completed} / ${record.resources.failed}`),
      el('td', {}, time(record.receivedAt)),
      el('td', {}, webhookSummary(record.ingestId)),
      el('td', {}, el('button', {
        'type': 'button',
        'class': 'secondary',
        'aria-pressed': String(selected),
        'data-focus-key': `show-${record.ingestId}`,
        'onclick': () => {
          state.selectedIngest = selected ? null : record.ingestId;
          render();
        },
      }, 'Deliveries', el('span', { class: 'visually-hidden' }, ` of ingest ${record.ingestId}`))),
    );
  }));
  $('ingests-empty').hidden = state.ingests.size > 0;
}

/** The album's title and artist beside the ingest number (album.js fetches them when the list lacks them). */
function albumTitle(ingest) {
  const title = album.titleOf(ingest);
  if (title === undefined) return el('span', { class: 'hint' }, '…');
  if (title === null) return el('span', { class: 'hint' }, 'no release');
  return [el('span', { class: 'album-name' }, title.title ?? 'untitled'), title.artist ? el('span', { class: 'hint' }, ` · ${title.artist}`) : null];
}

function renderEvents() {
  const selected = state.selectedIngest;
  const events = selected === null
    ? [...state.events.values()].sort((a, b) => b.seq - a.seq).slice(0, 20)
    : eventsOf(selected);
  $('events-scope').textContent = selected === null ? 'Newest events of every ingest' : `Events of ingest ${selected}`;
  $('events-all').hidden = selected === null;
  loadAttempts(events);
  $('events').replaceChildren(
    ...(events.length === 0 ? [el('p', { class: 'hint' }, 'No webhook event yet.')] : events.map(renderEvent)),
  );
}

function renderEvent(event) {
  const attempts = event.attemptList ?? [];
  const titleId = `event-${event.eventId}`;
  return el('article', { 'class': 'event', 'data-event-id': event.eventId, 'data-state': event.state, 'aria-labelledby': titleId },
    el('header', {},
      el('h3', { id: titleId }, el('span', { class: 'mono' }, event.eventId), ` · type ${event.eventType} · ingest ${event.ingestId}`),
      badge(event.state),
      el('button', {
        'type': 'button',
        'data-focus-key': `resend-${event.eventId}`,
        'onclick': (click) => void resend(event.eventId, click.currentTarget),
      }, 'Resend', el('span', { class: 'visually-hidden' }, ` event ${event.eventId}`)),
    ),
    el('p', { class: 'meta' },
      `partner ${event.partnerId} · occurred `, time(event.occurredAt),
      event.nextAttemptAt ? [' · next attempt ', time(event.nextAttemptAt)] : null,
      event.faults.length > 0 ? ` · faults: ${event.faults.map((f) => `${f.name} (${f.detail})`).join(', ')}` : null,
    ),
    event.attemptList === undefined
      ? el('p', { class: 'hint' }, 'Loading attempts…')
      : attempts.length === 0
        ? el('p', { class: 'hint' }, 'No attempt yet.')
        : el('ol', { 'class': 'attempts', 'aria-label': `Attempts of ${event.eventId}` }, attempts.map((a) => renderAttempt(event, a))),
  );
}

function result(attempt) {
  if (attempt.outcome === 'in-flight') return 'in flight';
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}${attempt.outcome === 'failed' && attempt.error !== `HTTP ${attempt.statusCode}` ? ` (${attempt.error})` : ''}`;
  return attempt.error ?? attempt.outcome;
}

function renderAttempt(event, attempt) {
  const key = `${event.eventId}#${attempt.number}`;
  const headers = Object.entries(attempt.requestHeaders ?? {}).map(([name, value]) => `${name}: ${value}`).join('\n');
  const details = el('details', { open: state.open.has(key) },
    el('summary', { 'data-focus-key': `attempt-${key}` },
      `#${attempt.number} ${attempt.kind} · `, time(attempt.startedAt), ' · ', badge(attempt.outcome), ' ',
      el('span', { class: 'mono result' }, result(attempt)),
      attempt.durationMs === null ? '' : ` · ${attempt.durationMs} ms`,
      attempt.faults.length > 0 ? ` · faults: ${attempt.faults.join(', ')}` : '',
    ),
    el('dl', { class: 'exchange' },
      el('dt', {}, 'URL'), el('dd', { class: 'mono' }, `POST ${attempt.url}`),
      el('dt', {}, 'Request headers'),
      el('dd', {}, headers === '' ? el('span', { class: 'hint' }, 'not recorded') : pre(headers, `Request headers of attempt ${attempt.number}`)),
      el('dt', {}, 'Request body'),
      el('dd', {}, pre(pretty(attempt.requestBody ?? JSON.stringify(event.body)), `Request body of attempt ${attempt.number}`)),
      el('dt', {}, 'Response'),
      el('dd', {}, attempt.statusCode === null ? (attempt.error ?? 'none yet') : `HTTP ${attempt.statusCode}`),
      el('dt', {}, 'Response body'),
      el('dd', {}, attempt.responseBody === null || attempt.responseBody === undefined
        ? el('span', { class: 'hint' }, 'none')
        : [pre(attempt.responseBody, `Response body of attempt ${attempt.number}`), attempt.responseBodyTruncated ? el('span', { class: 'hint' }, 'first 4 KiB') : null]),
    ),
  );
  details.addEventListener('toggle', () => {
    if (details.open) state.open.add(key);
    else state.open.delete(key);
  });
  return el('li', { 'class': 'attempt', 'data-number': attempt.number, 'data-outcome': attempt.outcome, 'data-kind': attempt.kind }, details);
}

function renderPartners() {
  $('partners').tBodies[0].replaceChildren(...[...state.partners.values()].map((partner) => el('tr', { 'data-partner-id': partner.id },
    el('td', { class: 'mono' }, partner.id),
    el('td', {}, partner.active ? 'yes' : 'no (403 PROVIDER_INACTIVE)'),
    el('td', { class: 'mono' }, partner.webhookUrl ?? el('span', { class: 'hint' }, 'none registered')),
    el('td', {}, el('ul', { class: 'keys' }, partner.apiKeys.map((key) => el('li', {},
      el('span', { class: 'mono' }, `${key.id} ${key.preview}`),
      key.revokedAt ? [' ', badge('revoked')] : null,
      key.current ? ' · current' : null,
      key.signsWebhooks ? ' · signs webhooks' : null,
    )))),
  )));
}

// ---- Actions -------------------------------------------------------------------------------------------------

async function resend(eventId, button) {
  button.disabled = true;
  try {
    await api(`/_operator/events/${encodeURIComponent(eventId)}/resend`, { method: 'POST' });
    const full = await api(`/_operator/events/${encodeURIComponent(eventId)}`);
    state.events.set(full.eventId, withAttempts(full));
    notify('');
    render();
  } catch (error) {
    if (!(error instanceof ApiError) || error.message !== 'token refused') notify(`Resend failed: ${error.message}`);
  } finally {
    button.disabled = false;
  }
}

async function advance(duration, button) {
  for (const b of $('clock-buttons').querySelectorAll('button')) b.disabled = true;
  try {
    state.clock = await api('/_operator/clock/advance', { method: 'POST', body: { duration } });
    notify('');
    render();
  } catch (error) {
    notify(`Advance failed: ${error.message}`);
  } finally {
    for (const b of $('clock-buttons').querySelectorAll('button')) b.disabled = false;
    button.focus();
  }
}

// ---- Start -----------------------------------------------------------------------------------------------------

const album = createAlbumView({ api, send: (path, accept) => send(path, { accept }), listChanged: render });

$('login-form').addEventListener('submit', (submit) => {
  submit.preventDefault();
  const token = $('token').value.trim();
  if (token === '') return;
  state.token = token;
  $('token').value = '';
  $('login-error').textContent = '';
  void connect();
});
$('sign-out').addEventListener('click', () => signOut());
$('events-all').addEventListener('click', () => {
  state.selectedIngest = null;
  render();
});
$('filter-partner').addEventListener('change', render);
$('filter-status').addEventListener('change', render);
for (const button of $('clock-buttons').querySelectorAll('button[data-advance]')) {
  button.addEventListener('click', () => void advance(button.dataset.advance, button));
}

if (state.token) void connect();
else showLogin();
