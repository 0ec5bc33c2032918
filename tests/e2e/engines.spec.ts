import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import type { WebDriver } from 'selenium-webdriver';
import { chromiumDriver } from '../support/engines/chromium';
import { screens, type Driver, type Screen } from '../support/engines/driver';
import { firefoxDriver, firefoxMissing, launchFirefox } from '../support/engines/firefox';
import { launchWebKit, miniBrowser, webkitDriver, webkitMissing } from '../support/engines/webkit';
import { expect, test } from '../support/fixtures';
import { flows as englishFlows } from '../support/flows';
import { frenchFlows } from '../support/flows-french';
import { lookbookFlows } from '../support/flows-lookbook';
import { nginxMissing, startReadmeNginx } from '../support/nginx';
import { routes } from '../support/routes';

// The visitor's key flows (tests/support/flows.ts, flows-french.ts for the French site, flows-lookbook.ts) in every engine: Chromium through Playwright in both
// projects, and Debian's Firefox and WebKit at both sizes (run once, from the desktop project). The
// other engines load dist/ from README's nginx block, with the host's headers, where nginx is installed.
const flows = { ...englishFlows, ...frenchFlows, ...lookbookFlows };
// In Chromium, tests/e2e/lookbook.spec.ts covers the look flow and more, at both sizes.
const chromiumFlows = { ...englishFlows, ...frenchFlows };
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

test.describe('Chromium', () => {
  for (const [name, flow] of Object.entries(chromiumFlows))
    test(name, async ({ page, isMobile, viewport }) => {
      const screen: Screen = { name: isMobile ? 'phone' : 'desktop', width: viewport!.width, height: viewport!.height };
      await flow(chromiumDriver(page, '', isMobile), screen);
    });
});

/** Runs every flow at both sizes in one engine, in one browser, in order. */
function engine(
  name: string,
  missing: string | undefined,
  open: (origin: string, screen: Screen) => Promise<Driver>,
  close: () => Promise<void>,
) {
  test.describe(name, () => {
    test.skip(({ isMobile }) => isMobile, 'runs both sizes from the desktop project');
    test.skip(!!missing, missing);
    test.describe.configure({ mode: 'default' });
    let origin = '';
    let stopServer = () => {};
    const drivers = new Map<string, Driver>();
    test.beforeAll(async ({ baseURL }) => {
      origin = baseURL!;
      if (!nginxMissing) ({ origin, stop: stopServer } = await startReadmeNginx(dist));
    });
    test.afterAll(async () => {
      await close();
      stopServer();
    });
    for (const screen of screens)
      for (const [flowName, flow] of Object.entries(flows))
        test(`${screen.name} ${screen.width}×${screen.height}: ${flowName}`, async () => {
          test.setTimeout(60_000);
          if (!drivers.has(screen.name)) drivers.set(screen.name, await open(origin, screen));
          const driver = drivers.get(screen.name)!;
          await flow(driver, screen);
          const problems = (await driver.problems()).filter((p) => !/404 Error: User attempted/.test(p));
          expect(problems, 'no console error, page error or CSP violation').toEqual([]);
        });
  });
}

let firefox: Browser | undefined;
engine(
  'Firefox',
  firefoxMissing,
  async (origin, screen) => firefoxDriver((firefox ??= await launchFirefox()), origin, screen),
  async () => firefox?.close(),
);

let webkit: { driver: WebDriver; quit: () => Promise<void> } | undefined;
engine(
  'WebKit',
  webkitMissing,
  async (origin, screen) => webkitDriver((webkit ??= await launchWebKit()).driver, origin, screen),
  async () => webkit?.quit(),
);

/** What MiniBrowser prints of a page's console when it loads the page outside automation. */
function webkitConsole(url: string) {
  return new Promise<string>((done) => {
    const run = spawn('xvfb-run', [
      '-a',
      miniBrowser,
      '--enable-write-console-messages-to-stdout=true',
      '--exit-after-load',
      url,
    ]);
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    run.on('close', () => done(output));
  });
}

test('WebKit logs no console error, CSP error included, on any page served with the host’s headers', async ({
  isMobile,
}) => {
  test.skip(isMobile, 'once');
  test.skip(!!webkitMissing, webkitMissing);
  test.skip(!!nginxMissing, nginxMissing);
  test.setTimeout(120_000); // one MiniBrowser start per page
  const server = await startReadmeNginx(dist);
  try {
    for (const route of routes) {
      const output = await webkitConsole(server.origin + route.path);
      const errors = output.split('\n').filter((line) => /CONSOLE.*ERROR|Content-Security-Policy|Refused/i.test(line));
      const unexpected = errors.filter((line) => !/404 Error: User attempted|status of 404/.test(line));
      expect(unexpected, route.path).toEqual([]);
    }
  } finally {
    server.stop();
  }
});
