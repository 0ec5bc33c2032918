import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '../support/static-server.mjs';
import { freePort } from '../support/free-port';
import { MessageEndpoint } from '../support/message-endpoint';
import { TITLE, contactButton } from '../support/contact';
import { expect, test } from '../support/fixtures';

// A second build of the site with PUBLIC_CONTACT_ENDPOINT set, served next to a real endpoint.
const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = `${root}node_modules/.cache/dist-with-endpoint`;
let endpoint: MessageEndpoint;
let SITE: string;
const message = { name: 'Ada Lovelace', phone: '+44 20 7946 0958', message: 'A fitting, please.' };
let site: Server;

test.describe('delivery to PUBLIC_CONTACT_ENDPOINT', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  // The browser reports each refused or failed request to the test endpoint; those are the point here.
  test.use({ expectedError: /Failed to load resource|ERR_CONNECTION_REFUSED/ });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    endpoint = new MessageEndpoint(await freePort());
    const env = { ...process.env, PUBLIC_CONTACT_ENDPOINT: `${endpoint.origin}/messages` };
    execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    site = await serve(outDir, 0, { secure: false });
    SITE = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  test.afterAll(() => {
    site?.closeAllConnections();
    return new Promise((done) => site?.close(done));
  });
  test.beforeEach(async () => {
    endpoint.answers = [200];
    endpoint.received = [];
    await endpoint.start();
  });
  test.afterEach(() => endpoint.stop());

  async function send(page: import('@playwright/test').Page) {
    await page.goto(`${SITE}/`);
    await contactButton(page).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByLabel('Name').fill(message.name);
    await dialog.getByLabel('Phone Number').fill(message.phone);
    await dialog.getByLabel('Message').fill(message.message);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    return dialog;
  }

  test('the CSP lets scripts connect to the endpoint’s origin and nothing wider', async ({ page }) => {
    await page.goto(`${SITE}/`);
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain(`connect-src 'self' ${endpoint.origin};`);
  });

  test('success: the message is POSTed once as JSON, then the dialog clears and closes', async ({ page }) => {
    const dialog = await send(page);
    await expect(dialog).toBeHidden();
    expect(endpoint.received).toEqual([message]);
    await contactButton(page).click();
    for (const label of ['Name', 'Phone Number', 'Message']) await expect(dialog.getByLabel(label)).toHaveValue('');
  });

  test('a 500 is retried: the button shows it is sending and cannot send twice', async ({ page }) => {
    endpoint.answers = [500, 200];
    const dialog = await send(page);
    const button = dialog.getByRole('button', { name: 'Sending…' });
    await expect(button).toBeDisabled();
    await button.click({ force: true }); // a second press while sending does nothing
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect(endpoint.received).toEqual([message, message]);
  });

  test('a 400 is not retried: a clear message, and everything typed is kept', async ({ page }) => {
    endpoint.answers = [400];
    const dialog = await send(page);
    await expect(dialog.getByRole('alert')).toHaveText(/could not send your message/);
    expect(endpoint.received).toHaveLength(1);
    await expect(dialog.getByLabel('Message')).toHaveValue(message.message);
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('the server down: three retries, then the message, with the draft kept', async ({ page }) => {
    await endpoint.stop();
    const dialog = await send(page);
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveText(/could not send your message/, { timeout: 15_000 });
    await expect(dialog.getByLabel('Name')).toHaveValue(message.name);
    await expect(dialog.getByLabel('Phone Number')).toHaveValue(message.phone);
  });
});

test('without PUBLIC_CONTACT_ENDPOINT, scripts may connect to the site only and Send makes no request', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toContain("connect-src 'self';");
  await contactButton(page).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.getByLabel('Name').fill('Ada');
  await dialog.getByLabel('Phone Number').fill('+44 20 7946 0958');
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toEqual([]);
});
