/**
 * The mock knows what it created (issue #16) over real sockets: the preflight modes (config `ern.validation`, a
 * partner's, `Prefer: validation=`), 422 ERN_NO_RELEASE in every mode and before ERN_INVALID, nothing created on
 * a 422, the release and findings on the operator API, the kept message XML and front cover.
 *
 * The expectations hold for any correct rule set: the broken message's one certain error is a
 * ReleaseResourceReference naming no resource (DDEX: NewReleaseMessageInvalid).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateProblem } from '../../../generated/validators.js';
import { writeErnMessage } from '../../../mock-server/src/ern/write/index.js';
import { call, type FixtureServer, startFixtureServer, startTestMock, type TestMock, waitForTerminal } from './harness.js';

const op = { 'x-operator-token': 'op_local_dev' };

const header = '<?xml version="1.0" encoding="UTF-8"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">\n'
  + '  <MessageHeader><MessageId>t</MessageId></MessageHeader>\n';

/** Resources, and a ReleaseList with no Release: nothing to create. The duplicate anchor is an error besides. */
const noRelease = `${header}  <ResourceList>
    <SoundRecording><ResourceReference>A1</ResourceReference></SoundRecording>
    <SoundRecording><ResourceReference>A1</ResourceReference></SoundRecording>
  </ResourceList>
  <ReleaseList/>
</ern:NewReleaseMessage>
`;

/** A release whose track list names a resource that does not exist (A9): an error for any rule set. */
const broken = `${header}  <ResourceList>
    <SoundRecording><ResourceReference>A1</ResourceReference></SoundRecording>
  </ResourceList>
  <ReleaseList>
    <Release>
      <ReleaseReference>R0</ReleaseReference>
      <DisplayTitleText>Broken Album</DisplayTitleText>
      <ResourceGroup>
        <ResourceGroupContentItem>
          <SequenceNumber>1</SequenceNumber>
          <ReleaseResourceReference>A9</ReleaseResourceReference>
        </ResourceGroupContentItem>
      </ResourceGroup>
    </Release>
  </ReleaseList>
</ern:NewReleaseMessage>
`;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);

/** A bare release (the writer's minimal form) with one recording and a front cover. */
const withCover = writeErnMessage({
  version: '4.3',
  messageId: 'cover',
  resources: [
    { reference: 'A1', type: 'SoundRecording', files: [{ location: 'a1.flac' }] },
    { reference: 'A2', type: 'Image', files: [{ location: 'cover.png' }] },
  ],
});

