/**
 * The suite's own messages are valid (issue #16, item 7): every kind of message the conformance fixture server
 * serves, in every ERN version whose official schema is in ../shared/ddex-xsd, and the mock's demo release,
 * validate against DDEX's schema and pass the preflight with no error finding. A service that validates
 * strictly must never fail a conformance check because of our fixtures. The kinds come from
 * conformance/fixtures/kinds.ts (versions × file locations × resource shapes), so a new one is covered here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureKinds, startFixtureServer, type StartedFixtureServer } from '../../conformance/fixtures/index.js';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { ERN_VERSIONS, type ErnVersion } from '../../mock-server/src/ern/version.js';
import { namespaceDigits } from '../../mock-server/src/ern/write/common.js';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import type { XsdSchemas } from '../../mock-server/src/ern/xsd/types.js';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { ddexXsdDir } from '../support/ern-samples.js';
import { request } from './harness/client.js';

/** DDEX's schemas, shared beside the repository (never in it); absent in some checkouts, so the suite uses `runIf`. */
const xsdDir = ddexXsdDir;

/** The versions whose schema the folder holds, in its layout `<namespace digits>/release-notification.xsd`. */
const versionsWithSchema: ErnVersion[] = ERN_VERSIONS.filter((version) =>
  existsSync(path.join(xsdDir, namespaceDigits(version), 'release-notification.xsd')));

/** Schema findings and preflight error findings of one message, with what the preflight read. */
function problems(schemas: XsdSchemas, xml: string, version: ErnVersion) {
  const [report] = preflight(xml).files;
  return {
    ernVersion: report?.ernVersion,
    read: report?.release?.title !== null && report?.release?.title !== undefined,
    schema: schemas.validate(xml, version),
    preflightErrors: (report?.findings ?? []).filter((finding) => finding.severity === 'error'),
  };
}

const valid = (version: ErnVersion) => ({ ernVersion: version, read: true, schema: [], preflightErrors: [] });

describe.runIf(existsSync(xsdDir))('the suite\'s own ERN messages against DDEX\'s schemas and the preflight', () => {
  // Undefined until beforeAll has run: afterAll must not fail on top of a failed start.
  let loaded: XsdSchemas | undefined;
  let server: StartedFixtureServer | undefined;
  const schemas = () => loaded ?? expect.unreachable('the schemas did not load');
  const fixtures = () => server ?? expect.unreachable('the fixture server did not start');

  beforeAll(async () => {
    loaded = await loadXsdSchemas(xsdDir);
    server = await startFixtureServer({ runId: 'VALID' });
  });
  afterAll(async () => {
    loaded?.close();
    await server?.close();
  });

  it('has the schema of at least one version of each message suite, and the loader agrees which', () => {
    expect(versionsWithSchema.some((version) => version.startsWith('3.'))).toBe(true);
    expect(versionsWithSchema.some((version) => version.startsWith('4.'))).toBe(true);
    expect(ERN_VERSIONS.filter((version) => schemas().has(version))).toEqual(versionsWithSchema);
  });

  it('the mock\'s demo release (ERN 4.3)', () => {
    expect(problems(schemas(), demoReleaseXml(), '4.3')).toEqual(valid('4.3'));
  });

  it.each(fixtureKinds(versionsWithSchema))(
    'fixture: ERN $ernVersion, $locations file locations, $shape',
    async ({ shape: _shape, ...spec }) => {
      const served = fixtures().serveRelease(spec);
      const response = await request(served.xmlUrl);
      expect(response.status).toBe(200);
      expect(problems(schemas(), response.body.toString('utf8'), spec.ernVersion)).toEqual(valid(spec.ernVersion));
    },
  );
});
