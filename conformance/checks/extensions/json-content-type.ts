import { expectThat } from '../../failure.js';
import { completedIngest, createPath, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

const json = /^application\/([\w.+-]+\+)?json\b/i;

export const jsonContentType: Check = {
  id: 'extensions.json-content-type',
  title: 'Records and webhooks are sent with a JSON Content-Type',
  specSection: '4.1, 6.1',
  quotes: ['`Accept: application/json` (optional in the example)', 'The service sends an HTTP POST with a JSON body'],
  accepts: ['application/json with any parameters, and application/*+json'],
  decision: 'JSON bodies are labelled application/json (openapi.yaml: the responses\' media types)',
  profile: 'extensions',
  plan: (options) => planned.completedIngest(options),
  async run(context) {
    const answers = context.exchanges().filter((x) => x.status >= 200 && x.status < 300 && x.path === createPath);
    for (const answer of answers.slice(0, 1)) {
      expectThat(json.test(answer.headers['content-type'] ?? ''), {
        message: `${answer.method} ${answer.path} answered without a JSON content type`,
        received: { contentType: answer.headers['content-type'] ?? null },
        documented: 'openapi.yaml (x-ingest-kit-decision): records are answered as application/json',
        fix: 'Optional (extensions profile): send Content-Type: application/json with the record.',
      });
    }
    const ingest = await completedIngest(context);
    const attempt = await firstDelivery(context, ingest, 'completed');
    expectThat(json.test(attempt.headers['content-type'] ?? ''), {
      message: 'the webhook is not sent with a JSON content type',
      received: { contentType: attempt.headers['content-type'] ?? null },
      documented: 'openapi.yaml (x-ingest-kit-decision): webhooks are sent as application/json',
      fix: 'Optional (extensions profile): send Content-Type: application/json with the event.',
    });
  },
};
