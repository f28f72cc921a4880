import { expectThat } from '../../failure.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const echoesRelease: Check = {
  id: 'create.release-and-ids',
  title: 'releaseId is echoed; ingestId is numeric-looking; receivedAt has an offset and is close to now',
  specSection: '2.1',
  profile: 'quick',
  async run(context) {
    const { record, release } = await quickIngest(context);
    expectThat(record.releaseId === release.releaseId, {
      message: 'releaseId is not the one submitted',
      received: { submitted: release.releaseId, answered: record.releaseId },
      documented: 'spec 2.1: releaseId is the identifier supplied by the partner, echoed back',
      fix: 'Echo the submitted releaseId unchanged.',
    });
    expectThat(typeof record.ingestId === 'string' && /^\d+$/.test(record.ingestId), {
      message: 'ingestId is not a numeric-looking string',
      received: { ingestId: record.ingestId },
      documented: 'spec 2.1: ingestId is a string of numeric-looking text',
      fix: 'Give ingestId as a JSON string of digits, e.g. "1700000042".',
    });
    const receivedAt = typeof record.receivedAt === 'string' ? record.receivedAt : '';
    const offset = /(?:[Zz]|[+-]\d{2}:\d{2})$/.test(receivedAt);
    const skew = Math.abs(Date.parse(receivedAt) - context.now());
    expectThat(offset && skew <= 5 * 60_000, {
      message: 'receivedAt lacks a UTC offset or is far from now',
      received: { receivedAt, secondsFromNow: Number.isNaN(skew) ? null : Math.round(skew / 1000) },
      documented: 'spec 2.1: receivedAt is an ISO 8601 timestamp with a UTC offset: when the submission was received',
      fix: 'Write receivedAt in RFC 3339 with Z or ±hh:mm, from a synchronised clock.',
    });
  },
};
