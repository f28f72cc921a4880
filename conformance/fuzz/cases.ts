/**
 * Generated requests for the `fuzz` profile, by family. Each case says what a conforming service may answer:
 * `refused` when the specification makes the input invalid (no 2xx: a missing or misplaced key, a body without
 * the required string members, an xmlUrl that is not an HTTPS URL), `any` where it is silent (odd content types,
 * odd but valid headers, unknown ingest ids): then only a 5xx or a hang is a failure.
 */
import { apiKeyHeader, operationsById } from '../../generated/contract.js';
import { releaseIdUnder } from '../release-id.js';
import type { Random } from './random.js';

/** The families of generated requests: the keys of `generators` below. */
export type FuzzFamily = keyof typeof generators;

export interface FuzzCase {
  family: FuzzFamily;
  /** What was generated, for the report. */
  what: string;
  method: 'GET' | 'POST';
  path: string;
  /** The key to send in X-API-Key; null sends none; undefined the suite's key. */
  apiKey?: string | null;
  query?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** `refused`: any non-2xx, no 5xx; `any`: any answer but a 5xx. */
  expect: 'refused' | 'any';
  /**
   * A create with the key and a valid body whose answer the specification leaves open (an odd Content-Type, say):
   * a service may answer it 201, which creates an album (spec 4.1).
   */
  mayCreate?: true;
}

export interface FuzzInputs {
  apiKey: string;
  /** A fetchable HTTPS-looking URL of the suite's fixture server (a valid xmlUrl shape). */
  xmlUrl: string;
  /** The run's release-id prefix: every generated releaseId starts with `<releasePrefix>-`. */
  releasePrefix: string;
}

/** A generated releaseId under the run's prefix (release-id.ts), so that one a service accepts can be found. */
function releaseIdOf(inputs: FuzzInputs, random: string): string {
  return releaseIdUnder(inputs.releasePrefix, random);
}

const createPath = operationsById.createIngest.path;

/** Values of every JSON type but a string, for members that must be strings (spec 4.1). */
const notStrings = [0, 1.5, -1, true, false, null, [], ['a'], {}, { a: 1 }, 1e308];

/** Strings that are not HTTPS URLs (spec 4.1: "string, URL (pre-signed, time-limited, HTTPS)"). */
const notHttpsUrls = ['', ' ', 'not a url', 'ftp://example.com/x.xml', 'file:///etc/passwd', 'javascript:alert(1)', 'http://', 'https://',
  '//example.com/x.xml', '/relative/x.xml', 'data:text/xml,<x/>', 'https//example.com', 'mailto:a@b.c'];

function json(value: unknown): string {
  return JSON.stringify(value);
}

function createBody(random: Random, inputs: FuzzInputs): FuzzCase {
  const releaseId = releaseIdOf(inputs, random.text(random.int(1, 20)));
  const variants: (() => [string, string])[] = [
    () => ['no releaseId', json({ xmlUrl: inputs.xmlUrl })],
    () => ['no xmlUrl', json({ releaseId })],
    () => ['an empty object', '{}'],
    () => {
      const value = random.pick(notStrings);
      return [`releaseId ${json(value)}`, json({ releaseId: value, xmlUrl: inputs.xmlUrl })];
    },
    () => {
      const value = random.pick(notStrings);
      return [`xmlUrl ${json(value)}`, json({ releaseId, xmlUrl: value })];
    },
    () => {
      const value = random.pick(notHttpsUrls);
      return [`xmlUrl ${json(value)} (not an HTTPS URL)`, json({ releaseId, xmlUrl: value })];
    },
    () => [`xmlUrl http to a public host`, json({ releaseId, xmlUrl: `http://${random.text(8).toLowerCase()}.example/x.xml` })],
    () => ['a JSON array', json([{ releaseId, xmlUrl: inputs.xmlUrl }])],
    () => {
      const value = random.pick(['"a string"', '42', 'true', 'null']);
      return [`the JSON value ${value}`, value];
    },
  ];
  const [what, body] = random.pick(variants)();
  return { family: 'create-body', what, method: 'POST', path: createPath, headers: { 'content-type': 'application/json' }, body, expect: 'refused' };
}

