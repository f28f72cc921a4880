/** Runs the conformance suite against a real mock server configured the way the README shows. */
import type { ImplementationFault, Variant } from '../../mock-server/src/seam/index.js';
import { type ConformanceOptions, runConformance } from '../../conformance/run.js';
import type { ConformanceReport, Profile } from '../../conformance/types.js';
import { call, startTestMock, type TestMock } from '../mock-server/server/harness.js';

/** The operator token of the mock's default config. */
export const operatorHeaders = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };

export const keys = { active: 'pk_conf_active_1', revoked: 'pk_conf_revoked_1', inactive: 'pk_conf_inactive_1' };
const op = operatorHeaders;

/** A partner of a certification mock, with the keys the suite is given: one active, one revoked before the run. */
export interface CertifiedPartner {
  id: string;
  active: string;
  revoked: string;
  /** The partner's own config beyond its keys (e.g. `ern: { validation: 'reject' }`). */
  config?: Record<string, unknown>;
}

/** The partner of {@link certify} when it is given none. */
export const acmePartner: CertifiedPartner = { id: 'acme', active: keys.active, revoked: keys.revoked };

/**
 * The retry schedule of a certification mock: each interval 800 ms longer than the one before. What decides whether
 * webhooks.retry-gaps-increase sees the intervals increase on a loaded machine is the smallest step between two of them
 * (a pause of the process lengthens the interval it falls in: a step of d survives a pause of d - 50 ms, and one longer
 * pause is set aside as a late attempt); the doubling schedule it replaced (300 ms … 7.2 s) had a first step of 600 ms and
 * took 31 s with the quiet period after it (twice the last interval and 3 s), this one 20 s.
 */
export const certificationRetrySchedule = ['300ms', '1100ms', '1900ms', '2700ms', '3500ms'];

/** The webhook settings of a certification mock: {@link certificationRetrySchedule}, and `timeout`. */
const certificationWebhooks = (timeout: string) => ({ retrySchedule: certificationRetrySchedule, timeout });

/**
 * A mock for certifications: `partners` (their keys, each one's revoked key revoked through the operator API) and
 * the inactive partner `dormant`. Several runs may share it, each as its own partner: each registers its own webhook
 * URL and sends its own release ids.
 */
export async function startCertificationMock(options: {
  partners: CertifiedPartner[];
  webhookTimeout?: string;
  config?: Record<string, unknown>;
  faults?: ImplementationFault[];
  variants?: Variant[];
}): Promise<TestMock> {
  const mock = await startTestMock(
    {
      partners: [
        ...options.partners.map((p) => ({ id: p.id, apiKeys: [p.active, p.revoked], ...p.config })),
        { id: 'dormant', apiKeys: [keys.inactive], active: false },
      ],
      webhooks: certificationWebhooks(options.webhookTimeout ?? '10s'),
      ...options.config,
    },
    { faults: options.faults ?? [], variants: options.variants ?? [] },
  );
  try {
    for (const partner of options.partners) {
      const { apiKeys } = (await call(mock, 'GET', `/_operator/partners/${partner.id}`, { headers: op })).body as { apiKeys: { id: string; preview: string }[] };
      const revoked = apiKeys.find((k) => partner.revoked.endsWith(k.preview.slice(1)));
      await call(mock, 'DELETE', `/_operator/partners/${partner.id}/keys/${revoked?.id ?? 'none'}`, { headers: op });
    }
  } catch (error) {
    await mock.close();
    throw error;
  }
  return mock;
}

/**
 * Runs the suite against a mock: its own, started with `faults`, `variants`, `webhookTimeout` and `config` and closed
 * at the end, or `on`, a mock of {@link startCertificationMock} shared with other runs, as `on.partner`.
 */
export async function certify(options: {
  profiles: Profile[];
  faults?: ImplementationFault[];
  variants?: Variant[];
  only?: string[];
  webhookTimeout?: string;
  slowAnswerMs?: number;
  maxWaitMs?: number;
  extra?: Partial<ConformanceOptions>;
  /** More of the mock's config file (e.g. its `ern` section). */
  config?: Record<string, unknown>;
  /** A shared mock and the partner this run is (the mock is not closed at the end). */
  on?: { mock: TestMock; partner: CertifiedPartner };
  /** Called after the run, before the mock stops: reads the mock's own records (the operator API). */
  inspect?: (mock: TestMock, report: ConformanceReport) => Promise<void>;
}): Promise<ConformanceReport> {
  const partner = options.on?.partner ?? acmePartner;
  const mock = options.on?.mock ?? await startCertificationMock({
    partners: [partner],
    ...(options.webhookTimeout === undefined ? {} : { webhookTimeout: options.webhookTimeout }),
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(options.faults === undefined ? {} : { faults: options.faults }),
    ...(options.variants === undefined ? {} : { variants: options.variants }),
  });
  try {
    const report = await runConformance({
      baseUrl: mock.url,
      apiKey: partner.active,
      inactiveKey: keys.inactive,
      revokedKey: partner.revoked,
      profiles: options.profiles,
      maxWaitMs: options.maxWaitMs ?? 20_000,
      ...(options.slowAnswerMs === undefined ? {} : { slowAnswerMs: options.slowAnswerMs }),
      ...(options.only ? { only: options.only } : {}),
      beforeChecks: async ({ receiverUrl }) => {
        await call(mock, 'PUT', `/_operator/partners/${partner.id}/webhook`, { body: { url: receiverUrl }, headers: op });
      },
      ...options.extra,
    });
    await options.inspect?.(mock, report);
    return report;
  } finally {
    if (!options.on) await mock.close();
  }
}
