/**
 * A development switch (`--validate-responses`): every response of the service's routes is checked
 * against the contract before it leaves. A response that breaks the contract is replaced by a 500
 * problem naming the broken rule, so a test (or a partner) sees the mock's own mistake at once.
 */
import type { FastifyInstance } from 'fastify';
import { problemCodes } from '../../generated/contract.js';
import { validateIngestRecord, validateProblem, type Validator } from '../../generated/validators.js';
import { pathOnly, problemBody, problemContentType } from './errors.js';

/** Which schema a response of the service must match, by status. */
function validatorFor(status: number): Validator<unknown> {
  return status < 400 ? validateIngestRecord : validateProblem;
}

/** Checks one response; returns what is wrong, or null. */
export function contractViolation(status: number, contentType: string, payload: string): string | null {
  const expectedType = status < 400 ? 'application/json' : problemContentType;
  if (!contentType.startsWith(expectedType)) return `content type ${contentType} where the contract says ${expectedType}`;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'the body is not JSON';
  }
  const validate = validatorFor(status);
  if (!validate(body)) {
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`).join('; ');
  }
  if (status >= 400) {
    const { code, status: bodyStatus } = body as { code: string; status: number };
    const registered = (problemCodes as Record<string, { status: number } | undefined>)[code];
    if (bodyStatus !== status) return `problem status ${bodyStatus} on an HTTP ${status} response`;
    if (registered && registered.status !== status) return `code ${code} is registered for HTTP ${registered.status}`;
  }
  return null;
}

export function contractCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const violation = contractViolation(reply.statusCode, contentType, payload);
    if (violation === null) return payload;
    request.log.error({ status: reply.statusCode, violation }, 'response breaks the contract');
    void reply.code(500).type(problemContentType);
    return JSON.stringify(
      problemBody('INTERNAL_ERROR', `The mock's response broke the contract: ${violation}`, pathOnly(request.url)),
    );
  });
}