function malformedJson(random: Random, inputs: FuzzInputs): FuzzCase {
  const valid = json({ releaseId: releaseIdOf(inputs, random.text(10)), xmlUrl: inputs.xmlUrl });
  const variants: (() => [string, string | Uint8Array])[] = [
    () => {
      const cut = random.int(1, valid.length - 1);
      return [`valid JSON cut at ${cut}`, valid.slice(0, cut)];
    },
    () => ['trailing garbage', `${valid}}x`],
    () => {
      const depth = random.int(1_000, 100_000);
      return [`arrays nested ${depth} deep`, `${'['.repeat(depth)}${']'.repeat(depth)}`];
    },
    () => {
      const size = random.int(100_000, 3_000_000);
      return [`a ${size}-byte string member`, json({ releaseId: 'x'.repeat(size), xmlUrl: 42 })];
    },
    () => ['single quotes', `{'releaseId':'a','xmlUrl':'${inputs.xmlUrl}'}`],
    () => ['a comment', `{/* c */"releaseId":"a"}`],
    () => ['NaN', '{"releaseId":NaN,"xmlUrl":NaN}'],
    () => ['invalid UTF-8 bytes', new Uint8Array([0x7b, 0x22, 0x72, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    () => ['a lone surrogate escape in releaseId, no xmlUrl', '{"releaseId":"\\ud800"}'],
    () => ['an empty body', ''],
    () => ['only whitespace', ' \n\t '],
    () => ['a number with 10,000 digits', `{"releaseId":${'9'.repeat(10_000)}}`],
    () => ['"__proto__" and "constructor" members without xmlUrl', '{"__proto__":{"releaseId":"x"},"constructor":{"prototype":{}}}'],
  ];
  const [what, body] = random.pick(variants)();
  return { family: 'malformed-json', what, method: 'POST', path: createPath, headers: { 'content-type': 'application/json' }, body, expect: 'refused' };
}

function contentTypes(random: Random, inputs: FuzzInputs): FuzzCase {
  const valid = json({ releaseId: releaseIdOf(inputs, random.text(10)), xmlUrl: inputs.xmlUrl });
  const type = random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded',
    'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/json;;;', 'application/', '*/*', '', ';', 'application/json\u00e9']);
  // The body is a valid create only as JSON; the spec names Content-Type: application/json and no answer to others.
  const body = random.next() < 0.5 ? valid : random.pick(['<x/>', 'releaseId=a&xmlUrl=b', '--x\r\n\r\n--x--', '\u0000\u0001']);
  return {
    family: 'content-types',
    what: `Content-Type ${json(type)} with ${body === valid ? 'a valid JSON body' : json(body)}`,
    method: 'POST',
    path: createPath,
    headers: type === '' ? {} : { 'content-type': type },
    body,
    expect: 'any',
    ...(body === valid ? { mayCreate: true } : {}),
  };
}

function headers(random: Random, inputs: FuzzInputs): FuzzCase {
  const body = json({ releaseId: releaseIdOf(inputs, random.text(10)), xmlUrl: inputs.xmlUrl });
  const variants: (() => FuzzCase)[] = [
    () => ({ family: 'headers', what: 'no X-API-Key', method: 'POST', path: createPath, apiKey: null, headers: { 'content-type': 'application/json' }, body, expect: 'refused' }),
    () => {
      // Not with spaces around the key: HTTP drops a field value's surrounding whitespace, so that is the key itself.
      const key = random.pick(['', ' ', inputs.apiKey.toUpperCase(), `${inputs.apiKey}x`, inputs.apiKey.slice(0, -1), random.text(random.int(1, 8_000)),
        'null', 'undefined', `Bearer ${inputs.apiKey}`, `${inputs.apiKey},${inputs.apiKey}`]);
      const refused = key.trim() !== inputs.apiKey;
      return { family: 'headers', what: `X-API-Key ${json(key.length > 40 ? `${key.slice(0, 40)}… (${key.length})` : key)}`, method: 'POST', path: createPath, apiKey: key, headers: { 'content-type': 'application/json' }, body, ...(refused ? { expect: 'refused' } : { expect: 'any', mayCreate: true }) };
    },
    () => ({ family: 'headers', what: 'the key as Authorization: Bearer, not X-API-Key', method: 'POST', path: createPath, apiKey: null, headers: { 'content-type': 'application/json', 'authorization': `Bearer ${inputs.apiKey}` }, body, expect: 'refused' }),
    () => {
      const name = `x-${random.text(random.int(1, 40)).toLowerCase()}`;
      const value = random.text(random.int(0, 4_000), 'abc \t!"#$%&\'()*+,-./:;<=>?@[]^_`{|}~');
      return { family: 'headers', what: `an extra header ${name} of ${value.length} characters`, method: 'POST', path: createPath, headers: { 'content-type': 'application/json', [name]: value }, body: '{}', expect: 'refused' };
    },
    () => ({ family: 'headers', what: `Accept: text/html`, method: 'POST', path: createPath, headers: { 'content-type': 'application/json', 'accept': random.pick(['text/html', 'application/xml', '*/*;q=0', 'garbage']) }, body: '{}', expect: 'refused' }),
  ];
  return random.pick(variants)();
}

function queryCredentials(random: Random, inputs: FuzzInputs): FuzzCase {
  const name = random.pick(['api_key', 'apiKey', 'apikey', 'API_KEY', 'x-api-key', 'X-API-Key', 'x_api_key', 'api-key', 'key', 'token',
    'access_token', 'api_key[]', apiKeyHeader]);
  const lookup = random.next() < 0.5;
  return {
    family: 'query-credentials',
    what: `the key only in the query (${name}=…) of the ${lookup ? 'lookup' : 'create'}`,
    method: lookup ? 'GET' : 'POST',
    path: lookup ? operationsById.getIngestSpecPath.path.replace('{ingestId}', '1') : createPath,
    apiKey: null,
    query: `${encodeURIComponent(name)}=${encodeURIComponent(inputs.apiKey)}`,
    ...(lookup ? {} : { headers: { 'content-type': 'application/json' }, body: json({ releaseId: releaseIdOf(inputs, random.text(10)), xmlUrl: inputs.xmlUrl }) }),
    expect: 'refused',
  };
}

function lookupIds(random: Random): FuzzCase {
  const id = random.pick([
    () => random.text(random.int(1, 30), '0123456789'),
    () => '9'.repeat(random.int(16, 400)),
    () => random.text(random.int(1, 200)),
    () => random.pick(['..', '..%2F..%2Fetc%2Fpasswd', '%00', '%2e%2e', '-1', '0', '1e3', '0x10', '%E2%80%8B', '%F0%9F%98%80', '%20', 'null']),
  ])();
  const path = random.pick([operationsById.getIngest.path, operationsById.getIngestSpecPath.path]).replace('{ingestId}', id);
  return { family: 'lookup-ids', what: `GET ${path.length > 80 ? `${path.slice(0, 80)}…` : path}`, method: 'GET', path, expect: 'any' };
}

const generators = {
  'create-body': createBody,
  'malformed-json': malformedJson,
  'content-types': contentTypes,
  'headers': headers,
  'query-credentials': queryCredentials,
  'lookup-ids': lookupIds,
} as const satisfies Record<string, (random: Random, inputs: FuzzInputs) => FuzzCase>;

export const fuzzFamilies = Object.keys(generators) as FuzzFamily[];

/** `count` cases of one family, reproducible from the seed (each family draws from its own stream). */
export function fuzzCases(family: FuzzFamily, count: number, random: Random, inputs: FuzzInputs): FuzzCase[] {
  return Array.from({ length: count }, () => generators[family](random, inputs));
}
