/**
 * `startListener`: a local webhook receiver to point the mock (or a service under test) at. Every request is
 * verified with the partner's key (spec 6.3) and reported; it answers 200 when the signature verifies and 401
 * when it does not (spec 6.3, rule 4), like a real receiver, so the sender's retries show. `acceptInvalid`
 * answers 200 anyway. With `forwardTo` it is a tap in front of the partner's own app: every delivery, verified
 * or not, goes on with its exact bytes (the app verifies for itself) and the app's answer goes back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLimitedServer, type LimitOverrides, listenerLimits } from '../../conformance/listener-limits.js';
import type { WebhookWatcher } from '../../conformance/live/webhook-checks.js';
import { WebhookVerificationError } from '../../sdk/webhooks/errors.js';
import { verifyWebhook } from '../../sdk/webhooks/verify.js';
import { forward } from './forward.js';
import type { ListenedRequest } from './line.js';
import { openSaveFolder } from './save.js';

/** Spec 4.3: the sender waits 10 s; waiting longer for the app helps no one. */
const FORWARD_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface ListenerOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The partner's API key the deliveries are signed with; during a rotation, every valid key. */
  apiKey: string | readonly string[];
  /** The partner's own receiver: forward each delivery there and answer what it answers. */
  forwardTo?: string;
  /** Answer 200 (instead of 401) to a delivery that does not verify. Ignored with `forwardTo`. */
  acceptInvalid?: boolean;
  /** Wall clock for the tolerance and the printed time, ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /** For forwarding. Default: the global fetch. */
  fetch?: typeof fetch;
  /**
   * `--validate`: checks every delivery with it after answering (the answer never waits for the checks), and reports
   * the rules each broke in `violations`.
   */
  watcher?: WebhookWatcher;
  /**
   * `--save`: a folder (made if missing) where each POST's exact body bytes go, as `<n>-<eventId>.body`, and its
   * `X-Service-Signature` value as `<n>-<eventId>.signature` (save.ts), written while it is answered (the answer does
   * not wait for them; `onRequest` does): a real delivery to feed a verifier of your own.
   */
  saveTo?: string;
  /**
   * Deadlines for a request's head and the whole of it (408 past them), the idle time of a kept-alive connection and
   * the cap on connections (503 past it); what is not given is DEFAULT_LISTENER_LIMITS (conformance/listener-limits.ts).
   */
  limits?: LimitOverrides;
  /** Called once per request, after it was answered (and checked, and saved). */
  onRequest: (request: ListenedRequest) => void;
}

export interface RunningListener {
  /** `http://<host>:<port>`: register it (any path) as the partner's webhook URL. */
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The envelope's fields for the printed line, read from the body whether or not it verified. */
function envelopeOf(body: Buffer): Pick<ListenedRequest, 'eventId' | 'eventType' | 'dataStatus'> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { eventId: null, eventType: null, dataStatus: null };
  }
  const object = (value: unknown) => (typeof value === 'object' && value !== null ? value as Record<string, unknown> : {});
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const event = object(json);
  return { eventId: text(event.eventId), eventType: text(event.eventType), dataStatus: text(object(event.data).status) };
}

export async function startListener(options: ListenerOptions): Promise<RunningListener> {
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  const attempts = new Map<string, number>();
  // Checked before anything starts: a limit out of range is a RangeError naming it.
  const limits = listenerLimits(options.limits);
  // Checked before listening: a folder that cannot be written stops the start (SaveFolderError).
  const saver = options.saveTo === undefined ? undefined : await openSaveFolder(options.saveTo);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const receivedAt = now();
    const time = new Date(receivedAt).toISOString();
    const base = { time, method: request.method ?? 'GET', path: request.url ?? '/' };
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      options.onRequest({ ...base, eventId: null, eventType: null, dataStatus: null, attempt: 0, verified: false, answer: 405 });
      return;
    }
    const body = await readBody(request);
    if (body === null) {
      response.writeHead(413).end('ingest-kit listen: body too large\n');
      options.onRequest({ ...base, eventId: null, eventType: null, dataStatus: null, attempt: 0, verified: false, answer: 413 });
      return;
    }
    const envelope = envelopeOf(body);
    // Numbered as it arrives; the answer does not wait for the files.
    const saving = saver?.save(envelope.eventId, body, request.headers['x-service-signature']);
    const key = envelope.eventId ?? '';
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    let verdict: Pick<ListenedRequest, 'verified' | 'reason' | 'message'> = { verified: true };
    try {
      await verifyWebhook({ body, signature: request.headers, secret: options.apiKey, now: now() });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      verdict = { verified: false, reason: error.reason, message: error.message };
    }
    const seen = { ...base, ...envelope, attempt, ...verdict };
    const checked = async (answered: ListenedRequest): Promise<ListenedRequest> => {
      const saved = saving === undefined ? answered : { ...answered, saved: await saving };
      if (options.watcher === undefined) return saved;
      const delivery = { method: 'POST', path: base.path, headers: request.headers, rawBody: body, receivedAt, status: answered.answer };
      return { ...saved, violations: await options.watcher.check(delivery) };
    };

    if (options.forwardTo !== undefined) {
      const url = options.forwardTo;
      const result = await forward({ fetch: fetchImpl, url, method: 'POST', rawHeaders: request.rawHeaders, body, timeoutMs: FORWARD_TIMEOUT_MS });
      if (result.ok) {
        response.writeHead(result.status, result.contentType === null ? {} : { 'content-type': result.contentType }).end(result.body);
        options.onRequest(await checked({ ...seen, answer: result.status, forward: { url, status: result.status } }));
      } else {
        response.writeHead(result.status, { 'content-type': 'text/plain' }).end(`ingest-kit listen: forward to ${url} failed: ${result.error}\n`);
        options.onRequest(await checked({ ...seen, answer: result.status, forward: { url, error: result.error } }));
      }
      return;
    }
    const answer = verdict.verified || options.acceptInvalid === true ? 200 : 401;
    response.writeHead(answer, { 'content-type': 'text/plain' }).end(verdict.verified ? 'ok\n' : `${verdict.message ?? ''}\n`);
    options.onRequest(await checked({ ...seen, answer }));
  };

  const server = createLimitedServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(`ingest-kit listen: ${(error as Error).message}\n`);
    });
  }, limits);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    }),
  };
}
