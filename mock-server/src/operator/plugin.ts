/**
 * The operator API under /_operator (operator.openapi.yaml): spec 4.4's "contact the operator", made an API.
 * Partners, keys, webhook URLs, ingests, reset, the clock, the delivery ledger and the live stream, each a
 * plugin of its own with the options it uses; all of them behind the `X-Operator-Token` header, compared in
 * constant time.
 */
import type { FastifyPluginAsync } from 'fastify';
import { secretsEqual } from '../auth/api-key.js';
import { ProblemError } from '../errors.js';
import { operatorClockRoutes, type OperatorClockRoutesOptions } from './clock-routes.js';
import { operatorEventRoutes, type OperatorEventRoutesOptions } from './events.js';
import { operatorIngestRoutes, type OperatorIngestRoutesOptions } from './ingest-routes.js';
import { operatorPartnerRoutes, type OperatorPartnerRoutesOptions } from './partner-routes.js';
import { operatorStreamRoutes, type OperatorStreamOptions } from './stream.js';

/** The prefix of every operator route; the paths of operator.openapi.yaml start with it. */
export const operatorPrefix = '/_operator';

export type OperatorApiOptions = OperatorPartnerRoutesOptions & OperatorIngestRoutesOptions & OperatorClockRoutesOptions
  & OperatorEventRoutesOptions & OperatorStreamOptions & {
    /** The secret of the `X-Operator-Token` header. */
    operatorToken: string;
  };

/** Register with `{ prefix: operatorPrefix }`. */
export const operatorApi: FastifyPluginAsync<OperatorApiOptions> = async (app, options) => {
  // Child plugins inherit the hook: no operator route answers without the token.
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-operator-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new ProblemError('OPERATOR_TOKEN_MISSING', 'Send the operator token in the X-Operator-Token header.');
    if (!secretsEqual(token, options.operatorToken)) {
      throw new ProblemError('OPERATOR_TOKEN_INVALID', 'The X-Operator-Token header does not match the operator token.');
    }
  });
  const { store, clock, keys, config, partners, feed, resend } = options;
  await app.register(operatorPartnerRoutes, { store, clock, keys, config });
  await app.register(operatorIngestRoutes, { store, clock, keys, partners });
  await app.register(operatorClockRoutes, { clock, feed });
  await app.register(operatorEventRoutes, { store, config, resend });
  await app.register(operatorStreamRoutes, { store, clock, feed });
};
