/**
 * Scenarios steer the outcome of an ingest: by rules in the config matched on `releaseId`, or by the
 * request header `Prefer: scenario=<name>[; files=<n>][; duration=<d>]` (RFC 7240, as Prism uses it).
 * The header wins over the rules. Choosing and planning are pure; the runner carries the plan out.
 */
import type { Clock } from '../clock.js';
import { defaults as settingDefaults, type ScenarioName, type ScenarioRule, scenarioNames } from '../config.js';
import { parseDuration } from '../duration.js';
import type { Rng } from '../rng.js';
import type { IngestPlan } from '../store/types.js';
import { faultDefaults, type WebhookFaults, webhookFaultNames } from '../webhooks/faults.js';

export interface ScenarioChoice {
  scenario: ScenarioName;
  files: number | 'all';
  durationMs: number;
  /** How it was chosen, for the `Preference-Applied` header and the logs. */
  source: 'default' | 'rule' | 'prefer';
  /** Delivery faults for this ingest's webhook events. */
  webhookFaults?: WebhookFaults;
}

export type PreferResult = { ok: true; choice: ScenarioChoice | null } | { ok: false; message: string };

// The defaults of a config rule (config/settings.ts) are those of the header too.
const defaults = { files: settingDefaults.scenario.files, durationMs: parseDuration(settingDefaults.scenario.duration) };

/** Splits one `Prefer` header value into preferences and their parameters (RFC 7240 section 2). */
export function preferences(header: string): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const preference of header.split(',')) {
    const [head, ...params] = preference.split(';').map((p) => p.trim());
    if (!head) continue;
    const [name = '', value = ''] = head.split('=').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
    const parameters = new Map<string, string>([['', value]]);
    for (const param of params) {
      const [key = '', paramValue = ''] = param.split('=').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
      if (key) parameters.set(key.toLowerCase(), paramValue);
    }
    found.set(name.toLowerCase(), parameters);
  }
  return found;
}

/** Reads `Prefer: scenario=...`; no scenario preference gives `choice: null`. */
export function scenarioFromPrefer(header: string | undefined): PreferResult {
  if (header === undefined || header.trim() === '') return { ok: true, choice: null };
  const parameters = preferences(header).get('scenario');
  if (!parameters) return { ok: true, choice: null };
  const name = parameters.get('') ?? '';
  if (!(scenarioNames as readonly string[]).includes(name)) {
    return { ok: false, message: `Prefer: unknown scenario "${name}"; known: ${scenarioNames.join(', ')}` };
  }
  const filesText = parameters.get('files');
  let files: number | 'all' = defaults.files;
  if (filesText !== undefined) {
    if (filesText === 'all') files = 'all';
    else if (/^[1-9]\d*$/.test(filesText)) files = Number(filesText);
    else return { ok: false, message: `Prefer: files=${filesText} must be a positive integer or "all"` };
  }
  let durationMs: number = defaults.durationMs;
  const durationText = parameters.get('duration');
  if (durationText !== undefined) {
    try {
      durationMs = parseDuration(durationText);
    } catch (error) {
      return { ok: false, message: `Prefer: ${(error as Error).message}` };
    }
  }
  const faultsText = parameters.get('webhook-faults');
  let webhookFaults: WebhookFaults | undefined;
  if (faultsText !== undefined) {
    webhookFaults = {};
    for (const fault of faultsText.split('+').map((f) => f.trim())) {
      if (!(webhookFaultNames as readonly string[]).includes(fault)) {
        return { ok: false, message: `Prefer: unknown webhook fault "${fault}"; known: ${webhookFaultNames.join(', ')} (join several with +)` };
      }
      const name = fault as keyof typeof faultDefaults;
      webhookFaults[name] = faultDefaults[name];
    }
  }
  const choice: ScenarioChoice = { scenario: name as ScenarioName, files, durationMs, source: 'prefer' };
  if (webhookFaults) choice.webhookFaults = webhookFaults;
  return { ok: true, choice };
}

/** The header's scenario, else the first config rule matching `releaseId`, else `completed`. */
export function chooseScenario(
  releaseId: string,
  fromPrefer: ScenarioChoice | null,
  rules: readonly ScenarioRule[],
): ScenarioChoice {
  if (fromPrefer) return fromPrefer;
  const rule = rules.find((r) => r.matcher.test(releaseId));
  if (rule) {
    const choice: ScenarioChoice = { scenario: rule.scenario, files: rule.files, durationMs: rule.durationMs, source: 'rule' };
    if (rule.webhookFaults) choice.webhookFaults = rule.webhookFaults;
    return choice;
  }
  return { scenario: 'completed', ...defaults, source: 'default' };
}

/** The `Preference-Applied` value for a scenario chosen by `Prefer` (RFC 7240 section 3). */
export function preferenceApplied(choice: ScenarioChoice): string | null {
  return choice.source === 'prefer' ? `scenario=${choice.scenario}` : null;
}

/**
 * Fixes, at create time, what will happen to the ingest, so that a restart resumes the same plan: how many
 * files fail (the last ones, `files` of them) and until when a `slow` ingest stays processing. How long each
 * file takes in simulate mode is {@link simulatedDurations}, kept with each file.
 */
export function planIngest(input: {
  choice: ScenarioChoice;
  fileCount: number;
  receivedAt: number;
  /** Turns the scenario's simulated duration into store ms (the service's clock); default as is. */
  clock?: Pick<Clock, 'fromSimulated'>;
}): IngestPlan {
  const { choice, fileCount, receivedAt, clock } = input;
  const failLastFiles = choice.scenario !== 'resource-fetch-failed'
    ? 0
    : choice.files === 'all' ? fileCount : Math.min(choice.files, fileCount);
  return {
    scenario: choice.scenario,
    failLastFiles,
    // Store times are wall-clock ms; the duration is simulated (--time-scale shortens it).
    holdUntil: choice.scenario === 'slow' ? receivedAt + (clock ? clock.fromSimulated(choice.durationMs) : choice.durationMs) : null,
    ...(choice.webhookFaults ? { webhookFaults: choice.webhookFaults } : {}),
  };
}

/** Whether file `index` of `total` is one the plan makes fail without fetching it (the last `failLastFiles`). */
export function failsByPlan(plan: IngestPlan, index: number, total: number): boolean {
  return index >= total - plan.failLastFiles;
}

/** The simulated loading duration of each file (ms, seeded), or null outside simulate mode. */
export function simulatedDurations(fileCount: number, simulate: { min: number; max: number } | null, rng: Rng): number[] | null {
  return simulate ? Array.from({ length: fileCount }, () => rng.int(simulate.min, simulate.max)) : null;
}
