/**
 * Raw peers for the proxy's framing tests: a target on node:net (or node:tls) that reads each request as the
 * bytes came and answers exactly the bytes a case gives, and the cleanups every test of these files runs after it.
 */
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import tls from 'node:tls';
import { onTestFinished } from 'vitest';

type Cleanup = () => Promise<void> | void;
const pending: Cleanup[] = [];
/**
 * What the running test opened, closed once it finishes, the last opened first. Registered on the test itself
 * (onTestFinished), not by a module-level afterEach: the files that import this share their worker (isolate: false),
 * where a module is evaluated once, so such a hook would be attached to the first of them only.
 */
export const cleanups = {
  push(...more: Cleanup[]): void {
    if (pending.length === 0) {
      onTestFinished(async () => {
        for (const cleanup of pending.splice(0).reverse()) await cleanup();
      });
    }
    pending.push(...more);
  },
};

export interface RawRequest {
  requestLine: string;
  /** Header lines as received, "Name: value". */
  lines: string[];
  body: Buffer;
  /** Trailer lines of a chunked body. */
  trailers: string[];
  connection: number;
}

/** One complete request at the start of `data`, and the bytes after it; null while it is incomplete. */
export function readRequest(data: Buffer): { head: string[]; body: Buffer; trailers: string[]; rest: Buffer } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const head = data.toString('latin1', 0, end).split('\r\n');
  const field = (name: string) => head.slice(1).find((l) => l.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
  let at = end + 4;
  const length = field('content-length');
  if (field('transfer-encoding')?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = [];
    for (;;) {
      const lf = data.indexOf('\r\n', at);
      if (lf === -1) return null;
      const size = Number.parseInt(data.toString('latin1', at, lf), 16);
      at = lf + 2;
      if (size === 0) break;
      if (data.length < at + size + 2) return null;
      parts.push(data.subarray(at, at + size));
      at += size + 2;
    }
    const trailers: string[] = [];
    for (;;) {
      const lf = data.indexOf('\r\n', at);
      if (lf === -1) return null;
      const line = data.toString('latin1', at, lf);
      at = lf + 2;
      if (line === '') break;
      trailers.push(line);
    }
    return { head, body: Buffer.concat(parts), trailers, rest: data.subarray(at) };
  }
  const n = length === undefined ? 0 : Number(length);
  if (data.length < at + n) return null;
  return { head, body: data.subarray(at, at + n), trailers: [], rest: data.subarray(at + n) };
}

export type Respond = (request: RawRequest, socket: Socket) => void;

export interface RawTarget {
  url: string;
  port: number;
  requests: RawRequest[];
  /** Connections accepted, and the most open at once. */
  connections(): number;
  mostOpen(): number;
}

/** A target on node:net that calls `respond` with each request it reads; the answer is the bytes it writes. */
export interface RawTargetOptions {
  secure?: { cert: string; key: string };
  /** Called with the head of each request as soon as it is read, before its body. */
  onHead?: (lines: string[], socket: Socket) => void;
}

export async function rawTarget(respond: Respond, options: RawTargetOptions = {}): Promise<RawTarget> {
  const requests: RawRequest[] = [];
  let connections = 0;
  let open = 0;
  let mostOpen = 0;
  const sockets = new Set<Socket>();
  const onSocket = (socket: Socket) => {
    const id = ++connections;
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    sockets.add(socket);
    socket.on('close', () => {
      open -= 1;
      sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    let data: Buffer = Buffer.alloc(0);
    let sawHead = false;
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (!sawHead && data.includes('\r\n\r\n')) {
        sawHead = true;
        options.onHead?.(data.toString('latin1', 0, data.indexOf('\r\n\r\n')).split('\r\n'), socket);
      }
      for (let read = readRequest(data); read !== null; read = readRequest(data)) {
        data = read.rest;
        sawHead = false;
        const one = { requestLine: read.head[0]!, lines: read.head.slice(1), body: read.body, trailers: read.trailers, connection: id };
        requests.push(one);
        respond(one, socket);
      }
    });
  };
  const server: Server = options.secure ? tls.createServer({ ...options.secure }, onSocket) : createNetServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => {
      resolve();
    });
  }));
  return { url: `${options.secure ? 'https' : 'http'}://127.0.0.1:${port}`, port, requests, connections: () => connections, mostOpen: () => mostOpen };
}
