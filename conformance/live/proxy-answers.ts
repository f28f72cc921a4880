/**
 * The exchanges the proxy answered itself, kept for the reports apart from the judged ones (issue #30 item 8), and
 * bounded as the violations are (violation-log.ts): a proxy in front of a target that is down gets a 502 for every
 * request, for days. It counts them all and lists the first `maxListed`, then the first of each code not listed yet
 * (a 502 that starts on day two still shows beside a morning of 504s).
 */
import type { ProxyAnswered } from './types.js';

/** Exchanges listed by default: enough to see what happened and when it began. */
export const defaultMaxProxyAnswers = 1_000;

export class ProxyAnswerLog {
  private readonly listed: ProxyAnswered[] = [];
  private readonly codes = new Set<string>();
  private count = 0;

  constructor(private readonly maxListed: number = defaultMaxProxyAnswers) {
    if (!(maxListed >= 0)) throw new RangeError('ProxyAnswerLog: maxListed must be >= 0');
  }

  add(answered: ProxyAnswered): void {
    this.count += 1;
    if (this.listed.length < this.maxListed || !this.codes.has(answered.code)) {
      this.listed.push(answered);
      this.codes.add(answered.code);
    }
  }

  /** How many there were, and those listed (a copy). */
  snapshot(): { proxyAnswered: number; proxyAnswers: ProxyAnswered[] } {
    return { proxyAnswered: this.count, proxyAnswers: [...this.listed] };
  }
}