let files: FixtureServer;
beforeAll(async () => {
  files = await startFixtureServer({
    '/no-release.xml': { body: noRelease },
    '/broken.xml': { body: broken },
    '/cover.xml': { body: withCover },
    '/a1.flac': { body: Buffer.alloc(1000, 1) },
    '/cover.png': { body: png, contentType: 'image/png' },
  });
});
afterAll(async () => {
  await files.close();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mockWith(file: Record<string, unknown> = {}): Promise<TestMock> {
  const mock = await startTestMock(file);
  cleanups.push(() => mock.close());
  return mock;
}

const create = (mock: TestMock, message: string, prefer?: string) => call(mock, 'POST', '/partner/v1/ddex/ingests', {
  body: { releaseId: `R-${message}`, xmlUrl: message.startsWith('http') ? message : `${files.url}/${message}` },
  headers: prefer === undefined ? {} : { prefer },
});

const ingestCount = async (mock: TestMock) => ((await call(mock, 'GET', '/_operator/ingests', { headers: op })).body as unknown[]).length;

interface Detail {
  release: { title: string | null; cover: unknown } | null;
  findings: { rule: string; code: string; severity: string; line: number | null; column: number | null; path: string | null }[];
  findingsTotal: number;
  validation: string | null;
  message: { bytes: number; kept: boolean } | null;
  cover: { bytes: number } | null;
}

const detail = async (mock: TestMock, ingestId: string) => (await call(mock, 'GET', `/_operator/ingests/${ingestId}`, { headers: op })).body as Detail;

const hasUnresolvedReference = (errors: { code: string; severity: string; path: string | null }[]) =>
  errors.some((e) => e.code === 'NewReleaseMessageInvalid' && e.severity === 'error' && (e.path ?? '').includes('ReleaseResourceReference'));

describe('a message without a release', () => {
  it.each(['report', 'reject', 'off'])('answers 422 ERN_NO_RELEASE in %s mode, from the config or from Prefer, and creates nothing', async (mode) => {
    const mock = await mockWith({ ern: { validation: mode } });
    for (const prefer of [undefined, `validation=${mode}`]) {
      const answer = await create(mock, 'no-release.xml', prefer);
      expect(answer.status, prefer).toBe(422);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(validateProblem(answer.body)).toBe(true);
      expect(answer.body).toMatchObject({ code: 'ERN_NO_RELEASE', status: 422 });
      expect((answer.body as { detail: string }).detail).toMatch(/ReleaseList/);
    }
    expect(await ingestCount(mock)).toBe(0);
  });

  it('answers ERN_NO_RELEASE before ERN_INVALID, though the message has other errors', async () => {
    const mock = await mockWith({ ern: { validation: 'reject' } });
    const answer = await create(mock, 'no-release.xml');
    expect(answer.body).toMatchObject({ code: 'ERN_NO_RELEASE' });
    expect((answer.body as { errors?: unknown }).errors).toBeUndefined();
  });
});

describe('validation modes', () => {
  it('reject: answers 422 ERN_INVALID listing the error findings, as the contract says, and creates nothing', async () => {
    const mock = await mockWith({ ern: { validation: 'reject' } });
    const answer = await create(mock, 'broken.xml');
    expect(answer.status).toBe(422);
    // The config's mode, not a preference: nothing to say applied.
    expect(answer.headers.get('preference-applied')).toBeNull();
    expect(validateProblem(answer.body), JSON.stringify(validateProblem.errors)).toBe(true);
    interface Listed { rule: string; code: string; severity: string; message: string; line: number | null; path: string | null }
    const body = answer.body as { code: string; detail: string; errors: Listed[] };
    expect(body.code).toBe('ERN_INVALID');
    expect(body.detail).toMatch(/Nothing was created/);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) {
      expect(Object.keys(error).sort()).toEqual(['code', 'line', 'message', 'path', 'rule', 'severity']);
      expect(error.severity).toBe('error');
    }
    expect(hasUnresolvedReference(body.errors)).toBe(true);
    const unresolved = body.errors.find((e) => (e.path ?? '').includes('ReleaseResourceReference'))!;
    // The element's line in the message (line 1 is the XML declaration).
    expect(unresolved.line).toBe(broken.split('\n').findIndex((l) => l.includes('<ReleaseResourceReference>')) + 1);
    expect(await ingestCount(mock)).toBe(0);
  });

  it('report (the default): answers 201 and stores the release and the findings, shown by the operator API', async () => {
    const mock = await mockWith();
    const answer = await create(mock, 'broken.xml');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('preference-applied')).toBeNull();
    const { ingestId } = answer.body as { ingestId: string };
    const shown = await detail(mock, ingestId);
    expect(shown.validation).toBe('report');
    expect(shown.release?.title).toBe('Broken Album');
    expect(hasUnresolvedReference(shown.findings)).toBe(true);
    expect(shown.findingsTotal).toBe(shown.findings.length);
    expect(shown.findings.every((f) => 'column' in f)).toBe(true);
    expect(shown.message).toEqual({ bytes: Buffer.byteLength(broken), kept: true });
  });

  it('off: answers 201, runs no rule, and still stores the release', async () => {
    const mock = await mockWith({ ern: { validation: 'off' } });
    const answer = await create(mock, 'broken.xml');
    expect(answer.status).toBe(201);
    const shown = await detail(mock, (answer.body as { ingestId: string }).ingestId);
    expect(shown).toMatchObject({ validation: 'off', findings: [], findingsTotal: 0 });
    expect(shown.release?.title).toBe('Broken Album');
  });

  it.each([
    ['reject', 'report', 201],
    ['reject', 'off', 201],
    ['off', 'reject', 422],
    ['report', 'reject', 422],
    ['off', 'report', 201],
  ] as const)('Prefer wins over the config in every direction: config %s, Prefer validation=%s answers %i', async (config, prefer, status) => {
    const mock = await mockWith({ ern: { validation: config } });
    const answer = await create(mock, 'broken.xml', `validation=${prefer}`);
    expect(answer.status).toBe(status);
    if (status === 201) {
      expect(answer.headers.get('preference-applied')).toBe(`validation=${prefer}`);
      expect((await detail(mock, (answer.body as { ingestId: string }).ingestId)).validation).toBe(prefer);
    } else {
      expect(answer.body).toMatchObject({ code: 'ERN_INVALID' });
      // The refusal is the preference honoured (RFC 7240), as the 201 of the other modes says.
      expect(answer.headers.get('preference-applied')).toBe('validation=reject');
    }
  });

  it('names both applied preferences, scenario and validation, in Preference-Applied', async () => {
    const mock = await mockWith();
    const answer = await create(mock, 'broken.xml', 'scenario=completed, validation=off');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('preference-applied')).toBe('scenario=completed, validation=off');
  });

  it('a partner\'s setting wins over the server\'s, and Prefer over the partner\'s', async () => {
    const mock = await mockWith({ partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], ern: { validation: 'reject' } }] });
    expect((await create(mock, 'broken.xml')).body).toMatchObject({ code: 'ERN_INVALID' });
    expect((await create(mock, 'broken.xml', 'validation=report')).status).toBe(201);
  });

  it('answers 400 VALIDATION_INVALID to an unknown mode in Prefer, naming the known ones', async () => {
    const mock = await mockWith();
    const answer = await create(mock, 'broken.xml', 'validation=strict');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_INVALID' });
    expect((answer.body as { detail: string }).detail).toContain('report, reject, off');
    expect(await ingestCount(mock)).toBe(0);
  });

  it('accepts the mock\'s own demo release in reject mode', async () => {
    const mock = await mockWith({ ern: { validation: 'reject' } });
    const answer = await create(mock, `${mock.url}/_samples/demo-release.xml`);
    expect(answer.status, answer.text).toBe(201);
    const shown = await detail(mock, (answer.body as { ingestId: string }).ingestId);
    expect(shown.release?.title).toBeTypeOf('string');
    expect(shown.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});

describe('what is kept for the dashboard', () => {
  it('fetch mode: keeps the front-cover file it loaded, served with its media type, and the message XML', async () => {
    const mock = await mockWith();
    const { ingestId } = (await create(mock, 'cover.xml')).body as { ingestId: string };
    await waitForTerminal(mock, ingestId);
    const cover = await fetch(`${mock.url}/_operator/ingests/${ingestId}/cover`, { headers: op });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(png)).toBe(true);
    expect((await detail(mock, ingestId)).cover).toEqual({ bytes: png.length });
    const xml = await call(mock, 'GET', `/_operator/ingests/${ingestId}/message`, { headers: op });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(xml.text).toBe(withCover);
    const noKey = await call(mock, 'GET', `/_operator/ingests/${ingestId}/cover`);
    expect(noKey.status).toBe(401);
  });

  it('simulate mode keeps no cover (404 COVER_NOT_KEPT)', async () => {
    const mock = await mockWith({ resources: { mode: 'simulate', simulate: { minDuration: '1ms', maxDuration: '2ms' } } });
    const hitsBefore = files.hits('/cover.png');
    const { ingestId } = (await create(mock, 'cover.xml')).body as { ingestId: string };
    await waitForTerminal(mock, ingestId);
    const cover = await call(mock, 'GET', `/_operator/ingests/${ingestId}/cover`, { headers: op });
    expect(cover.status).toBe(404);
    expect(cover.body).toMatchObject({ code: 'COVER_NOT_KEPT' });
    expect((await detail(mock, ingestId)).cover).toBeNull();
    expect(files.hits('/cover.png')).toBe(hitsBefore);
  });

  it('keeps no cover over ern.keepCoverBytes, and no message over ern.keepMessageBytes (404 MESSAGE_NOT_KEPT)', async () => {
    const mock = await mockWith({ ern: { keepCoverBytes: 100, keepMessageBytes: 100 } });
    const { ingestId } = (await create(mock, 'cover.xml')).body as { ingestId: string };
    expect((await waitForTerminal(mock, ingestId)).status).toBe('completed');
    expect((await call(mock, 'GET', `/_operator/ingests/${ingestId}/cover`, { headers: op })).status).toBe(404);
    const xml = await call(mock, 'GET', `/_operator/ingests/${ingestId}/message`, { headers: op });
    expect(xml.status).toBe(404);
    expect(xml.body).toMatchObject({ code: 'MESSAGE_NOT_KEPT' });
    expect((xml.body as { detail: string }).detail).toContain('ern.keepMessageBytes');
    expect((await detail(mock, ingestId)).message).toEqual({ bytes: Buffer.byteLength(withCover), kept: false });
  });

  it('keeps at most ern.keepTotalBytes of messages and covers in memory: a newer create\'s message pushes out the oldest', async () => {
    const size = Buffer.byteLength(withCover);
    // Room for the message and cover of one ingest, not for a second message beside them.
    const mock = await mockWith({ ern: { keepTotalBytes: size + png.length + size - 1 } });
    const first = ((await create(mock, 'cover.xml')).body as { ingestId: string }).ingestId;
    await waitForTerminal(mock, first);
    expect((await detail(mock, first)).message).toEqual({ bytes: size, kept: true });
    const second = ((await create(mock, 'cover.xml')).body as { ingestId: string }).ingestId;
    const xml = await call(mock, 'GET', `/_operator/ingests/${first}/message`, { headers: op });
    expect(xml.status).toBe(404);
    expect(xml.body).toMatchObject({ code: 'MESSAGE_NOT_KEPT' });
    expect((xml.body as { detail: string }).detail).toContain('ern.keepTotalBytes');
    expect((await detail(mock, first)).message).toEqual({ bytes: size, kept: false });
    // The first's cover was kept after its message: it stays; the second's message is there.
    expect((await call(mock, 'GET', `/_operator/ingests/${first}/cover`, { headers: op })).status).toBe(200);
    expect((await call(mock, 'GET', `/_operator/ingests/${second}/message`, { headers: op })).text).toBe(withCover);
  });

  it('answers 404 INGEST_NOT_FOUND for the views of an unknown ingest', async () => {
    const mock = await mockWith();
    for (const view of ['message', 'cover']) {
      expect((await call(mock, 'GET', `/_operator/ingests/42/${view}`, { headers: op })).body).toMatchObject({ code: 'INGEST_NOT_FOUND' });
    }
  });

  it('SQLite: a restart keeps the release, the findings, the message and the cover', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ern-validation-'));
    cleanups.push(async () => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const first = await startTestMock({ dataDir });
    const broke = (await create(first, 'broken.xml')).body as { ingestId: string };
    const covered = (await create(first, 'cover.xml')).body as { ingestId: string };
    await waitForTerminal(first, covered.ingestId);
    const before = await detail(first, broke.ingestId);
    await first.close();
    const second = await mockWith({ dataDir });
    const after = await detail(second, broke.ingestId);
    expect(after).toEqual(before);
    expect(hasUnresolvedReference(after.findings)).toBe(true);
    expect((await call(second, 'GET', `/_operator/ingests/${broke.ingestId}/message`, { headers: op })).text).toBe(broken);
    const cover = await fetch(`${second.url}/_operator/ingests/${covered.ingestId}/cover`, { headers: op });
    expect(Buffer.from(await cover.arrayBuffer()).equals(png)).toBe(true);
  });
});
