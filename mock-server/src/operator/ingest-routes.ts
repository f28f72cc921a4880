/**
 * The operator's view of ingests (`GET /_operator/ingests`, `GET /_operator/ingests/{ingestId}`) and the reset
 * that empties the store (`POST /_operator/reset`), optionally back to the config's partners.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeyIndex } from '../auth/api-key.js';
import type { Clock } from '../clock.js';
import type { PartnerConfig } from '../config.js';
import { ProblemError } from '../errors.js';
import { timestamp } from '../timestamp.js';
import type { IngestStatus, Store } from '../store/types.js';
import { seedPartners } from './partners.js';
import { filesInSummary, ingestView } from './views.js';

export interface OperatorIngestRoutesOptions {
  store: Store;
  clock: Clock;
  /** Refreshed after a reset, which may bring the partners (and so their keys) back. */
  keys: ApiKeyIndex;
  /** The config's partners, seeded again by a reset with `partners: true`. */
  partners: readonly PartnerConfig[];
}

export const operatorIngestRoutes: FastifyPluginAsync<OperatorIngestRoutesOptions> = async (app, options) => {
  const { store, clock } = options;

  app.get<{ Querystring: { partnerId?: string; status?: IngestStatus; limit?: number } }>('/ingests', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { partnerId: { type: 'string' }, status: { enum: ['processing', 'completed', 'failed'] }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
      },
    },
  }, async (request) => store.listIngests(request.query)
    .map((row) => ingestView(row, store.listIngestFiles(row.ingestId, { limit: filesInSummary }))));

  app.get<{ Params: { ingestId: string } }>('/ingests/:ingestId', async (request) => {
    const row = store.getIngest(request.params.ingestId);
    if (!row) throw new ProblemError('INGEST_NOT_FOUND', `No ingest ${request.params.ingestId.slice(0, 64)}.`);
    return ingestView(row, store.listIngestFiles(row.ingestId));
  });

  app.post<{ Body: { partners?: boolean } | undefined }>('/reset', {
    schema: { body: { type: 'object', additionalProperties: false, properties: { partners: { type: 'boolean' } } } },
  }, async (request) => {
    const partners = request.body?.partners === true;
    store.reset({ partners });
    if (partners) seedPartners(store, options.partners, timestamp(clock.now()));
    options.keys.refresh();
    return { reset: true, partners };
  });
};
