/**
 * The fuzz profile against the mock: generated requests, zero failures; the same seed gives the same cases; and a
 * service that accepts a key in the query string is caught. `npm test` sends 2,000 (each family its share, every
 * generator drawn); `npm run test:fuzz` (which `.ci/run` runs too) sends 10,000: `PIK_FUZZ_CASES` says how many.
 */
import { describe, expect, it } from 'vitest';
import { fuzzCases, fuzzFamilies } from '../../conformance/fuzz/cases.js';
import { seededRandom } from '../../conformance/fuzz/random.js';
import { certify } from './support.js';

const cases = Number(process.env.PIK_FUZZ_CASES ?? 2_000);

describe('the fuzz profile', () => {
  it(`sends ${cases.toLocaleString('en')} generated requests to the mock: no 5xx, no hang, no 2xx to invalid input`, async () => {
    expect(Number.isSafeInteger(cases) && cases > 0, `PIK_FUZZ_CASES=${process.env.PIK_FUZZ_CASES ?? ''}: a whole number of cases`).toBe(true);
    const report = await certify({ profiles: ['fuzz'], extra: { requestsPerSecond: 100_000, fuzzCases: cases, seed: 20261123 } });
    const failures = report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''}\n${r.failure?.received ?? ''}`);
    expect(failures).toEqual([]);
    expect(report.results.map((r) => r.id)).toEqual(fuzzFamilies.map((f) => `fuzz.${f}`));
  }, 180_000);

  it('makes the same cases from the same seed, and others from another', () => {
    const inputs = { apiKey: 'pk_x', xmlUrl: 'https://files.example/r.xml', releasePrefix: 'CONF-FUZZ' };
    for (const family of fuzzFamilies) {
      const a = fuzzCases(family, 50, seededRandom(7), inputs);
      expect(fuzzCases(family, 50, seededRandom(7), inputs)).toEqual(a);
      expect(fuzzCases(family, 50, seededRandom(8), inputs)).not.toEqual(a);
    }
  });

  it('catches a service that accepts the key in a query string, with a curl line per case', async () => {
    const report = await certify({ profiles: ['fuzz'], faults: ['key-in-query-accepted'], only: ['fuzz.query-credentials'], extra: { requestsPerSecond: 100_000, fuzzCases: 600 } });
    const [result] = report.results;
    expect(result?.status).toBe('failed');
    expect(result?.failure?.received).toMatch(/HTTP 20[01] to invalid input\n\s+curl -sS -i -X (GET|POST) "http:\/\/127\.0\.0\.1:\d+\/[^"]*\?[^"]*=\$\{INGEST_API_KEY\}"/);
  }, 60_000);
});
