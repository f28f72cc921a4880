/**
 * Keep-alive agents, one per receiver (receiver-queues.ts's key: partner and URL; the origin by default), so that
 * a slow receiver only fills its own sockets, even beside another on the same host and port.
 *
 * An agent lives while attempts use it and {@link RECEIVER_IDLE_MS} after the last one ends (its keep-alive
 * sockets serve the next attempt, a retry or the next event); then it is destroyed with its sockets and
 * forgotten. A mock that has delivered to 10,000 receivers holds the agents of the ones in use, not 10,000.
 */
import http from 'node:http';
import https from 'node:https';
import { withDefaultCas } from '../fetch/trust.js';

/** How long an agent no attempt uses is kept (real ms: sockets idle in real time, whatever the mock's clock). */
export const RECEIVER_IDLE_MS = 30_000;

/** The timers the idle expiry runs on; injected in tests. */
export interface IdleTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Real timers that do not keep the process alive. */
export const realIdleTimers: IdleTimers = {
  set(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return timer;
  },
  clear(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

export interface ReceiverAgentsOptions {
  maxSocketsPerReceiver: number;
  /** PEM of CAs trusted besides Node's default CAs. */
  ca?: string | Buffer;
  /** Default {@link RECEIVER_IDLE_MS}. */
  idleMs?: number;
  /** Default {@link realIdleTimers}. */
  timers?: IdleTimers;
}

interface Held {
  agent: http.Agent;
  /** Attempts using the agent now. */
  users: number;
  /** The idle expiry armed when the last user left, or null while in use. */
  idle: unknown;
}

export class ReceiverAgents {
  private readonly agents = new Map<string, Held>();
  private readonly timers: IdleTimers;
  private readonly idleMs: number;

  constructor(private readonly options: ReceiverAgentsOptions) {
    this.timers = options.timers ?? realIdleTimers;
    this.idleMs = options.idleMs ?? RECEIVER_IDLE_MS;
  }

  /** Agents held (in use or idle), for tests and the operator. */
  get size(): number {
    return this.agents.size;
  }

  /** Runs `fn` with the receiver's agent; the agent counts as in use until `fn` settles. */
  async use<T>(url: URL, receiver: string, fn: (agent: http.Agent) => Promise<T>): Promise<T> {
    const held = this.acquire(url, receiver);
    try {
      return await fn(held.agent);
    } finally {
      this.release(receiver, held);
    }
  }

  destroy(): void {
    for (const held of this.agents.values()) {
      if (held.idle !== null) this.timers.clear(held.idle);
      held.agent.destroy();
    }
    this.agents.clear();
  }

  private acquire(url: URL, receiver: string): Held {
    let held = this.agents.get(receiver);
    if (!held) {
      // `timeout` (Node applies it to idle sockets only): without one of its own, Node's agent ignores a receiver's
      // `Keep-Alive: timeout=N` and keeps an idle socket past the receiver's close (Node's receivers: 5 s), to meet the
      // next attempt on the wire (http-post.ts sends that POST again). With it, the socket goes a second before.
      const common = { keepAlive: true, maxSockets: this.options.maxSocketsPerReceiver, timeout: this.idleMs };
      const agent = url.protocol === 'https:'
        ? new https.Agent({ ...common, ...(this.options.ca ? { ca: withDefaultCas(this.options.ca.toString()) } : {}) })
        : new http.Agent(common);
      held = { agent, users: 0, idle: null };
      this.agents.set(receiver, held);
    }
    if (held.idle !== null) {
      this.timers.clear(held.idle);
      held.idle = null;
    }
    held.users++;
    return held;
  }

  private release(receiver: string, held: Held): void {
    held.users--;
    // Destroyed meanwhile (stop), or still in use.
    if (held.users > 0 || this.agents.get(receiver) !== held) return;
    held.idle = this.timers.set(() => {
      if (held.users > 0 || this.agents.get(receiver) !== held) return;
      this.agents.delete(receiver);
      held.agent.destroy();
    }, this.idleMs);
  }
}
