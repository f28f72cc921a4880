/**
 * Debian's chromium for browser tests and screenshots, driven by playwright-core: never a downloaded browser
 * (.ci/run installs the `chromium` package when it is missing).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/** Whether the browser is there; tests skip, saying so, when it is not. */
export const haveChromium = existsSync(chromiumPath);

/** Headless and quiet: no network of its own (updates, sync, QUIC probes), no sandbox (CI runs as root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
