/**
 * contract/live-report.schema.json and conformance/live/types.ts say the same: reports built from the types (an
 * object literal of the types, so a member the types gain fails to compile until it is written here) validate in
 * both forms, exchanges and deliveries; a member the schema does not know, a wrong value or a missing one does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ruleKinds, type DeliveriesReport, type LiveReport, type ProxyReport } from '../../conformance/live/types.js';
import { repoRoot } from '../support/contract.js';

const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/live-report.schema.json'), 'utf8')) as {
  $defs: { Violation: { properties: { kind: { enum: string[] } } } };
};
const validate = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).compile(schema);

const proxy: ProxyReport = {
  exchanges: 3,
  violations: [
    { rule: 'create.processing', kind: 'spec', method: 'POST', path: '/partner/v1/ddex/ingests', status: 201, ingestId: '1001', message: 'm' },
    { rule: 'extensions.problem-json', kind: 'extension', method: 'GET', path: '/ddex/ingests/x', status: 404, ingestId: null, message: 'm' },
    { rule: 'request.key-in-header', kind: 'spec', method: 'GET', path: '/ddex/ingests/1', status: null, ingestId: '1', message: 'm' },
  ],
};
const deliveries: DeliveriesReport = {
  deliveries: 2,
  violations: [{ rule: 'webhooks.signature', kind: 'spec', method: 'POST', path: '/hooks', status: 200, ingestId: '1001', message: 'm' }],
};

describe('contract/live-report.schema.json', () => {
  it('lists exactly the rule kinds of conformance/live/types.ts', () => {
    expect(schema.$defs.Violation.properties.kind.enum).toEqual([...ruleKinds]);
  });

  it.each([
    ['a proxy report', proxy],
    ['a deliveries report', deliveries],
    ['an empty proxy report', { exchanges: 0, violations: [] }],
    ['a deliveries report that dropped violations', { ...deliveries, droppedViolations: 12 }],
    ['a proxy report that dropped violations', { ...proxy, droppedViolations: 3 }],
    ['a proxy report with the exchanges the proxy answered itself', {
      ...proxy,
      proxyAnswered: 2,
      proxyAnswers: [{ method: 'GET', path: '/ddex/ingests/1', status: 502, code: 'PROXY_TARGET_UNREACHABLE', cause: 'nothing listens at http://127.0.0.1:4010 (ECONNREFUSED)' }],
    } satisfies ProxyReport],
  ])('accepts %s', (_name, report: LiveReport) => {
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a negative or fractional count of dropped violations', () => {
    expect(validate({ ...deliveries, droppedViolations: -1 })).toBe(false);
    expect(validate({ ...deliveries, droppedViolations: 0.5 })).toBe(false);
    expect(validate({ ...proxy, droppedViolations: -1 })).toBe(false);
  });

  it('refuses a proxy answer with a query in its path, without its cause, or a count that is not one', () => {
    const answered = { method: 'GET', path: '/ddex/ingests/1', status: 504, code: 'PROXY_TARGET_TIMEOUT', cause: 'no answer within 60000 ms' };
    expect(validate({ ...proxy, proxyAnswered: 1, proxyAnswers: [answered] })).toBe(true);
    expect(validate({ ...proxy, proxyAnswered: 1, proxyAnswers: [{ ...answered, path: '/ddex/ingests/1?api_key=k' }] })).toBe(false);
    expect(validate({ ...proxy, proxyAnswered: 1, proxyAnswers: [{ ...answered, cause: undefined }] })).toBe(false);
    expect(validate({ ...proxy, proxyAnswered: -1 })).toBe(false);
    expect(validate({ ...deliveries, proxyAnswered: 0 })).toBe(false);
  });

  const violation = (r: LiveReport): Record<string, unknown> => r.violations[0] as unknown as Record<string, unknown>;
  it.each([
    ['a report with both exchanges and deliveries', (r: LiveReport) => Object.assign(r, { deliveries: 1 })],
    ['a report with neither', (r: LiveReport) => delete (r as Partial<ProxyReport>).exchanges],
    ['a member the types do not have', (r: LiveReport) => Object.assign(r, { extra: 1 })],
    ['a violation member the types do not have', (r: LiveReport) => Object.assign(violation(r), { extra: 1 })],
    ['a kind other than spec or extension', (r: LiveReport) => Object.assign(violation(r), { kind: 'advice' })],
    ['a path with its query (where keys hide)', (r: LiveReport) => Object.assign(violation(r), { path: '/ddex/ingests/1?apiKey=k' })],
    ['a status that is not an HTTP status', (r: LiveReport) => Object.assign(violation(r), { status: 42 })],
    ['a violation without its ingestId member', (r: LiveReport) => delete violation(r).ingestId],
    ['a rule id that is not area.rule', (r: LiveReport) => Object.assign(violation(r), { rule: 'Processing' })],
    ['a fractional count', (r: LiveReport) => Object.assign(r, { exchanges: 1.5 })],
  ])('refuses %s', (_name, spoil) => {
    const report = structuredClone(proxy);
    spoil(report);
    expect(validate(report)).toBe(false);
  });
});
