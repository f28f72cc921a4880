/**
 * Every example of the contract validates against its schema through the generated validators, and
 * carries no member its schema does not declare (a misspelt optional member would otherwise pass).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as validators from '../../generated/validators.js';
import {
  allOperations,
  asyncapi,
  deref,
  isObject,
  type Json,
  type JsonObject,
  openapi,
  pointer,
  schemaName,
} from '../support/contract.js';

type Validator = ((data: unknown) => boolean) & { errors?: unknown };

function validatorFor(schema: string): Validator {
  const validator = (validators as unknown as Record<string, Validator>)[`validate${schema}`];
  if (!validator) throw new Error(`no generated validator for ${schema}`);
  return validator;
}

interface ExampleCase {
  where: string;
  schema: string;
  value: Json;
}

function mediaTypeExamples(where: string, content: Json | undefined): ExampleCase[] {
  const cases: ExampleCase[] = [];
  if (!isObject(content)) return cases;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isObject(media)) continue;
    const schema = schemaName(media.schema);
    if (!schema) throw new Error(`${where} ${mediaType}: schema must be a component $ref`);
    for (const [name, example] of Object.entries(isObject(media.examples) ? media.examples : {})) {
      const resolved = deref(example);
      if (!isObject(resolved) || !('value' in resolved)) throw new Error(`${where} ${name}: no value`);
      cases.push({ where: `${where} ${mediaType} example "${name}"`, schema, value: resolved.value });
    }
  }
  return cases;
}

/** Request bodies, responses, parameters and headers of every operation, with their examples. */
function operationExamples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const { where, path, method, operation } of allOperations()) {
    const at = `${where} ${method.toUpperCase()} ${path}`;
    const body = deref(operation.requestBody ?? null);
    if (isObject(body)) cases.push(...mediaTypeExamples(`${at} requestBody`, body.content));
    for (const [status, response] of Object.entries(
      isObject(operation.responses) ? operation.responses : {},
    )) {
      const resolved = deref(response);
      if (!isObject(resolved)) continue;
      cases.push(...mediaTypeExamples(`${at} ${status}`, resolved.content));
      for (const [header, definition] of Object.entries(isObject(resolved.headers) ? resolved.headers : {})) {
        if (isObject(definition) && 'example' in definition) {
          cases.push(...inlineSchemaExample(`${at} ${status} header ${header}`, definition));
        }
      }
    }
    for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
      const resolved = deref(parameter);
      if (isObject(resolved) && 'example' in resolved) {
        cases.push(...inlineSchemaExample(`${at} parameter ${String(resolved.name)}`, resolved));
      }
    }
  }
  return cases;
}

/** A parameter or header example: validated by its component schema, or by its inline type. */
function inlineSchemaExample(where: string, definition: JsonObject): ExampleCase[] {
  const schema = schemaName(definition.schema);
  if (schema) return [{ where, schema, value: definition.example as Json }];
  inlineChecks.push({ where, schema: definition.schema as JsonObject, value: definition.example as Json });
  return [];
}
const inlineChecks: { where: string; schema: JsonObject; value: Json }[] = [];

/** `examples` keywords inside component schemas: only allowed at a component's root, where a validator exists. */
function schemaExamples(): { cases: ExampleCase[]; misplaced: string[] } {
  const cases: ExampleCase[] = [];
  const misplaced: string[] = [];
  const walk = (node: Json, at: string, root: string | undefined) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, `${at}/${i}`, undefined);
      });
      return;
    }
    if (!isObject(node)) return;
    if (Array.isArray(node.examples)) {
      if (!root) misplaced.push(at);
      else
        for (const [i, value] of node.examples.entries())
          cases.push({ where: `${at}/examples/${i}`, schema: root, value });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'examples') walk(child, `${at}/${key}`, undefined);
    }
  };
  const schemas = pointer(openapi, '#/components/schemas');
  if (isObject(schemas)) {
    for (const [name, schema] of Object.entries(schemas)) walk(schema, `#/components/schemas/${name}`, name);
  }
  return { cases, misplaced };
}

/** Members of `value` that `schema` (a component name or inline schema) does not declare, recursively. */
function undeclaredMembers(value: Json, schema: Json, at = ''): string[] {
  const resolved = deref(schema);
  if (!isObject(resolved) || !isObject(value)) return [];
  const properties: JsonObject = {};
  const collect = (s: Json) => {
    const r = deref(s);
    if (!isObject(r)) return;
    if (isObject(r.properties)) Object.assign(properties, r.properties);
  };
  collect(resolved);
  // A union (IngestRecord, WebhookEvent): the members of the variant the value is, told apart by the
  // `const` of its discriminating member (status, eventType); OtherEvent (no const) takes the rest.
  if (Array.isArray(resolved.oneOf)) {
    const variants = resolved.oneOf.map((v) => deref(v)).filter(isObject);
    const matches = (v: JsonObject) =>
      Object.entries(isObject(v.properties) ? v.properties : {}).every(
        ([key, member]) => !isObject(member) || !('const' in member) || member.const === value[key],
      );
    const variant = variants.find(matches);
    if (variant) collect(variant);
  }
  if (Object.keys(properties).length === 0) return [];
  const found: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const declared = properties[key];
    if (declared === undefined) found.push(`${at}/${key}`);
    else found.push(...undeclaredMembers(member, declared, `${at}/${key}`));
  }
  return found;
}

