/** TypeScript types for paths, components and webhooks, by openapi-typescript. */
import openapiTS, { astToString } from 'openapi-typescript';
import { generatedHeader, openapiPath } from './contract.js';

/**
 * The types of the OpenAPI document at `specPath` (`source`, as the header names it), by openapi-typescript
 * with the options every generated types file shares: the service's (below) and the operator API's
 * (operator-types.ts).
 */
export async function openapiTypes(specPath: string, source: string): Promise<string> {
  const ast = await openapiTS(new URL(`file://${specPath}`), {
    silent: true,
    alphabetize: false,
    exportType: false,
  });
  return `${generatedHeader(source)}${astToString(ast)}`;
}

export function generateTypes(): Promise<string> {
  return openapiTypes(openapiPath, 'openapi.yaml');
}
