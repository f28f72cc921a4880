/**
 * `ingest-kit proxy --webhooks-port`: the service's webhooks received and checked in the proxy's process, against the
 * lookups the proxy forwarded.
 */
import type { RunningProxy } from '../../conformance/live/proxy/index.js';
import { ViolationLog } from '../../conformance/live/violation-log.js';
import { WebhookWatcher } from '../../conformance/live/webhook-checks.js';
import type { ListenerLimits } from '../../conformance/listener-limits.js';
import { listenFailure } from '../errors.js';
import type { LineBatch } from '../line-batch.js';
import { deliveryLine, startListener } from '../listen/index.js';

/** What the webhook listener takes of the proxy's flags. */
export interface WebhookSettings {
  host: string;
  limits: ListenerLimits;
  webhooks: { port: number; apiKey: readonly string[]; forwardTo?: string } | undefined;
}

export interface Deliveries {
  url: string;
  violations: ViolationLog;
  count(): number;
  close(): Promise<void>;
}

/**
 * `--webhooks-port`: the listener of `ingest-kit listen --validate` in this process, its watcher told the last record
 * the proxy saw of each ingest. Undefined without the flag; null when it cannot listen (said on stderr).
 */
export async function startWebhooks(
  options: WebhookSettings,
  proxy: RunningProxy,
  lines: LineBatch,
): Promise<Deliveries | null | undefined> {
  const { webhooks } = options;
  if (webhooks === undefined) return undefined;
  const violations = new ViolationLog();
  let count = 0;
  try {
    const listener = await startListener({
      port: webhooks.port,
      host: options.host,
      apiKey: webhooks.apiKey,
      limits: options.limits,
      ...(webhooks.forwardTo === undefined ? {} : { forwardTo: webhooks.forwardTo }),
      watcher: new WebhookWatcher({ apiKey: webhooks.apiKey, lastLookup: (ingestId) => proxy.lastRecord(ingestId) }),
      onRequest: (request) => {
        count += 1;
        violations.add(request.violations ?? []);
        lines.line(deliveryLine(request));
      },
    });
    return { url: listener.url, violations, count: () => count, close: () => listener.close() };
  } catch (error) {
    const listening = listenFailure(error, { '--webhooks-port': webhooks.port }, options.host);
    process.stderr.write(`ingest-kit proxy: ${listening?.message ?? `cannot listen for webhooks on ${options.host}:${webhooks.port}: ${(error as Error).message}`}\n`);
    return null;
  }
}
