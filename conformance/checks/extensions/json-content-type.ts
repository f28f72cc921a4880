import { expectRule } from '../../rules/rule.js';
import { jsonContentTypeRule } from '../../rules/answers.js';
import { completedIngest, createPath, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const jsonContentType: Check = {
  id: 'extensions.json-content-type',
  title: 'Records and webhooks are sent with a JSON Content-Type',
  specSection: '4.1, 6.1',
  quotes: ['`Accept: application/json` (optional in the example)', 'The service sends an HTTP POST with a JSON body'],
  accepts: ['application/json with any parameters, and application/*+json'],
  decision: 'JSON bodies are labelled application/json (openapi.yaml: the responses\' media types)',
  profile: 'extensions',
  webhooks: true,
  plan: (options) => planned.completedIngest(options),
  async run(context) {
    const answers = context.exchanges().filter((x) => x.status >= 200 && x.status < 300 && x.path === createPath);
    for (const answer of answers.slice(0, 1)) {
      expectRule(jsonContentTypeRule, { sent: 'record', label: `${answer.method} ${answer.path}`, contentType: answer.headers['content-type'] ?? null });
    }
    const ingest = await completedIngest(context);
    const attempt = await firstDelivery(context, ingest, 'completed');
    expectRule(jsonContentTypeRule, { sent: 'webhook', label: 'the webhook', contentType: attempt.headers['content-type'] ?? null });
  },
};
