/** A minimal HTTP(S) client over node:http / node:https for the harness tests: exact bytes, a custom CA, aborts. */
import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** PEM CA to trust for https (the suite's self-signed certificate). */
  ca?: string;
  /** Abort the request after this many ms (the client gives up, as a webhook sender does after 10 s). */
  abortAfterMs?: number;
}

/** Sends one request on a fresh connection; rejects on a network or TLS error, or when aborted. */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(target, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      agent: false,
      ...(options.ca === undefined ? {} : { ca: options.ca }),
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    if (options.abortAfterMs !== undefined) {
      const timer = setTimeout(() => {
        outgoing.destroy(new Error('aborted by the test client'));
      }, options.abortAfterMs);
      outgoing.on('close', () => {
        clearTimeout(timer);
      });
    }
    outgoing.end(options.body);
  });
}

/** POSTs `body` (JSON unless a string or Buffer is given) as a webhook sender would. */
export function post(url: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Answer> {
  const bytes = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return request(url, { ...options, method: 'POST', body: bytes, headers: { 'content-type': 'application/json', ...options.headers } });
}
