import { launchWebKit, webkitMissing } from '../support/engines/webkit';
import { expect, test } from '../support/fixtures';

// A visitor without JavaScript reaches the house through the dialog where the browser has invoker
// commands: Chromium for every receiver and Firefox on the webhook's build, both in
// tests/e2e/delivery.spec.ts. README (Contact messages) says where it cannot work: WebKitGTK 2.50.

test('WebKitGTK 2.50, as installed here, has no invoker commands: README says so, and Contact needs a script there', async () => {
  test.skip(!!webkitMissing, webkitMissing);
  test.setTimeout(60_000);
  const { driver, quit } = await launchWebKit();
  try {
    await driver.get('about:blank');
    // When this fails, WebKit has invoker commands: prove the no-JS dialog there too, and update README.
    expect(await driver.executeScript("return 'command' in HTMLButtonElement.prototype")).toBe(false);
  } finally {
    await quit();
  }
});
