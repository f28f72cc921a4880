/**
 * The contract carries the specification's rules where the issue puts them, and marks every decision of
 * ours with x-ingest-kit-decision, so that the conformance suite can tell the two apart.
 */
import { describe, expect, it } from 'vitest';
import { operationsById, problemCodes, webhookDelivery } from '../../generated/contract.js';
import {
  allOperations,
  asyncapi,
  deref,
  isObject,
  type Json,
  type JsonObject,
  openapi,
  pointer,
} from '../support/contract.js';

const decision = 'x-ingest-kit-decision';
const serviceOperations = allOperations().filter((o) => o.where === 'paths');

function responseOf(operation: JsonObject, status: string): JsonObject {
  const responses = operation.responses as JsonObject;
  const response = deref(responses[status] ?? null);
  if (!isObject(response)) throw new Error(`no ${status} response`);
  return response;
}

function rawResponse(operation: JsonObject, status: string): JsonObject {
  return (operation.responses as JsonObject)[status] as JsonObject;
}

describe('operations of the service', () => {
  it('are the create, the versioned lookup and the lookup at the path the spec writes', () => {
    expect(serviceOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual([
      'POST /partner/v1/ddex/ingests',
      'GET /partner/v1/ddex/ingests/{ingestId}',
      'GET /ddex/ingests/{ingestId}',
    ]);
  });

  it.each(serviceOperations.map((o) => [o.operation.operationId, o] as const))(
    '%s requires the X-API-Key header and documents 401 and 403',
    (_id, { operation }) => {
      expect(operation.security).toEqual([{ ApiKey: [] }]);
      expect(Object.keys(operation.responses as JsonObject)).toEqual(expect.arrayContaining(['401', '403']));
      expect(responseOf(operation, '401')['x-spec-section']).toBe('5, 7');
      const inactive = pointer(
        responseOf(operation, '403'),
        '#/content/application~1problem+json/examples/inactive',
      );
      expect(deref(inactive)).toMatchObject({ value: { status: 403, code: 'PROVIDER_INACTIVE' } });
    },
  );

  it('has one security scheme: an API key in the X-API-Key header, never a query', () => {
    expect(pointer(openapi, '#/components/securitySchemes')).toMatchObject({
      ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(Object.keys(pointer(openapi, '#/components/securitySchemes') as JsonObject)).toEqual(['ApiKey']);
  });

  it('answers the create with 201 and a processing IngestRecord (spec 4.1), and marks every other status but 401/403 as ours', () => {
    const create = serviceOperations[0]?.operation!;
    expect(Object.keys(create.responses as JsonObject)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(pointer(responseOf(create, '201'), '#/content/application~1json/schema')).toEqual({
      $ref: '#/components/schemas/ProcessingIngestRecord',
    });
    expect(pointer(openapi, '#/components/schemas/IngestRecord/oneOf')).toContainEqual({
      $ref: '#/components/schemas/ProcessingIngestRecord',
    });
  });

  it.each(
    serviceOperations.flatMap((o) =>
      Object.keys(o.operation.responses as JsonObject).map((s) => [o, s] as const),
    ),
  )(
    '%#: a response is either documented (x-spec-section) or marked as our decision',
    ({ operation }, status) => {
      const response = responseOf(operation, status);
      const documented = response['x-spec-section'] !== undefined;
      const ours = response[decision] !== undefined;
      expect(documented || ours, `${String(operation.operationId)} ${status}`).toBe(true);
      if (['400', '404', '413', '415', '422', '429'].includes(status)) expect(ours, status).toBe(true);
      if (['401', '403'].includes(status)) expect(documented, status).toBe(true);
    },
  );

  it('answers 429 with Retry-After', () => {
    const create = serviceOperations[0]?.operation!;
    expect(pointer(responseOf(create, '429'), '#/headers/Retry-After/schema')).toEqual({
      type: 'integer',
      minimum: 0,
    });
  });

  it('serves the lookup at both paths with the same responses, and marks the versioned path as ours', () => {
    const [, versioned, specPath] = serviceOperations;
    expect(versioned?.operation.responses).toEqual(specPath?.operation.responses);
    expect(versioned?.operation[decision]).toBeTypeOf('string');
    expect(specPath?.operation[decision]).toBeUndefined();
    expect(operationsById.getIngestSpecPath).toMatchObject({
      path: '/ddex/ingests/{ingestId}',
      specSection: '4.2',
    });
  });

  it('puts every error body in application/problem+json as a Problem', () => {
    for (const { operation } of serviceOperations) {
      for (const status of Object.keys(operation.responses as JsonObject).filter((s) => s >= '400')) {
        const content = responseOf(operation, status).content as JsonObject;
        expect(Object.keys(content), status).toEqual(['application/problem+json']);
        expect(pointer(content, '#/application~1problem+json/schema')).toEqual({
          $ref: '#/components/schemas/Problem',
        });
      }
    }
  });

  it('keeps the shared responses as components (one definition each)', () => {
    for (const { operation } of serviceOperations) {
      for (const status of ['401', '403']) {
        expect(rawResponse(operation, status).$ref, status).toMatch(/^#\/components\/responses\//);
      }
    }
  });
});

describe('problem codes', () => {
  const problemExamples: { where: string; status: number; value: JsonObject }[] = [];
  for (const { operation } of serviceOperations) {
    for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
      const content = deref(response) as JsonObject;
      const media = (content.content as JsonObject | undefined)?.['application/problem+json'];
      if (!isObject(media)) continue;
      for (const [name, example] of Object.entries(media.examples as JsonObject)) {
        problemExamples.push({
          where: `${String(operation.operationId)} ${status} ${name}`,
          status: Number(status),
          value: (deref(example) as JsonObject).value as JsonObject,
        });
      }
    }
  }

  it('every problem example uses a registered code, with the status of its response', () => {
    expect(problemExamples.length).toBeGreaterThan(10);
    for (const { where, status, value } of problemExamples) {
      const entry = (problemCodes as Record<string, { status: number } | undefined>)[String(value.code)];
      expect(entry, `${where}: ${String(value.code)}`).toBeDefined();
      expect(entry?.status, where).toBe(status);
      expect(value.status, where).toBe(status);
      expect(value.type, where).toBe(`urn:partner-ingest:problem:${String(value.code)}`);
    }
  });

  it('every code is documented (x-spec-section) or marked as ours, and has a title', () => {
    for (const [code, entry] of Object.entries(problemCodes)) {
      expect('specSection' in entry || 'decision' in entry, code).toBe(true);
      expect(entry.title.length, code).toBeGreaterThan(0);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
    expect(problemCodes.PROVIDER_INACTIVE).toEqual({
      status: 403,
      title: 'Partner inactive',
      specSection: '5, 7',
    });
  });

  it('the 422 codes cover every reason the issue names for refusing the XML', () => {
    const codes422 = Object.entries(problemCodes)
      .filter(([, e]) => e.status === 422)
      .map(([c]) => c);
    expect(codes422).toEqual([
      'XML_FETCH_FAILED',
      'XML_TOO_LARGE',
      'XML_MALFORMED',
      'XML_TOO_COMPLEX',
      'XML_TOO_COSTLY',
      'XML_DOCTYPE_FORBIDDEN',
      'ERN_VERSION_UNSUPPORTED',
      'ERN_MESSAGE_TYPE_UNSUPPORTED',
      'ERN_NO_RELEASE',
      'ERN_INVALID',
    ]);
  });
});

describe('webhook', () => {
  const webhook = pointer(openapi, '#/webhooks/ingest/post') as JsonObject;

  it('is a 3.1 webhooks entry posting a WebhookEvent with the signature header', () => {
    expect(pointer(webhook, '#/requestBody/content/application~1json/schema')).toEqual({
      $ref: '#/components/schemas/WebhookEvent',
    });
    expect(pointer(webhook, '#/parameters/0')).toMatchObject({
      name: 'X-Service-Signature',
      in: 'header',
      required: true,
      schema: { $ref: '#/components/schemas/ServiceSignature' },
    });
  });

  it('expects any 2xx within 10 s and states retry, duplicate and ordering rules', () => {
    expect(Object.keys(webhook.responses as JsonObject)).toContain('2XX');
    const text = String(webhook.description);
    for (const rule of [
      'any 2xx within 10 seconds',
      'up to 5 times',
      'increasing intervals',
      'same `eventId`',
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).toMatch(/Duplicates/);
    expect(text).toMatch(/Ordering:\*\* not guaranteed/);
  });

  it('gives the delivery rules as data, the same in openapi.yaml and asyncapi.yaml', () => {
    expect(webhookDelivery).toMatchObject({
      responseTimeoutSeconds: 10,
      maxRetries: 5,
      signatureToleranceSeconds: 300,
    });
    const asyncRules = pointer(asyncapi, '#/operations/sendIngestEvent/x-webhook-delivery') as JsonObject;
    for (const [key, value] of Object.entries(asyncRules)) {
      expect(webhookDelivery[key as keyof typeof webhookDelivery], key).toEqual(value);
    }
  });
});

describe('asyncapi.yaml', () => {
  it('models the partner endpoint as a channel with an HTTP POST binding', () => {
    expect(pointer(asyncapi, '#/operations/sendIngestEvent')).toMatchObject({
      action: 'send',
      channel: { $ref: '#/channels/ingestWebhook' },
      bindings: { http: { method: 'POST' } },
    });
    expect(asyncapi.asyncapi).toBe('3.0.0');
  });

  it('takes the payload and the signature header schema by $ref from openapi.yaml, never as copies', () => {
    const message = pointer(asyncapi, '#/components/messages/ingest') as JsonObject;
    expect(message.payload).toEqual({
      schemaFormat: 'application/schema+json;version=draft-07',
      schema: { $ref: './openapi.yaml#/components/schemas/WebhookEvent' },
    });
    const signature = { $ref: './openapi.yaml#/components/schemas/ServiceSignature' };
    expect(pointer(message, '#/headers/properties/X-Service-Signature')).toEqual(signature);
    expect(pointer(message, '#/bindings/http/headers/properties/X-Service-Signature')).toEqual(signature);
    // No schema keyword of the records appears anywhere in the AsyncAPI document.
    const text = JSON.stringify(asyncapi);
    for (const copied of ['"pattern"', '"enum"', '"minLength"', '"const"', '"format"']) {
      expect(text).not.toContain(copied);
    }
  });

  it('states the delivery rules and marks the retry intervals as our decision', () => {
    const description = String(pointer(asyncapi, '#/info/description'));
    for (const rule of [
      'up to 5 times',
      'increasing intervals',
      '10 seconds',
      'Duplicates',
      'not guaranteed',
    ]) {
      expect(description).toContain(rule);
    }
    const operation = pointer(asyncapi, '#/operations/sendIngestEvent') as JsonObject;
    expect(String(operation[decision])).toContain('1 min, 5 min, 30 min, 2 h and 8 h');
  });
});

describe('marks', () => {
  it('uses one extension for decisions, and every one explains itself', () => {
    const found: string[] = [];
    const walk = (node: Json, at: string) => {
      if (Array.isArray(node)) {
        for (const [i, c] of node.entries()) walk(c, `${at}/${i}`);
      } else if (isObject(node)) {
        for (const [key, child] of Object.entries(node)) {
          if (key.startsWith('x-') && /decision|choice|ours/i.test(key)) found.push(`${at}/${key}`);
          if (key === decision) expect(String(child).length, at).toBeGreaterThan(20);
          walk(child, `${at}/${key}`);
        }
      }
    };
    walk(openapi, '#');
    walk(asyncapi, '#');
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((p) => p.endsWith(`/${decision}`))).toBe(true);
  });

  it('names, in every decision, the section of the specification it departs from', () => {
    const unnamed: string[] = [];
    const walk = (node: Json, at: string) => {
      if (Array.isArray(node)) {
        for (const [i, c] of node.entries()) walk(c, `${at}/${i}`);
      } else if (isObject(node)) {
        for (const [key, child] of Object.entries(node)) {
          if (key === decision && !/\bspec \d+(\.\d+)?\b/i.test(String(child))) unnamed.push(`${at}: ${String(child)}`);
          walk(child, `${at}/${key}`);
        }
      }
    };
    walk(openapi, 'openapi.yaml#');
    walk(asyncapi, 'asyncapi.yaml#');
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['#/components/schemas/IngestStatus', /terminal/],
    ['#/components/schemas/IngestResources', /never exceeds `total`/],
    ['#/components/schemas/ServiceSignature', /several `v1`/],
    ['#/components/schemas/Timestamp', /extended-format/],
    ['#/webhooks/ingest/post', /same body/],
    ['#/webhooks/ingest/post/parameters/0', /exactly\s+one/],
  ])('marks our reading at %s as a decision, not as the spec\'s rule', (at, reading) => {
    const node = pointer(openapi, at) as JsonObject;
    expect(String(node[decision])).toMatch(reading);
    expect(String(node.description)).not.toMatch(/\bterminal\b|one or more `v1`|RFC 3339 timestamp|same body,|as the spec(ification)? requires/);
  });
});
