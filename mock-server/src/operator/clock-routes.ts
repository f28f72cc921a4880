/** The mock's clock in the operator API: `GET /_operator/clock`, and `POST /_operator/clock/advance` for a virtual one. */
import type { FastifyPluginAsync } from 'fastify';
import type { Clock, VirtualClock } from '../clock.js';
import { durationMs } from '../duration.js';
import { ProblemError } from '../errors.js';
import type { OperatorFeed } from './feed.js';
import { clockView } from './views.js';

export interface OperatorClockRoutesOptions {
  clock: Clock | VirtualClock;
  /** Told when the clock moves, for the live stream. */
  feed: OperatorFeed;
}

export const operatorClockRoutes: FastifyPluginAsync<OperatorClockRoutesOptions> = async (app, { clock, feed }) => {
  app.get('/clock', async () => clockView(clock));

  // A type list, not anyOf: Fastify's schema coercion leaves a value alone when it has one of the listed types,
  // where anyOf turned 3600000 into "3600000" (read as seconds). A JSON number is milliseconds, as in the config
  // file; a string is a duration (a bare number in a string is seconds) (duration.ts).
  app.post<{ Body: { duration: string | number } }>('/clock/advance', {
    schema: {
      body: { type: 'object', additionalProperties: false, required: ['duration'], properties: { duration: { type: ['integer', 'string'], minimum: 0 } } },
    },
  }, async (request) => {
    if (!('advance' in clock)) {
      throw new ProblemError('CLOCK_NOT_VIRTUAL', 'The clock advances by itself; start the mock with --clock virtual to step it.');
    }
    let ms: number;
    try {
      ms = durationMs(request.body.duration);
    } catch (error) {
      throw new ProblemError('INVALID_OPERATOR_REQUEST', (error as Error).message);
    }
    const fired = await clock.advance(ms);
    feed.markClock();
    return { advancedMs: ms, firedTimers: fired, ...clockView(clock) };
  });
};
