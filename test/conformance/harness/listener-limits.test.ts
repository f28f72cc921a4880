/**
 * The suite's own listeners, the webhook receiver and the fixture server (over http, and the receiver over https),
 * keep the listener limits (conformance/listener-limits.ts, issue #29 item 6): the behaviour suite of
 * test/support/listener-limits.ts.
 */
import { startFixtureServer } from '../../../conformance/fixtures/index.js';
import { startWebhookReceiver } from '../../../conformance/receiver/index.js';
import { createSelfSignedCertificate } from '../../../conformance/tls.js';
import { describeListenerLimits } from '../../support/listener-limits.js';

const post = (host: string) => `POST /webhooks HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;

describeListenerLimits('the suite\'s webhook receiver', {
  start: (limits) => startWebhookReceiver({ limits }),
  // A GET is answered 405 at once.
  request: (host) => `GET /webhooks HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  bodyHead: post,
  slowBodyAnswer: /^HTTP\/1\.1 408 Request Timeout\r\n/,
});

const certificate = createSelfSignedCertificate();
describeListenerLimits('the suite\'s webhook receiver over https', {
  start: async (limits) => ({ ...await startWebhookReceiver({ limits, tls: certificate }), ca: certificate.cert }),
  request: (host) => `GET /webhooks HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  bodyHead: post,
  slowBodyAnswer: /^HTTP\/1\.1 408 Request Timeout\r\n/,
});

describeListenerLimits('the suite\'s fixture server', {
  start: (limits) => startFixtureServer({ limits }),
  request: (host) => `GET /r/CONF-none-1/message.xml HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  bodyHead: post,
  // It refuses a POST on its head, without waiting for the body; the connection still ends at the deadline.
  slowBodyAnswer: /^HTTP\/1\.1 405 Method Not Allowed\r\n/,
});
