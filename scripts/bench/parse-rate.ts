/** The in-process micro-figure behind creates/s: how many times a second parseErnMessage reads the message. */
import { parseErnMessage } from '../../mock-server/src/ern/index.js';

export interface ParseRate {
  parsesPerSec: number;
  /** Resource files the message delivers, to show the parse did its work. */
  files: number;
}

export function parsesPerSecond(bytes: Uint8Array, messageUrl: string, seconds: number): ParseRate {
  const first = parseErnMessage(bytes, { messageUrl });
  if (!first.ok) throw new Error(`parseErnMessage rejected the sample (${first.code}): ${first.message}`);
  // A short warm-up, so that the figure is of optimised code.
  const warmUntil = performance.now() + 200;
  while (performance.now() < warmUntil) parseErnMessage(bytes, { messageUrl });
  let parses = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    parseErnMessage(bytes, { messageUrl });
    parses++;
    now = performance.now();
  }
  const files = first.message.files.length + first.message.unresolvedFiles.length;
  return { parsesPerSec: parses / ((now - start) / 1000), files };
}
