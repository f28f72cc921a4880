/** Every generated file, by name, made from the contract (and the operator API's contract) in memory. */
import { generateClient } from './client.js';
import { generateConstants } from './constants.js';
import { generatedHeader, loadOpenApi } from './contract.js';
import { generateOperatorTypes } from './operator-types.js';
import { generateTypes } from './types.js';
import { generateValidatorsCode, generateValidatorsModule } from './validators.js';

const indexModule = [
  generatedHeader('openapi.yaml'),
  'export * from \'./client.js\';',
  'export * from \'./contract.js\';',
  'export type * from \'./openapi.js\';',
  'export * from \'./validators.js\';',
  '',
].join('\n');

export async function generateAll(): Promise<Map<string, string>> {
  const { document } = await loadOpenApi();
  return new Map([
    ['openapi.ts', await generateTypes()],
    ['contract.ts', generateConstants(document)],
    ['validators.standalone.js', generateValidatorsCode(document)],
    ['validators.ts', generateValidatorsModule(document)],
    ['client.ts', await generateClient()],
    // Not in index.ts: the operator API is the mock's, not the service's, and its `paths` would clash.
    ['operator.ts', await generateOperatorTypes()],
    ['index.ts', indexModule],
  ]);
}
