/**
 * Constants read from the contract: the problem-code registry, the webhook delivery rules, the API key
 * header and the operations with their spec sections and decision marks. Code elsewhere imports these
 * instead of repeating values that the contract owns.
 */
import { generatedHeader, type OpenApiDocument } from './contract.js';

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  kind: 'path' | 'webhook';
  specSection?: string;
  decision?: string;
}

function operationsOf(
  items: Record<string, Record<string, unknown>> | undefined,
  kind: OperationEntry['kind'],
): OperationEntry[] {
  const found: OperationEntry[] = [];
  for (const [path, item] of Object.entries(items ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const entry: OperationEntry = { operationId: String(operation.operationId), method, path, kind };
      const specSection = operation['x-spec-section'];
      const decision = operation['x-ingest-kit-decision'];
      if (typeof specSection === 'string') entry.specSection = specSection;
      if (typeof decision === 'string') entry.decision = decision;
      found.push(entry);
    }
  }
  return found;
}

function apiKeyHeaderOf(document: OpenApiDocument): string {
  const scheme = document.components.securitySchemes.ApiKey;
  if (scheme?.type !== 'apiKey' || scheme.in !== 'header' || !scheme.name) {
    throw new Error('openapi.yaml: components.securitySchemes.ApiKey must be an apiKey scheme in a header');
  }
  return scheme.name;
}

function problemCodesOf(document: OpenApiDocument): Record<string, object> {
  return Object.fromEntries(
    Object.entries(document['x-ingest-kit-problem-codes']).map(([code, entry]) => [
      code,
      {
        status: entry.status,
        title: entry.title,
        ...(entry['x-spec-section'] ? { specSection: entry['x-spec-section'] } : {}),
        ...(entry['x-ingest-kit-decision'] ? { decision: entry['x-ingest-kit-decision'] } : {}),
      },
    ]),
  );
}

function webhookDeliveryOf(document: OpenApiDocument): Record<string, unknown> {
  const { description: _description, 'x-spec-section': _section, ...rules } = document['x-webhook-delivery'];
  return rules;
}

/** Follows a local `$ref` (`#/components/...`) to what it names. */
function deref(document: OpenApiDocument, value: unknown): Record<string, unknown> {
  let node = value as Record<string, unknown>;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 10; hops++) {
    const parts = node.$ref.replace(/^#\//, '').split('/');
    const root = document as unknown as Record<string, unknown>;
    node = parts.reduce<Record<string, unknown>>((at, part) => (at[part] ?? {}) as Record<string, unknown>, root);
  }
  return node;
}

/**
 * Each path operation's documented responses: status → media type and the first example's value (what
 * `Prefer: code=<status>` answers in the mock, as Prism does).
 */
interface DocumentedResponse { contentType: string; example: unknown }

function documentedResponsesOf(document: OpenApiDocument): Record<string, Record<string, DocumentedResponse>> {
  const result: Record<string, Record<string, DocumentedResponse>> = {};
  for (const item of Object.values(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method] as { operationId?: string; responses?: Record<string, unknown> } | undefined;
      if (!operation?.operationId) continue;
      const responses: Record<string, DocumentedResponse> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        interface Media { examples?: Record<string, unknown>; example?: unknown }
        const content = (deref(document, response).content ?? {}) as Record<string, Media>;
        const [contentType, media] = Object.entries(content)[0] ?? [];
        if (!contentType || !media) continue;
        const first = media.examples ? Object.values(media.examples)[0] : undefined;
        const example = first === undefined ? media.example : deref(document, first).value;
        if (example !== undefined) responses[status] = { contentType, example };
      }
      result[operation.operationId] = responses;
    }
  }
  return result;
}

function literal(value: unknown): string {
  return `${JSON.stringify(value, null, 2)} as const`;
}

export function generateConstants(document: OpenApiDocument): string {
  const operations = Object.fromEntries(
    [...operationsOf(document.paths, 'path'), ...operationsOf(document.webhooks, 'webhook')].map(
      ({ operationId, ...rest }) => [operationId, rest],
    ),
  );
  return [
    generatedHeader('openapi.yaml'),
    '/** The header that carries the API key (components.securitySchemes.ApiKey; spec 5). */',
    `export const apiKeyHeader = ${JSON.stringify(apiKeyHeaderOf(document))};`,
    '',
    '/** Contract version (info.version). */',
    `export const contractVersion = ${JSON.stringify(document.info.version)};`,
    '',
    '/**',
    ' * Problem codes of error responses with their HTTP status (x-ingest-kit-problem-codes). `specSection`',
    ' * names the documented rule; `decision` marks a choice of ours where the specification says "not shown".',
    ' */',
    `export const problemCodes = ${literal(problemCodesOf(document))};`,
    '',
    'export type ProblemCode = keyof typeof problemCodes;',
    '',
    '/** Webhook delivery rules of spec 4.3, 6.4 and 8 (x-webhook-delivery). */',
    `export const webhookDelivery = ${literal(webhookDeliveryOf(document))};`,
    '',
    '/** Every operation of the contract, by operationId, with its spec section and decision mark. */',
    `export const operationsById = ${literal(operations)};`,
    '',
    'export type OperationId = keyof typeof operationsById;',
    '',
    '/** Each path operation\'s documented responses by status: media type and first example (`Prefer: code=<status>`). */',
    `export const documentedResponses = ${literal(documentedResponsesOf(document))};`,
    '',
  ].join('\n');
}
