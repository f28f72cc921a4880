/**
 * Every page of the docs site, declared once: the build writes them, the navigation lists them, and the
 * browser test visits them. Guides are Markdown in docs/guides/ (GitHub renders the same files).
 */
export interface SitePage {
  /** Path inside the site folder. */
  path: string;
  /** The title in the navigation and the page's <title>. */
  title: string;
  /** One line on the index page. */
  summary: string;
  /** docs/guides/<source> for a guide; absent for the pages the build makes from the contract. */
  source?: string;
  /** For a reference rendered by Redoc: the OpenAPI document at the repository's root it renders. */
  contract?: string;
}

export const sitePages = [
  { path: 'index.html', summary: 'Where everything is.', title: 'Overview' },
  { path: 'reference/index.html', summary: 'The rendered openapi.yaml: create, both lookups, the ingest webhook, schemas and examples.', title: 'API reference', contract: 'openapi.yaml' },
  { path: 'reference/operator.html', summary: 'The mock\'s own operator API (operator.openapi.yaml, not part of the service): partners, keys, webhook URLs, the delivery ledger, the clock.', title: 'Operator API (mock)', contract: 'operator.openapi.yaml' },
  { path: 'events.html', summary: 'The webhook from asyncapi.yaml: channel, message, the X-Service-Signature header, payload fields, examples.', title: 'Webhook events' },
  { path: 'guides/quick-start.html', summary: 'Start the mock, submit the demo release, receive the webhook, look the ingest up.', title: 'Quick start', source: 'quick-start.md' },
  { path: 'guides/install.html', summary: 'Install the kit in your project: the entry points, the typed client, waitForIngest.', title: 'Install the kit', source: 'install.md' },
  { path: 'guides/receiving-webhooks.html', summary: 'A webhook receiver with createWebhookHandler: node:http, Express, Fastify, Next.js, Hono, Deno, Bun.', title: 'Receiving webhooks', source: 'receiving-webhooks.md' },
  { path: 'guides/verifying-signatures.html', summary: 'Check X-Service-Signature in Node, Python, Go, Java, PHP and Ruby (standard libraries only).', title: 'Verifying signatures', source: 'verifying-signatures.md' },
  { path: 'guides/retries-and-idempotency.html', summary: 'What a receiver does with retries, duplicates and events out of order.', title: 'Retries and idempotency', source: 'retries-and-idempotency.md' },
  { path: 'guides/lifecycle.html', summary: 'The states of an ingest and their transitions, drawn from the contract.', title: 'Ingest lifecycle', source: 'lifecycle.md' },
  { path: 'guides/scenarios-faults-clock.html', summary: 'Steer outcomes, inject delivery faults, run a whole retry schedule in milliseconds.', title: 'Scenarios, faults, virtual clock', source: 'scenarios-faults-clock.md' },
  { path: 'guides/mock-server.html', summary: 'The mock server: flags, config file, outbound address policy, what it does with a request, state and logs.', title: 'The mock server', source: 'mock-server.md' },
  { path: 'guides/webhooks.html', summary: 'How the mock delivers webhooks, its delivery ledger, ingest-kit listen and check-receiver.', title: 'Webhook delivery', source: 'webhooks.md' },
  { path: 'guides/files.html', summary: 'The mock\'s pre-signed, expiring file URLs, single-file and folder-scoped, and ingest-kit submit.', title: 'Pre-signed file storage', source: 'files.md' },
  { path: 'guides/operator-api.html', summary: 'The mock\'s operator API (partners, keys, ingests, events, clock) and its live dashboard.', title: 'Operator API and dashboard', source: 'operator-api.md' },
  { path: 'guides/sandbox.html', summary: 'The mock\'s image (Containerfile), compose.yaml, N replicas behind a load balancer, the container test.', title: 'A sandbox of N replicas', source: 'sandbox.md' },
  { path: 'guides/preflight.html', summary: 'Find what is wrong with a release before the 201 creates it: ingest-kit validate, preflight(), the mock\'s modes, DDEX\'s codes, every rule.', title: 'Preflight your release', source: 'preflight.md' },
  { path: 'guides/profile-rules.html', summary: 'Every rule of DDEX\'s Release Profiles 1.3, 1.4 and 2.1 the preflight checks: DDEX\'s rule numbers, clauses and roles, and the fix.', title: 'DDEX\'s release-profile rules', source: 'profile-rules.md' },
  { path: 'guides/conformance.html', summary: 'The conformance suite: what it checks, its flags and profiles, a failure, the programmatic API, HTTPS.', title: 'The conformance suite', source: 'conformance.md' },
  { path: 'guides/watch-traffic.html', summary: 'ingest-kit proxy in front of any implementation: every exchange and webhook judged by the suite\'s rules, live, with JUnit, JSON and HAR; what each rule means.', title: 'Watch real traffic', source: 'watch-traffic.md' },
  { path: 'guides/conformance-in-ci.html', summary: 'Run the conformance suite in GitHub Actions or GitLab CI, with JUnit reports.', title: 'Conformance in CI', source: 'conformance-in-ci.md' },
  { path: 'guides/error-codes.html', summary: 'Every problem code with its HTTP status, from the contract registry.', title: 'Error codes', source: 'error-codes.md' },
  { path: 'guides/contract.html', summary: 'The contract files, the rules their schemas enforce, our decisions, the generated code.', title: 'The contract', source: 'contract.md' },
  { path: 'guides/cli.html', summary: 'Every ingest-kit command with its flags.', title: 'The ingest-kit command', source: 'cli.md' },
  { path: 'guides/development.html', summary: 'For contributors: a fresh machine, the docs build, tests and CI, benchmarks, the layout, where a change goes.', title: 'Developing the kit', source: 'development.md' },
] as const satisfies readonly SitePage[];

/** A link from one page of the site to another, relative, so the site works from any folder or URL prefix. */
export function relativeHref(from: string, to: string): string {
  const depth = from.split('/').length - 1;
  return `${'../'.repeat(depth)}${to}`;
}
