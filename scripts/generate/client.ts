/**
 * The typed client factory over openapi-fetch. Its types come from generated/openapi.ts and its header
 * name from the contract's security scheme (generated/contract.ts), so it follows the contract.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedHeader } from './contract.js';

const templatePath = path.join(import.meta.dirname, 'client.template.txt');

export async function generateClient(): Promise<string> {
  return `${generatedHeader('openapi.yaml')}${await readFile(templatePath, 'utf8')}`;
}
