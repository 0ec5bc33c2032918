import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import type { WebDriver } from 'selenium-webdriver';
import { chromiumDriver } from '../support/engines/chromium.ts';
import { screens, type Driver, type Screen, flowSizes, provenInChromiumBy } from '../support/engines/driver.ts';
import { firefoxDriver, firefoxMissing, launchFirefox } from '../support/engines/firefox.ts';
import { launchWebKit, miniBrowser, webkitDriver, webkitMissing } from '../support/engines/webkit.ts';
import { expect, test } from '../support/fixtures.ts';
import { flows as englishFlows } from '../support/flows.ts';
import { frenchFlows, lookbookFlows } from '../support/flows-french-and-lookbook.ts';
import { nginxMissing, startSiteNginx } from '../support/hosts.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';
import { routes } from '../support/pages.ts';

// The visitor's key flows (tests/support/flows.ts, flows-french-and-lookbook.ts for the French site and the lookbook)
// once in each engine, on the phone or at the sizes flowSizes (engines/driver.ts) gives them. Debian's Firefox
// and WebKit load dist/ from nginx.conf, with the host's headers, where nginx is installed.
const flows = { ...englishFlows, ...frenchFlows, ...lookbookFlows };
const sizesOf = (flow: string) => screens.filter((screen) => (flowSizes[flow] ?? ['phone']).includes(screen.name));
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The project a flow runs in, in Chromium: both (`@sizes`), the phone's (`@phone`) or the desktop's. */
const projectTag = (flow: string) => {
  const sizes = sizesOf(flow).map((screen) => screen.name);
  return sizes.length === 2 ? '@sizes' : sizes[0] === 'phone' ? '@phone' : [];
};

// Chromium, through Playwright: the flows its own specs do not already prove (provenInChromiumBy).
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
      if (!nginxMissing) ({ origin, stop: stopServer } = await startSiteNginx(dist));
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

/** A virtual display for MiniBrowser, which has no headless mode: its name, and how to stop it. */
async function virtualDisplay() {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24']);
  const number = await new Promise<string>((done) => xvfb.stdout.once('data', (chunk) => done(String(chunk).trim())));
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * What MiniBrowser prints of a page's console, loaded outside automation. With `signal`, the page's own
 * log, it reads until that line has come (MiniBrowser's --exit-after-load may quit before a busy machine
 * delivers it); without, until the page has loaded, when its inline code has run.
 */
function webkitConsole(display: string, url: string, signal?: string) {
  const args = ['--enable-write-console-messages-to-stdout=true', ...(signal ? [] : ['--exit-after-load']), url];
  // A process group of its own: its web and network processes write to the same output, and a MiniBrowser
  // ended alone left them holding it open, on a busy machine for up to the 30 s below.
  const browser = spawn(miniBrowser, args, { env: { ...process.env, DISPLAY: display }, detached: true });
  const end = () => {
    try {
      process.kill(-browser.pid!, 'SIGKILL');
    } catch {
      // Already ended: a late chunk of its output still calls this.
    }
  };
  let output = '';
  return new Promise<string>((done) => {
    // Ends a MiniBrowser that never exits: each loads its page and exits in about a second here.
    const giveUp = setTimeout(end, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (signal && output.includes(signal)) end();
    };
    browser.stdout.on('data', read);
    browser.stderr.on('data', read);
    browser.on('close', () => done((clearTimeout(giveUp), output)));
  });
}

// Every kind of page in the default language: an engine's own errors come from what a template does (its
// inline code and their hashes, its rules), which each language's twin does alike; every page in every
// language is held to the same policies in Chromium (headers.spec.ts).
test('WebKit logs no console error, CSP error included, on any kind of page served with the host’s headers', async () => {
  test.skip(!!webkitMissing, webkitMissing);
  test.skip(!!nginxMissing, nginxMissing);
  test.setTimeout(60_000); // a MiniBrowser per page, all at once: 5–8 s in full runs here (18 s one by one)
  const server = await startSiteNginx(dist);
  const display = await virtualDisplay();
  try {
    const pages = routes.filter(({ lang }) => lang === defaultLanguage);
    // All at once: each MiniBrowser spends most of its second starting.
    const consoles = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ path, status }) => {
        // The 404 page's own log, its signal, also shows that the console is read.
        const signal = status === 404 ? '404 Error: User attempted' : undefined;
        const output = await webkitConsole(display.display, server.origin + path, signal);
        if (signal) expect(output, path).toContain(signal);
        consoles.set(path, output);
      }),
    );
    for (const [url, output] of consoles) {
      const errors = output.split('\n').filter((line) => /CONSOLE.*ERROR|Content-Security-Policy|Refused/i.test(line));
      const unexpected = errors.filter((line) => !/404 Error: User attempted|status of 404/.test(line));
      expect(unexpected, url).toEqual([]);
    }
  } finally {
    display.stop();
    server.stop();
  }
});
