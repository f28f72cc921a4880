/** TypeScript types for paths, components and webhooks, by openapi-typescript. */
import openapiTS, { astToString } from 'openapi-typescript';
import { generatedHeader, openapiPath } from './contract.js';

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${openapiPath}`), {
    silent: true,
    alphabetize: false,
    exportType: false,
  });
  return `${generatedHeader('openapi.yaml')}${astToString(ast)}`;
}
