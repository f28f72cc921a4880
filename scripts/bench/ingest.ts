/** Creates through the mock's public API (spec 4.1), as a partner does: the setup of the lookup figure. */
import { benchApiKey, createPath } from './protocol.js';

export const benchReleaseId = 'BENCH-RELEASE-1';

export function createHeaders(): Record<string, string> {
  return { 'X-API-Key': benchApiKey, 'Content-Type': 'application/json' };
}

export function createBody(xmlUrl: string): string {
  return JSON.stringify({ releaseId: benchReleaseId, xmlUrl });
}

/** POSTs one create and returns the ingest record of the 201. */
export async function createIngest(mockUrl: string, xmlUrl: string): Promise<{ ingestId: string; record: unknown }> {
  const response = await fetch(`${mockUrl}${createPath}`, {
    method: 'POST',
    headers: createHeaders(),
    body: createBody(xmlUrl),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`creating the ingest to look up answered HTTP ${response.status}: ${text}`);
  const record = JSON.parse(text) as { ingestId?: unknown };
  if (typeof record.ingestId !== 'string') throw new Error(`the create answered no ingestId: ${text}`);
  return { ingestId: record.ingestId, record };
}
