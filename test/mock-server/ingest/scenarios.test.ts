/** Scenario choice (Prefer header, config rules) and planning. */
import { describe, expect, it } from 'vitest';
import { releaseIdMatcher, type ScenarioRule } from '../../../mock-server/src/config.js';
import { chooseScenario, failsByPlan, planIngest, scenarioFromPrefer, simulatedDurations } from '../../../mock-server/src/ingest/scenarios.js';
import { createRng } from '../../../mock-server/src/rng.js';

const rule = (releaseId: string, scenario: ScenarioRule['scenario']): ScenarioRule => ({
  releaseId,
  matcher: releaseIdMatcher(releaseId),
  scenario,
  files: 2,
  durationMs: 5_000,
});

describe('Prefer: scenario=...', () => {
  it.each([
    ['scenario=slow', { scenario: 'slow', files: 1, durationMs: 30_000 }],
    ['scenario=slow; duration=90s', { scenario: 'slow', durationMs: 90_000 }],
    ['scenario=slow; duration=2', { scenario: 'slow', durationMs: 2_000 }],
    ['respond-async, scenario="resource-fetch-failed"; files=3', { scenario: 'resource-fetch-failed', files: 3 }],
    ['SCENARIO=xml-fetch-failed', { scenario: 'xml-fetch-failed' }],
    ['scenario=resource-fetch-failed;files=all', { scenario: 'resource-fetch-failed', files: 'all' }],
  ])('reads %s', (header, want) => {
    const result = scenarioFromPrefer(header);
    expect(result.ok && result.choice).toMatchObject({ ...want, source: 'prefer' });
  });

  it.each([undefined, '', 'respond-async', 'wait=10'])('ignores a Prefer without a scenario (%s)', (header) => {
    expect(scenarioFromPrefer(header)).toEqual({ ok: true, choice: null });
  });

  it.each([
    ['scenario=explode', /unknown scenario "explode"/],
    ['scenario=resource-fetch-failed; files=0', /files=0/],
    ['scenario=slow; duration=soon', /Invalid duration/],
  ])('refuses %s with a message', (header, message) => {
    const result = scenarioFromPrefer(header);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('chooseScenario', () => {
  const rules = [rule('FAIL-*', 'resource-fetch-failed'), rule('/^slow-\\d+$/i', 'slow')];

  it('takes the first matching rule by glob or regex', () => {
    expect(chooseScenario('FAIL-1', null, rules)).toMatchObject({ scenario: 'resource-fetch-failed', files: 2, source: 'rule' });
    expect(chooseScenario('SLOW-42', null, rules)).toMatchObject({ scenario: 'slow', durationMs: 5_000 });
    expect(chooseScenario('slow-x', null, rules)).toMatchObject({ scenario: 'completed', source: 'default' });
  });

  it('lets the Prefer header win over the rules', () => {
    const prefer = scenarioFromPrefer('scenario=completed');
    expect(chooseScenario('FAIL-1', prefer.ok ? prefer.choice : null, rules).scenario).toBe('completed');
  });

  it('treats glob metacharacters other than * and ? literally', () => {
    expect(releaseIdMatcher('A.B*').test('AxB1')).toBe(false);
    expect(releaseIdMatcher('A.B*').test('A.B1')).toBe(true);
    expect(releaseIdMatcher('R?').test('R1')).toBe(true);
  });
});

describe('planIngest', () => {
  const base = { fileCount: 5, receivedAt: 1_000 };
  const failing = (plan: ReturnType<typeof planIngest>) => [0, 1, 2, 3, 4].filter((i) => failsByPlan(plan, i, 5));

  it('fails the last n files for resource-fetch-failed, at most all of them', () => {
    const choice = { scenario: 'resource-fetch-failed' as const, files: 2, durationMs: 0, source: 'prefer' as const };
    expect(failing(planIngest({ ...base, choice }))).toEqual([3, 4]);
    expect(failing(planIngest({ ...base, choice: { ...choice, files: 9 } }))).toEqual([0, 1, 2, 3, 4]);
    expect(failing(planIngest({ ...base, choice: { ...choice, files: 'all' } }))).toHaveLength(5);
    expect(failing(planIngest({ ...base, choice: { ...choice, scenario: 'completed' } }))).toEqual([]);
  });

  it('holds a slow ingest until receivedAt + duration', () => {
    const choice = { scenario: 'slow' as const, files: 1, durationMs: 7_000, source: 'rule' as const };
    expect(planIngest({ ...base, choice }).holdUntil).toBe(8_000);
  });

  it('draws simulated durations in range, the same for the same seed', () => {
    const simulate = { min: 100, max: 200 };
    const a = simulatedDurations(5, simulate, createRng(7));
    const b = simulatedDurations(5, simulate, createRng(7));
    const c = simulatedDurations(5, simulate, createRng(8));
    expect(simulatedDurations(5, null, createRng(7))).toBeNull();
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a?.every((d) => d >= 100 && d <= 200)).toBe(true);
  });
});
