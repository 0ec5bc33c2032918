import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import type { WebDriver } from 'selenium-webdriver';
import { chromiumDriver } from '../support/engines/chromium';
import { screens, type Driver, type Screen } from '../support/engines/driver';
import { firefoxDriver, firefoxMissing, launchFirefox } from '../support/engines/firefox';
import { launchWebKit, miniBrowser, webkitDriver, webkitMissing } from '../support/engines/webkit';
import { expect, test } from '../support/fixtures';
import { flowSizes, provenInChromiumBy } from '../support/flow-runs';
import { flows as englishFlows } from '../support/flows';
import { frenchFlows } from '../support/flows-french';
import { lookbookFlows } from '../support/flows-lookbook';
import { nginxMissing, startReadmeNginx } from '../support/nginx';
import { defaultLanguage, routes } from '../support/routes';

// The visitor's key flows (tests/support/flows.ts, flows-french.ts for the French site, flows-lookbook.ts)
// once in each engine, on the phone or at the sizes flowSizes (flow-runs.ts) gives them. Debian's Firefox
// and WebKit load dist/ from README's nginx block, with the host's headers, where nginx is installed.
const flows = { ...englishFlows, ...frenchFlows, ...lookbookFlows };
const sizesOf = (flow: string) => screens.filter((screen) => (flowSizes[flow] ?? ['phone']).includes(screen.name));
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The project a flow runs in, in Chromium: both (`@sizes`), the phone's (`@phone`) or the desktop's. */
const projectTag = (flow: string) => {
  const sizes = sizesOf(flow).map((screen) => screen.name);
  return sizes.length === 2 ? '@sizes' : sizes[0] === 'phone' ? '@phone' : [];
};

// Chromium, through Playwright: the flows its own specs do not already prove (provenInChromiumBy).
const unknown = Object.keys(provenInChromiumBy).filter((name) => !(name in flows));
if (unknown.length) throw new Error(`provenInChromiumBy names no flow: ${unknown.join('; ')}`);
test.describe('Chromium', () => {
  for (const name of Object.keys(flows).filter((flow) => !(flow in provenInChromiumBy)))
    test(name, { tag: projectTag(name) }, async ({ page, isMobile }) => {
      await flows[name]!(chromiumDriver(page, '', isMobile));
    });
});

/** Runs every flow in one engine, in one browser, in order. */
function engine(
  name: string,
  missing: string | undefined,
  open: (origin: string, screen: Screen) => Promise<Driver>,
  close: () => Promise<void>,
) {
  test.describe(name, () => {
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
    for (const [flowName, flow] of Object.entries(flows))
      for (const screen of sizesOf(flowName))
        test(`${screen.name} ${screen.width}×${screen.height}: ${flowName}`, async () => {
          test.setTimeout(60_000);
          if (!drivers.has(screen.name)) drivers.set(screen.name, await open(origin, screen));
          const driver = drivers.get(screen.name)!;
          await flow(driver);
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

/** What MiniBrowser prints of each page's console when it loads the page outside automation, by URL. */
function webkitConsoles(urls: string[]) {
  // One virtual display for all: MiniBrowser starts once per page (it quits after the first page loads).
  const each = `for url; do echo "=== $url"; ${miniBrowser} --enable-write-console-messages-to-stdout=true --exit-after-load "$url" 2>&1; done`;
  return new Promise<Map<string, string>>((done) => {
    const run = spawn('xvfb-run', ['-a', 'bash', '-c', each, 'pages', ...urls]);
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    run.on('close', () =>
      done(
        new Map(
          output
            .split(/^=== /m)
            .slice(1)
            .map((part) => [part.split('\n')[0]!, part] as [string, string]),
        ),
      ),
    );
  });
}

// Every kind of page in the default language: an engine's own errors come from what a template does (its
// inline code and their hashes, its rules), which each language's twin does alike; every page in every
// language is held to the same policies in Chromium (headers.spec.ts).
test('WebKit logs no console error, CSP error included, on any kind of page served with the host’s headers', async () => {
  test.skip(!!webkitMissing, webkitMissing);
  test.skip(!!nginxMissing, nginxMissing);
  test.setTimeout(120_000); // one MiniBrowser start per page
  const server = await startReadmeNginx(dist);
  try {
    const pages = routes.filter(({ lang }) => lang === defaultLanguage).map((route) => server.origin + route.path);
    const consoles = await webkitConsoles(pages);
    expect([...consoles.keys()]).toEqual(pages);
    // The 404 page's own log shows that the console is read.
    expect(consoles.get(server.origin + routes.find((route) => route.status === 404)!.path)).toContain(
      '404 Error: User attempted',
    );
    for (const [url, output] of consoles) {
      const errors = output.split('\n').filter((line) => /CONSOLE.*ERROR|Content-Security-Policy|Refused/i.test(line));
      const unexpected = errors.filter((line) => !/404 Error: User attempted|status of 404/.test(line));
      expect(unexpected, url).toEqual([]);
    }
  } finally {
    server.stop();
  }
});
