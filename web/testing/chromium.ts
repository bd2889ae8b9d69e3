import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { PROJECT_ROOT } from '../../pipeline/config.ts';

/**
 * Debian's Chromium, driven by playwright-core (issue 6 item 5). Never a downloaded browser:
 * `.ci/run` installs the `chromium` package when CI=true. A machine without it fails the browser
 * tests with this message rather than skipping them.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The flags Chromium needs on these machines: no sandbox (tests run as root), no GPU, and none of
 * its background connections, which the closed network refuses (and which slow every start).
 * playwright adds --headless and a fresh, empty --user-data-dir of its own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Where the browser tests save their screenshots (gitignored). */
export const SCREENSHOT_DIR = join(PROJECT_ROOT, 'test-results', 'web');

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium; .ci/run does when CI=true) or set CHROMIUM_PATH`,
    );
  }
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

export function screenshotPath(name: string): string {
  return join(SCREENSHOT_DIR, `${name}.png`);
}
