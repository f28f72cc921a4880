/**
 * operator.openapi.yaml describes the operator API the mock serves, both ways: every route under /_operator is in
 * it with that method, every operation in it is served, and the request schemas the routes validate with are the
 * document's.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardScripts } from '../../../mock-server/src/dashboard/plugin.js';
import { operatorApi, type OperatorApiOptions, operatorPrefix } from '../../../mock-server/src/operator/plugin.js';
import { deref, httpMethods, isObject, type Json, type JsonObject, openapi, pointer, readYaml, repoRoot } from '../../support/contract.js';
import { servedRoutes } from '../../support/served-routes.js';
import { call, startTestMock, type TestMock, waitForTerminal } from '../server/harness.js';

const contract = readYaml('operator.openapi.yaml');
const paths = contract.paths as Record<string, JsonObject>;

/** `/_operator/partners/{id}` as Fastify writes it. */
const fastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of the document, as `METHOD /url` in Fastify's form. */
const documented = Object.entries(paths).flatMap(([path, item]) =>
  httpMethods.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${fastifyUrl(path)}`)).sort();

/** A schema with its local `$ref`s resolved and its prose (`description`) left out, as Fastify would hold it. */
function resolved(node: Json): Json {
  const target = deref(node, contract);
  if (Array.isArray(target)) return target.map(resolved);
  if (!isObject(target)) return target;
  return Object.fromEntries(Object.entries(target).filter(([k]) => k !== 'description').map(([k, v]) => [k, resolved(v)]));
}

/** A schema with every `$ref` inlined, local or into openapi.yaml (`./openapi.yaml#/…`), for ajv. */
function inlined(node: Json, document: Json = contract): Json {
  if (Array.isArray(node)) return node.map((n) => inlined(n, document));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const [file, at] = node.$ref.split('#') as [string, string];
    const target = file === '' ? document : openapi;
    return inlined(pointer(target, `#${at}`), target);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlined(v, document)]));
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** The document's schema of an answer: `METHOD path`, status, content type. */
function answerSchema(method: string, path: string, status: number, type: string): Json {
  const operation = paths[path]![method] as JsonObject;
  const response = deref((operation.responses as JsonObject)[String(status)]!, contract) as JsonObject;
  return inlined(((response.content as JsonObject)[type] as JsonObject).schema!);
}

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
});

