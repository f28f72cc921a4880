/**
 * Which operation of the service a request is (openapi.yaml's paths): the create, or the lookup at either path
 * spec 4.2 leaves open. Any other request is forwarded and counted, but judged by no rule.
 */
import { operationsById } from '../../generated/contract.js';
import type { ServiceOperation } from '../rules/answers.js';

export interface Operation {
  operation: ServiceOperation;
  /** The lookup's `{ingestId}`, as the path carries it (percent-decoded); null for the create. */
  ingestId: string | null;
}

const lookups = ([['getIngest', operationsById.getIngest.path], ['getIngestSpecPath', operationsById.getIngestSpecPath.path]] as const)
  .map(([operation, template]) => {
    const [before = '', after = ''] = template.split('{ingestId}');
    return { operation, before, after };
  });

function decoded(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The operation of `method` `path` (without the query), or null. */
export function operationOf(method: string, path: string): Operation | null {
  if (method === 'POST' && path === operationsById.createIngest.path) return { operation: 'createIngest', ingestId: null };
  if (method !== 'GET') return null;
  for (const { operation, before, after } of lookups) {
    if (!path.startsWith(before) || !path.endsWith(after)) continue;
    const id = path.slice(before.length, path.length - after.length);
    if (id !== '' && !id.includes('/')) return { operation, ingestId: decoded(id) };
  }
  return null;
}
