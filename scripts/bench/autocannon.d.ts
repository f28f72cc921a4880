/**
 * The part of autocannon 9's programmatic API the benchmark uses; the package ships no types (see
 * node_modules/autocannon/lib/init.js, run.js and aggregateResult.js for the shapes).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** A run before the measured one, with its own connections and duration; its result is `warmup`. */
      warmup?: { connections?: number; duration?: number };
      /** Seconds before a request counts as a timeout (and an error). */
      timeout?: number;
    }

    /** A histogram summary: per-second samples for `requests`, milliseconds (integers) for `latency`. */
    interface Summary {
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p99: number;
      total?: number;
    }

    interface Result {
      'duration': number;
      'requests': Summary & { sent: number };
      'latency': Summary;
      'errors': number;
      'timeouts': number;
      'non2xx': number;
      '2xx': number;
      'statusCodeStats': Record<string, { count: number }>;
      'warmup'?: Result;
    }

    /** Emits `response` (client, statusCode, bytes, responseTimeMs) for every response of the measured run. */
    interface Instance extends EventEmitter, PromiseLike<Result> {}
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
