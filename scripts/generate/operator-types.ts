/**
 * TypeScript types of the operator API (operator.openapi.yaml, ours, not the service's) by openapi-typescript:
 * generated/operator.ts, read by the CLI's typed operator client (cli/operator-client.ts).
 */
import path from 'node:path';
import { repoRoot } from './contract.js';
import { openapiTypes } from './types.js';

export const operatorOpenapiPath = path.join(repoRoot, 'operator.openapi.yaml');

export function generateOperatorTypes(): Promise<string> {
  return openapiTypes(operatorOpenapiPath, 'operator.openapi.yaml');
}
