/**
 * The mock's logs and error bodies carry no secret (issue #29): not a pre-signed URL's signature that the file server
 * echoes back in its problem, not a key in any member of a logged object, however deep.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../mock-server/src/logging.js';
import { call, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

const signature = '9f2c4e0b1d7a5c3e8f6b2a4d0c9e7f1a3b5d7f9e1c3a5b7d9f0e2c4a6b8d0f2e';
const credential = 'AKIAEXAMPLE20260101';
const signed = `X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${credential}%2F20260101&X-Amz-Expires=900&X-Amz-Signature=${signature}`;

let files: FixtureServer;
let mock: TestMock;
beforeAll(async () => {
  // A file server that refuses the signature and says so, echoing the request line as many servers do.
  files = await startFixtureServer({
    '/denied/r.xml': {
      status: 403,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        status: 403,
        code: 'SIGNATURE_DOES_NOT_MATCH',
        detail: `GET /denied/r.xml?${signed} refused: signature ${signature} does not match`,
      }),
    },
  });
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
  await files.close();
});

/** The mock's logger writing its JSON lines into `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, logger: createLogger({ level: 'info', pretty: false, destination }) };
}

describe('the mock never shows a secret', () => {
  it('a create whose signed xmlUrl fails: neither the 422 nor the log carries its signature or credential', async () => {
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: 'R-redact', xmlUrl: `${files.url}/denied/r.xml?${signed}` },
    });
    expect(created.status).toBe(422);
    expect(created.text).toContain('SIGNATURE_DOES_NOT_MATCH');
    expect(created.text).toContain('/denied/r.xml');
    for (const text of [created.text, mock.logText()]) {
      expect(text).not.toContain(signature);
      expect(text).not.toContain(credential);
    }
  });

  it('a log line redacts a key at any depth and the signature of a URL in any string', () => {
    const { lines, logger } = capturedLogger();
    logger.info({ partner: { id: 'acme', apiKeys: ['pk_live_secret_1'] }, rotated: { key: 'pk_live_secret_2' }, url: `https://s3.example/r.xml?${signed}` }, 'x');
    const line = lines.join('');
    expect(line).toContain('acme');
    expect(line).toContain('X-Amz-Expires=900');
    for (const secret of ['pk_live_secret_1', 'pk_live_secret_2', signature, credential]) expect(line).not.toContain(secret);
  });

  it('a log line redacts an error\'s message, stack and fields, and the message text', () => {
    const { lines, logger } = capturedLogger();
    const error = Object.assign(new Error(`GET https://s3.example/r.xml?X-Amz-Signature=ERRSIG12 failed`), { input: `https://x.example/?sig=INPUTSIG9` });
    logger.warn({ err: error }, 'fetch of https://s3.example/r.xml?X-Amz-Signature=MSGSIG12 failed');
    logger.info({ error, xmlUrl: 'https://cdn.example/r.xml?sig=CHILDSIG' }, 'as error');
    const text = lines.join('');
    expect(text).toContain('failed');
    expect(text).toContain('"stack"');
    for (const secret of ['ERRSIG12', 'INPUTSIG9', 'MSGSIG12', 'CHILDSIG']) expect(text).not.toContain(secret);
  });
});
