/** Create (spec 4.1) over real sockets: validation, the xmlUrl rules, the ERN rules, the 201 record. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateIngestRecord, validateProblem } from '../../../generated/validators.js';
import { fileUrisByRegex, hasSamples, newReleaseSamples, samplesDir } from '../../support/ern-samples.js';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock, waitForTerminal } from './harness.js';

let mock: TestMock;
let files: FixtureServer;

beforeAll(async () => {
  files = await startFixtureServer({
    '/empty.xml': { body: ern43([]) },
    '/two.xml': { body: ern43(['a.flac', 'https://cdn.partner.example/b.flac']) },
    '/gone.xml': { status: 403, body: '<Error>Request has expired</Error>' },
    '/big.xml': { body: `${ern43([])}${' '.repeat(4096)}` },
    '/purge.xml': { body: '<ernm:PurgeReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/382"/>' },
    '/malformed.xml': { body: '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"><ResourceList>' },
    '/doctype.xml': { body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' },
    '/v39.xml': { body: '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/39"/>' },
  });
  mock = await startTestMock({ xml: { maxBytes: 2048 }, resources: { mode: 'simulate', simulate: { minDuration: '1h', maxDuration: '1h' } } });
});
afterAll(async () => {
  await mock.close();
  await files.close();
});

const create = (body: unknown, headers: Record<string, string> = {}) =>
  call(mock, 'POST', '/partner/v1/ddex/ingests', { body, headers });

describe('create', () => {
  it('answers 201 with a processing record, counters at 0, and the lookup URL in Location', async () => {
    const before = Date.now();
    const { status, body, headers } = await create({ releaseId: 'A10302B0003548726E', xmlUrl: `${files.url}/two.xml` });
    expect(status).toBe(201);
    expect(validateIngestRecord(body)).toBe(true);
    const record = body as { ingestId: string; receivedAt: string };
    expect(body).toMatchObject({
      releaseId: 'A10302B0003548726E',
      status: 'processing',
      completedAt: null,
      resources: { total: 2, completed: 0, failed: 0 },
    });
    expect(record.ingestId).toMatch(/^\d+$/);
    expect(Date.parse(record.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.receivedAt).toMatch(/Z$/);
    expect(headers.get('location')).toBe(`/partner/v1/ddex/ingests/${record.ingestId}`);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    const lookup = await call(mock, 'GET', `/ddex/ingests/${record.ingestId}`);
    expect(lookup.body).toEqual(body);
  });

  it('completes a release without files right after the 201', async () => {
    const { body } = await create({ releaseId: 'EMPTY', xmlUrl: `${files.url}/empty.xml` });
    const record = await waitForTerminal(mock, (body as { ingestId: string }).ingestId, 2_000);
    expect(record).toMatchObject({ status: 'completed', resources: { total: 0, completed: 0, failed: 0 } });
  });

  it.each([
    ['no body members', {}, ['/releaseId', '/xmlUrl']],
    ['an empty releaseId', { releaseId: '', xmlUrl: 'https://x.example/r.xml' }, ['/releaseId']],
    ['a relative xmlUrl', { releaseId: 'R', xmlUrl: 'r.xml' }, ['/xmlUrl']],
    ['an unknown member', { releaseId: 'R', xmlUrl: 'https://x.example/r.xml', callback: 'x' }, ['']],
    ['an array', [], ['']],
  ])('answers 400 INVALID_REQUEST to %s, with a pointer per failed rule', async (_name, body, pointers) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(validateProblem(response.body)).toBe(true);
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' });
    const errors = (response.body as { errors: { pointer: string }[] }).errors;
    expect(errors.map((e) => e.pointer).sort()).toEqual(pointers.sort());
  });

  it('answers 400 INVALID_JSON to a body that is not JSON', async () => {
    const response = await call(mock, 'POST', '/partner/v1/ddex/ingests', { rawBody: '{"releaseId":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_JSON' });
  });

  it.each(['text/xml', 'text/plain', 'application/x-www-form-urlencoded'])('answers 415 to %s', async (type) => {
    const response = await call(mock, 'POST', '/partner/v1/ddex/ingests', { rawBody: 'releaseId=R', headers: { 'content-type': type } });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await create({ releaseId: 'R'.repeat(70_000), xmlUrl: 'https://x.example/r.xml' });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['plain http to another host', 'http://files.partner.example/r.xml'],
    ['ftp', 'ftp://files.partner.example/r.xml'],
    ['a file URL', 'file:///etc/passwd'],
  ])('answers 400 XML_URL_NOT_HTTPS to %s', async (_name, xmlUrl) => {
    const response = await create({ releaseId: 'R', xmlUrl });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'XML_URL_NOT_HTTPS' });
  });

  it.each([
    ['an expired pre-signed URL (403)', '/gone.xml?X-Amz-Signature=secretsig', 'XML_FETCH_FAILED', /403/],
    ['a missing file', '/nothing.xml', 'XML_FETCH_FAILED', /404/],
    ['an XML over the size cap', '/big.xml', 'XML_TOO_LARGE', /2048/],
    ['a PurgeReleaseMessage', '/purge.xml', 'ERN_MESSAGE_TYPE_UNSUPPORTED', /PurgeReleaseMessage/],
    ['malformed XML', '/malformed.xml', 'XML_MALFORMED', /not well-formed|unclosed/i],
    ['a DOCTYPE', '/doctype.xml', 'XML_DOCTYPE_FORBIDDEN', /DOCTYPE/],
    ['an unsupported ERN version', '/v39.xml', 'ERN_VERSION_UNSUPPORTED', /ern\/39/],
  ])('answers 422 to %s', async (_name, urlPath, code, detail) => {
    const response = await create({ releaseId: 'R', xmlUrl: `${files.url}${urlPath}` });
    expect(response.status).toBe(422);
    expect(validateProblem(response.body)).toBe(true);
    expect(response.body).toMatchObject({ code });
    expect((response.body as { detail: string }).detail).toMatch(detail);
    expect(response.text).not.toContain('secretsig');
  });

  it('answers 422 XML_FETCH_FAILED when nothing listens at xmlUrl', async () => {
    const response = await create({ releaseId: 'R', xmlUrl: 'http://127.0.0.1:9/r.xml' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'XML_FETCH_FAILED' });
  });

  it('answers 422 XML_FETCH_FAILED for the xml-fetch-failed scenario without fetching', async () => {
    const before = files.hits('/two.xml');
    const response = await create({ releaseId: 'R', xmlUrl: `${files.url}/two.xml` }, { prefer: 'scenario=xml-fetch-failed' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'XML_FETCH_FAILED' });
    expect(files.hits('/two.xml')).toBe(before);
  });

  it('answers 400 SCENARIO_INVALID to an unknown scenario in Prefer', async () => {
    const response = await create({ releaseId: 'R', xmlUrl: `${files.url}/two.xml` }, { prefer: 'scenario=explode' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'SCENARIO_INVALID' });
  });
});

describe.runIf(hasSamples)('create with every shared DDEX sample', () => {
  let samples: FixtureServer;
  let big: TestMock;
  beforeAll(async () => {
    samples = await startFixtureServer();
    for (const { sample } of newReleaseSamples()) {
      samples.set(`/${sample}`, { body: readFileSync(path.join(samplesDir, sample)), contentType: 'application/xml' });
    }
    big = await startTestMock({ resources: { mode: 'simulate', simulate: { minDuration: '1h', maxDuration: '1h' } } });
  });
  afterAll(async () => {
    await big.close();
    await samples.close();
  });

  it.each(newReleaseSamples())('$sample: resources.total counts the files the message delivers', async ({ sample }) => {
    const xmlUrl = `${samples.url}/${sample}?X-Amz-Signature=abc`;
    const response = await call(big, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: sample, xmlUrl } });
    expect(response.status, response.text).toBe(201);
    const expected = fileUrisByRegex(readFileSync(path.join(samplesDir, sample), 'utf8'), xmlUrl);
    expect((response.body as { resources: { total: number } }).resources.total).toBe(expected.length);
  });
});
