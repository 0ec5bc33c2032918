import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium where it is installed (CI, this machine); undefined: Playwright's own browser. */
export const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Flags every Chromium here needs: the machine has no sandbox, no GPU and a closed network. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** For Playwright: the tests and the bench's page changes. */
export const launchOptions: LaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
