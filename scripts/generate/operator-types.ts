/**
 * TypeScript types of the operator API (operator.openapi.yaml, ours, not the service's) by openapi-typescript:
 * generated/operator.ts, read by the CLI's typed operator client (cli/operator-client.ts).
 */
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { generatedHeader, repoRoot } from './contract.js';

export const operatorOpenapiPath = path.join(repoRoot, 'operator.openapi.yaml');

export async function generateOperatorTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${operatorOpenapiPath}`), {
    silent: true,
    alphabetize: false,
    exportType: false,
  });
  return `${generatedHeader('operator.openapi.yaml')}${astToString(ast)}`;
}
