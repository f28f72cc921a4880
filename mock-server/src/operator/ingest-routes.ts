/**
 * The operator's view of ingests (`GET /_operator/ingests`, `GET /_operator/ingests/{ingestId}` with its release
 * and findings, the kept message XML and front cover under `…/message` and `…/cover`) and the reset that empties
 * the store (`POST /_operator/reset`), optionally back to the config's partners.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeys } from '../auth/api-key.js';
import type { Clock } from '../clock.js';
import type { PartnerConfig } from '../config.js';
import { ProblemError } from '../errors.js';
import { timestamp } from '../timestamp.js';
import type { IngestStatus, Store } from '../store/types.js';
import { seedPartners } from './partners.js';
import { coverHeaders } from './image-type.js';
import { filesInSummary, ingestView, releaseView } from './views.js';

export interface OperatorIngestRoutesOptions {
  store: Store;
  clock: Clock;
  /** Refreshed after a reset, which may bring the partners (and so their keys) back. */
  keys: ApiKeys;
  /** The config's partners, seeded again by a reset with `partners: true`. */
  partners: readonly PartnerConfig[];
}

/**
 * The kept bytes are the partner's and served inert (issue #29): no sniffing past the declared type, and a policy
 * that lets nothing load or run should a browser render them anyway.
 */
const inert = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'default-src \'none\'' };

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
  }, async (request) => Promise.all((await store.listIngests(request.query))
    .map(async (row) => ingestView(row, await store.listIngestFiles(row.ingestId, { limit: filesInSummary })))));

  const rowOf = async (ingestId: string) => {
    const row = await store.getIngest(ingestId);
    if (!row) throw new ProblemError('INGEST_NOT_FOUND', `No ingest ${ingestId.slice(0, 64)}.`);
    return row;
  };

  app.get<{ Params: { ingestId: string } }>('/ingests/:ingestId', async (request) => {
    const row = await rowOf(request.params.ingestId);
    return {
      ...ingestView(row, await store.listIngestFiles(row.ingestId)),
      ...releaseView(await store.getIngestRelease(row.ingestId), await store.ingestBlobSizes(row.ingestId)),
    };
  });

  app.get<{ Params: { ingestId: string } }>('/ingests/:ingestId/message', async (request, reply) => {
    const row = await rowOf(request.params.ingestId);
    const xml = await store.getIngestBlob(row.ingestId, 'message');
    if (xml === undefined) {
      const size = (await store.getIngestRelease(row.ingestId))?.messageBytes;
      throw new ProblemError('MESSAGE_NOT_KEPT', size === undefined
        ? `Ingest ${row.ingestId} has no message kept (made before the mock kept messages).`
        : `The message of ingest ${row.ingestId} (${size} bytes) is not kept: it is over ern.keepMessageBytes, or the store let it go `
          + 'to keep the messages and covers of newer ingests within ern.keepTotalBytes. Raise those settings to keep more.');
    }
    // As fetched, in its own encoding (its XML declaration names it).
    return reply.headers(inert).type('application/xml').send(Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength));
  });

  app.get<{ Params: { ingestId: string } }>('/ingests/:ingestId/cover', async (request, reply) => {
    const row = await rowOf(request.params.ingestId);
    const cover = await store.getIngestBlob(row.ingestId, 'cover');
    if (cover === undefined) {
      throw new ProblemError('COVER_NOT_KEPT', `Ingest ${row.ingestId} has no front cover kept: the release names none, it has not loaded `
        + '(yet), it is over ern.keepCoverBytes, files are simulated (resources.mode simulate), or the store let it go to keep '
        + 'the messages and covers of newer ingests within ern.keepTotalBytes.');
    }
    return reply.headers({ ...inert, ...coverHeaders(cover) }).send(Buffer.from(cover.buffer, cover.byteOffset, cover.byteLength));
  });

  app.post<{ Body: { partners?: boolean } | undefined }>('/reset', {
    schema: { body: { type: 'object', additionalProperties: false, properties: { partners: { type: 'boolean' } } } },
  }, async (request) => {
    const partners = request.body?.partners === true;
    await store.reset({ partners });
    if (partners) await seedPartners(store, options.partners, timestamp(clock.now()));
    await options.keys.refresh();
    return { reset: true, partners };
  });
};
