/**
 * The tests' webhook receiver: records every delivery's raw bytes, headers and arrival time, and answers
 * each attempt as programmed (a status, after a delay, or never). Signatures are checked with the verifier
 * partners import (verifyWebhook), never with the mock's signer.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WebhookVerificationError } from '../../sdk/webhooks/index.js';

export interface Delivery {
  /** 1-based, in arrival order. */
  n: number;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  /** Wall-clock arrival (ms) and the receiver's monotonic clock (ms). */
  at: number;
  monotonic: number;
  json: { eventId: string; eventType: string; occurredAt: string; data: Record<string, unknown> };
}

export interface Answer {
  status?: number;
  /** Answer after this many real ms. */
  delayMs?: number;
  /** Never answer (the connection stays open until the sender gives up). */
  hang?: boolean;
  /** The response body; default `ok`. */
  body?: string;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Programs the answer to the n-th delivery (1-based); default 200. */
  answer: (n: number, delivery: Delivery) => Answer;
  /**
   * Resolves as soon as `count` deliveries arrived (woken by the arrival, no polling); rejects after `timeoutMs`
   * (default 10 s; `Infinity`: never, the test's timeout says it hangs).
   */
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(answer: Receiver['answer'] = () => ({ status: 200 })): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  /** Called after each arrival. */
  const arrivals = new Set<() => void>();
  const receiver: Receiver = {
    url: '',
    deliveries,
    answer,
    waitFor: (count, timeoutMs = 10_000) => new Promise((resolve, reject) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            arrivals.delete(check);
            reject(new Error(`receiver got ${deliveries.length} of ${count} deliveries in ${timeoutMs} ms`));
          }, timeoutMs)
        : undefined;
      function check() {
        if (deliveries.length < count) return;
        clearTimeout(timer);
        arrivals.delete(check);
        resolve(deliveries);
      }
      arrivals.add(check);
      check();
    }),
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const delivery: Delivery = {
        n: deliveries.length + 1,
        path: request.url ?? '/',
        headers: request.headers,
        raw,
        at: Date.now(),
        monotonic: performance.now(),
        json: JSON.parse(raw.toString('utf8')) as Delivery['json'],
      };
      deliveries.push(delivery);
      const { status = 200, delayMs = 0, hang = false, body = 'ok' } = receiver.answer(delivery.n, delivery);
      if (!hang) setTimeout(() => response.writeHead(status).end(body), delayMs);
      for (const arrived of [...arrivals]) arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/ingest`;
  receiver.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });
  return receiver;
}

/**
 * The header's `t` and `v1` values as sent, and whether any `v1` verifies with `secret` (spec 6.3, by
 * `verifyWebhook`). Only the HMAC: the tests judge `t` themselves (a stale-timestamp delivery still verifies).
 */
export async function verifySignature(delivery: Delivery, secret: string): Promise<{ t: number; valid: boolean; v1: string[] }> {
  const header = String(delivery.headers['x-service-signature'] ?? '');
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const v1 = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (secret === '') return { t, valid: false, v1 };
  try {
    await verifyWebhook({ body: delivery.raw, signature: header, secret, toleranceSeconds: Number.POSITIVE_INFINITY });
    return { t, valid: true, v1 };
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { t, valid: false, v1 };
    throw error;
  }
}
