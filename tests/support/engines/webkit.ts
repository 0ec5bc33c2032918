import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../engine.ts';
import type { Driver, Screen } from './driver.ts';

export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const webDriver = '/usr/bin/WebKitWebDriver';
export const webkitMissing =
  existsSync(miniBrowser) && existsSync(webDriver) && existsSync('/usr/bin/xvfb-run')
    ? undefined
    : 'No WebKit: its tests are skipped. Install it with `apt-get install webkit2gtk-driver xvfb` (as root).';

/**
 * A GTK theme that lets MiniBrowser's window be as narrow as a phone: its toolbar otherwise holds it at
 * 447 px or more. MiniBrowser has no headless mode, so it runs on a virtual display (xvfb-run).
 */
function gtkConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  const css = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }';
  for (const version of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(join(dir, version));
    writeFileSync(join(dir, version, 'gtk.css'), css);
  }
  return dir;
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver and Selenium. Call `quit` when done. */
export async function launchWebKit() {
  const port = await freePort();
  const config = gtkConfig();
  const server: ChildProcess = spawn('xvfb-run', ['-a', webDriver, `--port=${port}`], {
    env: { ...process.env, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/status`);
      break;
    } catch (error) {
      if (tries > 100) throw new Error(`WebKitWebDriver did not start: ${error}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    })
    .build();
  const quit = async () => {
    await driver.quit().catch(() => {});
    process.kill(-server.pid!);
    rmSync(config, { recursive: true, force: true });
  };
  return { driver, quit };
}

/** Sizes the window so that the page itself gets the screen's width and height. */
async function fit(driver: WebDriver, screen: Screen) {
  const inner = () => driver.executeScript<number[]>('return [innerWidth, innerHeight]');
  // The window manager applies a new size a moment later: wait for it (a state) before measuring.
  const settle = async (done: (size: number[]) => boolean) => {
    for (let tries = 0; tries < 100 && !done(await inner()); tries++) await new Promise((r) => setTimeout(r, 50));
    return inner();
  };
  await driver.manage().window().setRect({ width: screen.width, height: screen.height });
  const [width, height] = await settle(([w, h]) => w! <= screen.width && h! <= screen.height);
  await driver
    .manage()
    .window()
    .setRect({ width: 2 * screen.width - width!, height: 2 * screen.height - height! });
  await settle(([w, h]) => w === screen.width && h === screen.height);
}

export async function webkitDriver(driver: WebDriver, origin: string, screen: Screen): Promise<Driver> {
  await driver.get(`${origin}/robots.txt`);
  await fit(driver, screen);
  const pointer = (x: number, y: number) =>
    driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
  const keys = { Escape: [Key.ESCAPE], Tab: [Key.TAB], 'Shift+Tab': [Key.SHIFT, Key.TAB] };
  return {
    goto: (path) => driver.get(origin + path),
    run: (fn, ...args) => driver.executeScript(`return (${fn})(...arguments)`, ...args) as never,
    move: (x, y) => pointer(x, y).perform(),
    click: (x, y) => pointer(x, y).click().perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: async (key) => {
      const [first, second] = keys[key];
      if (!second) return driver.actions().sendKeys(first!).perform();
      await driver.actions().keyDown(first!).sendKeys(second).keyUp(first!).perform();
    },
    // WebDriver sessions give no console here; tests/e2e/engines.spec.ts reads MiniBrowser's own output.
    problems: async () => [],
  };
}
