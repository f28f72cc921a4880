/**
 * The CLI's client of the mock's operator API: openapi-fetch typed by operator.openapi.yaml (generated/operator.ts),
 * so a command names an operation's path (checked against the contract when it compiles) and gets its request and
 * answer types.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/operator.js';
import { type CommandIo, mockFetch } from './mock-client.js';

export type OperatorClient = Client<paths>;
/** The operator API's schemas (`Event`, `Attempt`, `Partner`…), by name. */
export type OperatorSchemas = components['schemas'];

/**
 * A client that sends the operator token in `X-Operator-Token` on every call. An answer that is not 2xx, or a
 * mock that cannot be reached, rejects with a CommandError (mock-client.ts mockFetch), so `data` is the answer.
 */
export function operatorClient(io: CommandIo, baseUrl: string, token: string): OperatorClient {
  return createClient<paths>({
    baseUrl,
    headers: { 'accept': 'application/json', 'x-operator-token': token },
    fetch: mockFetch(io, baseUrl),
  });
}

/** The answer of a call that resolved (mockFetch rejects every other), as its 2xx type. */
export function answer<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('the operator API answered 2xx without a body');
  return result.data;
}