describe('operator.openapi.yaml', () => {
  it('says it is ours, not the specification\'s', () => {
    const info = contract.info as JsonObject;
    expect(info['x-ingest-kit-decision']).toEqual(expect.stringContaining('spec 4.4'));
    expect(Object.keys(paths).every((p) => p.startsWith(`${operatorPrefix}/`))).toBe(true);
  });

  it('holds every route the mock serves under /_operator, with its method, and nothing it does not serve', () => {
    const routes = servedRoutes(mock.app).filter((r) => r.url.startsWith(`${operatorPrefix}/`));
    // The reader of the printed tree is checked against Fastify itself.
    for (const route of routes) expect(mock.app.hasRoute({ method: route.method, url: route.url }), `${route.method} ${route.url}`).toBe(true);
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const served = routes
      // Fastify answers HEAD for every GET by itself; the document lists the GET.
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(served.length).toBeGreaterThan(15);
    expect(served).toEqual(documented);
  });

  it('holds every path the dashboard calls (plain scripts the browser runs, so they cannot import the generated paths)', () => {
    const script = dashboardScripts.map((name) => readFileSync(path.join(repoRoot, 'mock-server/src/dashboard', name), 'utf8')).join('\n');
    const called = [...script.matchAll(/['`](\/_operator\/[^'`?]*)/g)].map((m) => m[1]!.replace(/\$\{[^}]+\}/g, '{}'));
    expect(called.length).toBeGreaterThan(5);
    const documentedPaths = new Set(Object.keys(paths).map((p) => p.replace(/\{\w+\}/g, '{}')));
    for (const url of called) expect(documentedPaths.has(url), url).toBe(true);
  });

  it('gives each route the request schemas it validates with (bodies, query strings)', async () => {
    // As app.ts builds it: durations are `type: [integer, string]`.
    const app = Fastify({ ajv: { customOptions: { allowUnionTypes: true } } });
    const schemas = new Map<string, RouteOptions['schema']>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, route.schema);
    });
    // The routes read their options only when they answer: registering them needs none.
    await app.register(operatorApi, { prefix: operatorPrefix } as unknown as OperatorApiOptions);
    await app.ready();
    // The resend body is optional and checked by its handler (operator/events.ts resendTarget), not by a schema.
    const checkedByHandler = new Set(['POST /_operator/events/:eventId/resend']);
    for (const [path, item] of Object.entries(paths)) {
      for (const method of httpMethods.filter((m) => m in item)) {
        const key = `${method.toUpperCase()} ${fastifyUrl(path)}`;
        const operation = item[method] as JsonObject;
        const schema = (schemas.get(key) ?? {}) as Record<string, unknown>;
        const body = ((operation.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
        if (checkedByHandler.has(key)) expect(schema.body, key).toBeUndefined();
        else expect(schema.body, `${key} body`).toEqual(body === undefined ? undefined : resolved(body.schema!));
        const query = [...(operation.parameters as JsonObject[] | undefined ?? [])].filter((p) => p.in === 'query');
        expect(schema.querystring, `${key} query`).toEqual(query.length === 0
          ? undefined
          : {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(query.map((p) => [p.name as string, resolved(p.schema!)])),
            });
      }
    }
    await app.close();
  });

  it('describes what the mock answers: each answer of a round through the API matches its schema', async () => {
    const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'OPS-1', xmlUrl: `${mock.url}/_samples/demo-release.xml` } });
    const { ingestId } = created.body as { ingestId: string };
    await waitForTerminal(mock, ingestId);
    await expect.poll(async () => ((await call(mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as unknown[]).length).toBe(1);
    const [event] = (await call(mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as { eventId: string }[];
    const rounds: [method: string, path: string, url: string, body?: unknown][] = [
      ['get', '/_operator/partners', '/_operator/partners'],
      ['post', '/_operator/partners', '/_operator/partners', { id: 'globex', apiKeys: ['pk_test_globex_1'] }],
      ['get', '/_operator/partners/{id}', '/_operator/partners/globex'],
      ['patch', '/_operator/partners/{id}', '/_operator/partners/globex', { webhookFaults: { duplicate: { delay: '2s' } } }],
      ['post', '/_operator/partners/{id}/deactivate', '/_operator/partners/globex/deactivate'],
      ['post', '/_operator/partners/{id}/activate', '/_operator/partners/globex/activate'],
      ['put', '/_operator/partners/{id}/webhook', '/_operator/partners/globex/webhook', { url: 'http://127.0.0.1:9/hooks' }],
      ['delete', '/_operator/partners/{id}/webhook', '/_operator/partners/globex/webhook'],
      ['post', '/_operator/partners/{id}/keys', '/_operator/partners/globex/keys', {}],
      ['post', '/_operator/partners/{id}/keys/rotate', '/_operator/partners/globex/keys/rotate', { revokePrevious: true }],
      ['delete', '/_operator/partners/{id}/keys/{keyId}', '/_operator/partners/globex/keys/key_1'],
      ['get', '/_operator/ingests', '/_operator/ingests'],
      ['get', '/_operator/ingests/{ingestId}', `/_operator/ingests/${ingestId}`],
      ['get', '/_operator/ingests/{ingestId}/message', `/_operator/ingests/${ingestId}/message`],
      ['get', '/_operator/ingests/{ingestId}/cover', `/_operator/ingests/${ingestId}/cover`],
      ['get', '/_operator/ingests/{ingestId}/cover', '/_operator/ingests/1/cover'],
      ['get', '/_operator/events', '/_operator/events'],
      ['get', '/_operator/events/{eventId}', `/_operator/events/${event!.eventId}`],
      ['get', '/_operator/clock', '/_operator/clock'],
      ['post', '/_operator/clock/advance', '/_operator/clock/advance', { duration: '1s' }],
      ['get', '/_operator/partners/{id}', '/_operator/partners/nobody'],
      ['get', '/_operator/partners', '/_operator/partners?token=x'],
      ['post', '/_operator/reset', '/_operator/reset', { partners: true }],
    ];
    for (const [method, path, url, body] of rounds) {
      const headers = url.includes('token=') ? { 'x-api-key': '' } : op;
      const answer = await call(mock, method.toUpperCase(), url, { headers, ...(body === undefined ? {} : { body }) });
      const type = answer.headers.get('content-type')!.split(';')[0]!;
      const validate = ajv.compile(answerSchema(method, path, answer.status, type) as object);
      // XML and images are checked as the text they are.
      const value = type.endsWith('json') ? answer.body : answer.text;
      expect(validate(value), `${method.toUpperCase()} ${url} ${answer.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
