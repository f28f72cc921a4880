/**
 * `partner-ingest-kit/node`: a Fetch handler (such as `createWebhookHandler`'s) as a node:http request
 * listener and Express middleware, and an idempotency store on SQLite. The only part of the SDK that needs
 * Node's own modules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { rawBodyHint } from './webhooks/errors.js';

export {
  type SqliteDatabase, sqliteIdempotencyStatements, sqliteIdempotencyStore, type SqliteIdempotencyStoreOptions,
} from './sqlite-idempotency-store.js';

/** A request as node:http gives it, with the `body` a framework may have set (Express `express.raw()`: a Buffer). */
export type NodeRequest = IncomingMessage & { body?: unknown; originalUrl?: string };

/** The raw body bytes, or a message when a framework already parsed (and so lost) them. */
async function rawBody(request: NodeRequest): Promise<Uint8Array | string> {
  if (request.body instanceof Uint8Array) return request.body;
  // A body parser that did not match the content type leaves the stream unread (Express 4 sets body to {}).
  if (!request.readableDidRead && !request.readableEnded) return buffer(request);
  if (request.body === undefined) {
    return `The request body was already read by something before this handler, and the raw bytes are gone. ${rawBodyHint}`;
  }
  const kind = Array.isArray(request.body) ? 'array' : typeof request.body;
  return `The request body was already parsed (req.body is ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}), `
    + 'so the raw bytes the signature covers are gone (spec 6.3). Mount express.raw({ type: \'application/json\' }) on this route '
    + 'instead of express.json(), or register the webhook route before app.use(express.json()).';
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export interface ToNodeHandlerOptions {
  /** Called with what the handler threw (it is answered 500); default console.error. */
  onError?: (error: unknown) => void;
}

/**
 * Adapts a Fetch handler to node:http: builds a `Request` from the raw body bytes (`req.body` when it is
 * already a Buffer, as `express.raw()` leaves it, else the unread stream) and writes the `Response`. A body
 * that something already parsed is answered 500 with a message naming `express.raw`: the signature covers the
 * raw bytes (spec 6.3). An error thrown by the handler is answered 500.
 *
 * @example
 * ```ts
 * createServer(toNodeHandler(handler)).listen(3000);                                          // node:http
 * app.post('/webhooks', express.raw({ type: 'application/json' }), toNodeHandler(handler));   // Express
 * ```
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
  options: ToNodeHandlerOptions = {},
): (req: NodeRequest, res: ServerResponse) => Promise<void> {
  const onError = options.onError ?? ((error: unknown) => {
    console.error('partner-ingest-kit toNodeHandler: the handler threw; answered 500', error);
  });
  return async (req, res) => {
    let response: Response;
    try {
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const body = hasBody ? await rawBody(req) : null;
      if (typeof body === 'string') {
        response = Response.json({ error: 'raw-body-unavailable', message: body }, { status: 500 });
      } else {
        const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        response = await handler(new Request(url, { method, headers: headersOf(req), ...(body ? { body } : {}) }));
      }
    } catch (error) {
      // The error goes to onError, not into the answer: its message may hold what the sender should not see.
      onError(error);
      response = Response.json({ error: 'handler-threw', message: 'The webhook handler threw; see the receiver\'s logs.' }, { status: 500 });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    res.writeHead(response.status, { ...headers, 'content-length': bytes.length }).end(bytes);
  };
}
