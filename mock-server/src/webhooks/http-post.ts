/**
 * One webhook POST over node:http / node:https (not fetch: a custom CA for self-signed receivers and
 * exact socket errors need the agent). Success is any 2xx whose response completes within the timeout
 * (spec 4.3, 6.4); everything else is a failure with its cause. The timeout is real time, never scaled.
 */
import http from 'node:http';
import https from 'node:https';
import { withDefaultCas } from '../fetch/trust.js';

/** How many bytes of a receiver's response body an attempt keeps for the ledger. */
export const responseBodyLimit = 4096;

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  /** `HTTP 500`, `timeout after 10000 ms`, `ECONNREFUSED`, `CERT_HAS_EXPIRED`…; null on success. */
  error: string | null;
  durationMs: number;
  /** The first {@link responseBodyLimit} bytes of the response body as UTF-8; null when no response arrived. */
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

/**
 * Keep-alive agents, one per receiver (the dispatcher's queue key: partner and URL; the origin by default),
 * so that a slow receiver only fills its own sockets, even beside another on the same host and port.
 */
export class ReceiverAgents {
  private readonly agents = new Map<string, http.Agent>();

  /** `ca`: PEM of CAs trusted besides Node's default CAs. */
  constructor(private readonly options: { maxSocketsPerReceiver: number; ca?: string | Buffer }) {}

  for(url: URL, receiver: string = url.origin): http.Agent {
    let agent = this.agents.get(receiver);
    if (!agent) {
      const common = { keepAlive: true, maxSockets: this.options.maxSocketsPerReceiver };
      agent = url.protocol === 'https:'
        ? new https.Agent({ ...common, ...(this.options.ca ? { ca: withDefaultCas(this.options.ca.toString()) } : {}) })
        : new http.Agent(common);
      this.agents.set(receiver, agent);
    }
    return agent;
  }

  destroy(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

function causeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** `headers`: the headers to send; `content-length` is added when they lack it. */
export function postWebhook(input: {
  url: URL;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  agent: http.Agent;
}): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const transport = input.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // The start of the response body, for the ledger (the rest is read and dropped).
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let truncated = false;
    let responded = false;
    const finish = (outcome: Pick<PostOutcome, 'ok' | 'statusCode' | 'error'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const responseBody = responded ? Buffer.concat(kept).toString('utf8') : null;
      resolve({ ...outcome, durationMs: elapsed(), responseBody, responseBodyTruncated: truncated });
    };
    const request = transport.request(input.url, {
      method: 'POST',
      agent: input.agent,
      headers: { 'content-length': String(Buffer.byteLength(input.body)), ...input.headers },
    });
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timeout after ${input.timeoutMs} ms` });
      request.destroy();
    }, input.timeoutMs);
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      responded = true;
      // The body is ignored (spec 4.3) but read to the end: the answer is complete only then. Its start is kept.
      response.on('data', (chunk: Buffer) => {
        const room = responseBodyLimit - keptBytes;
        if (chunk.length > room) truncated = true;
        if (room <= 0) return;
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        kept.push(part);
        keptBytes += part.length;
      });
      response.on('end', () => {
        const ok = statusCode >= 200 && statusCode < 300;
        finish({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` });
      });
      response.on('error', (error) => {
        finish({ ok: false, statusCode, error: causeOf(error) });
      });
    });
    request.on('error', (error) => {
      finish({ ok: false, statusCode: null, error: causeOf(error) });
    });
    request.end(input.body);
  });
}
