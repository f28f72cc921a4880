/** Runs the conformance suite against a real mock server configured the way the README shows. */
import type { ImplementationFault, Variant } from '../../mock-server/src/seam/index.js';
import { type ConformanceOptions, runConformance } from '../../conformance/run.js';
import type { ConformanceReport, Profile } from '../../conformance/types.js';
import { call, startTestMock, type TestMock } from '../mock-server/server/harness.js';

/** The operator token of the mock's default config. */
export const operatorHeaders = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };

export const keys = { active: 'pk_conf_active_1', revoked: 'pk_conf_revoked_1', inactive: 'pk_conf_inactive_1' };
const op = operatorHeaders;

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
  /** Called after the run, before the mock stops: reads the mock's own records (the operator API). */
  inspect?: (mock: TestMock, report: ConformanceReport) => Promise<void>;
}): Promise<ConformanceReport> {
  const mock = await startTestMock(
    {
      partners: [
        { id: 'acme', apiKeys: [keys.active, keys.revoked] },
        { id: 'dormant', apiKeys: [keys.inactive], active: false },
      ],
      webhooks: { retrySchedule: ['300ms', '900ms', '1800ms', '3600ms', '7200ms'], timeout: options.webhookTimeout ?? '10s' },
      ...options.config,
    },
    { faults: options.faults ?? [], variants: options.variants ?? [] },
  );
  try {
    const partner = (await call(mock, 'GET', '/_operator/partners/acme', { headers: op })).body as { apiKeys: { id: string; preview: string }[] };
    const revoked = partner.apiKeys.find((k) => keys.revoked.endsWith(k.preview.slice(1)));
    await call(mock, 'DELETE', `/_operator/partners/acme/keys/${revoked?.id ?? 'none'}`, { headers: op });
    const report = await runConformance({
      baseUrl: mock.url,
      apiKey: keys.active,
      inactiveKey: keys.inactive,
      revokedKey: keys.revoked,
      profiles: options.profiles,
      maxWaitMs: options.maxWaitMs ?? 20_000,
      ...(options.slowAnswerMs === undefined ? {} : { slowAnswerMs: options.slowAnswerMs }),
      ...(options.only ? { only: options.only } : {}),
      beforeChecks: async ({ receiverUrl }) => {
        await call(mock, 'PUT', '/_operator/partners/acme/webhook', { body: { url: receiverUrl }, headers: op });
      },
      ...options.extra,
    });
    await options.inspect?.(mock, report);
    return report;
  } finally {
    await mock.close();
  }
}
