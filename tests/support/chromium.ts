import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere. */
export const systemChromium = '/usr/bin/chromium';

export const launchOptions: LaunchOptions = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};