const allCases = [...operationExamples(), ...schemaExamples().cases];

describe('openapi.yaml examples', () => {
  it('has examples on every request, response and webhook body', () => {
    const ops = allOperations();
    for (const { path, method, operation } of ops) {
      const at = `${method.toUpperCase()} ${path}`;
      const body = deref(operation.requestBody ?? null);
      if (isObject(body)) {
        expect(mediaTypeExamples(at, body.content).length, `${at} requestBody`).toBeGreaterThan(0);
      }
      for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
        const resolved = deref(response);
        if (isObject(resolved) && resolved.content) {
          expect(mediaTypeExamples(at, resolved.content).length, `${at} ${status}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each(allCases.map((c) => [c.where, c] as const))('%s validates against its schema', (_where, c) => {
    const validate = validatorFor(c.schema);
    const valid = validate(c.value);
    expect(valid ? [] : validate.errors, `${c.where} against ${c.schema}`).toEqual([]);
  });

  it.each(allCases.filter((c) => isObject(c.value)).map((c) => [c.where, c] as const))(
    '%s declares every member it uses',
    (_where, c) => {
      expect(undeclaredMembers(c.value, { $ref: `#/components/schemas/${c.schema}` })).toEqual([]);
    },
  );

  it('keeps schema examples at component roots, where a generated validator checks them', () => {
    expect(schemaExamples().misplaced).toEqual([]);
  });

  it('checks inline header and parameter examples by their declared type', () => {
    expect(inlineChecks.length).toBeGreaterThan(0);
    for (const { where, schema, value } of inlineChecks) {
      if (schema.type === 'integer') expect(Number.isInteger(value), where).toBe(true);
      if (schema.type === 'string') expect(typeof value, where).toBe('string');
      if (typeof schema.minimum === 'number')
        expect(value as number, where).toBeGreaterThanOrEqual(schema.minimum);
    }
  });

  it('covers the four bodies the toolkit validates', () => {
    const schemas = new Set(allCases.map((c) => c.schema));
    for (const schema of ['CreateIngestRequest', 'IngestRecord', 'WebhookEvent', 'Problem']) {
      expect(schemas, schema).toContain(schema);
    }
  });
});

describe('asyncapi.yaml examples', () => {
  const message = pointer(asyncapi, '#/components/messages/ingest') as JsonObject;
  const examples = (message.examples ?? []) as JsonObject[];
  const resolvePayload = (payload: Json): Json => {
    if (isObject(payload) && typeof payload.$ref === 'string') {
      const [file, ref] = payload.$ref.split('#');
      expect(file).toBe('./openapi.yaml');
      return pointer(openapi, `#${ref}`);
    }
    return payload;
  };

  it('has a completed, a failed and an unknown-type example', () => {
    expect(examples.map((e) => e.name)).toEqual(['completed', 'failed', 'unknownEventType']);
  });

  it.each(examples.map((e) => [String(e.name), e] as const))(
    '"%s" has a valid envelope and a real signature with the example key',
    (_name, example) => {
      const payload = resolvePayload(example.payload ?? null);
      expect(
        validators.validateWebhookEvent(payload),
        JSON.stringify(validators.validateWebhookEvent.errors),
      ).toBe(true);
      const header = String((example.headers as JsonObject)['X-Service-Signature']);
      expect(validators.validateServiceSignature(header)).toBe(true);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      const expected = createHmac('sha256', 'pk_test_acme_1')
        .update(`${t}.${JSON.stringify(payload)}`)
        .digest('hex');
      expect(v1).toBe(expected);
    },
  );
});

describe('openapi.yaml webhook signature example', () => {
  it('signs the completed example body with the example key', () => {
    const parameter = (pointer(openapi, '#/webhooks/ingest/post/parameters/0') as JsonObject).example;
    const body = (pointer(openapi, '#/components/examples/WebhookEventCompleted') as JsonObject).value;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(parameter)) ?? [];
    const expected = createHmac('sha256', 'pk_test_acme_1')
      .update(`${t}.${JSON.stringify(body)}`)
      .digest('hex');
    expect(v1).toBe(expected);
  });
});
