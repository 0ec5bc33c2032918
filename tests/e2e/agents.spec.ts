import { expect, test, type Page } from '../support/fixtures.ts';
import { launchOptions } from '../support/engines/chromium.ts';
import { contactButton, openContact } from '../support/page-helpers.ts';
import { CONTACT_ERRORS, DIALOG, DIALOG_HOUSE } from '../support/spec-texts.ts';

// The contact form as a WebMCP tool, registered by the dialog's code through the imperative API, in Chromium's
// own implementation (behind a flag, as in the bench's agentic pass: tests/bench/run.mjs). The site's text
// files for agents (/llms.txt, the policy pages in Markdown) are facts of dist/: tests/build/agents.test.ts.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--enable-experimental-web-platform-features', '--enable-features=WebMCP'],
  },
});

interface Tool {
  name: string;
  description: string;
  inputSchema: { properties: Record<string, { description: string }>; required: string[] };
}
/** What an agent's side of the API sees: the tools the page has, and a call to one. */
interface AgentSide {
  getTools: () => Promise<Tool[]>;
  executeTool: (tool: Tool, input: object) => Promise<string>;
}
const tools = (page: Page) =>
  page.evaluate(async () => {
    const found = await (document as unknown as { modelContext: AgentSide }).modelContext.getTools();
    return found.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
  });

test('the contact form is a WebMCP tool once its code is here: each field described, all three required', async ({
  page,
}) => {
  await page.goto('/');
  // No markup makes a tool: the HTML holds no attribute HTML does not define.
  expect(await tools(page)).toEqual([]);
  await openContact(page);
  const [tool] = await tools(page);
  expect(tool!.name).toBe('sendContactMessage');
  expect(tool!.description).toMatch(/Maison Verane/);
  expect(tool!.inputSchema.required).toEqual(['name', 'phone', 'message']);
  for (const field of tool!.inputSchema.required)
    expect(tool!.inputSchema.properties[field]!.description).toMatch(/\w{3,}/);
  expect(tool!.inputSchema.properties.phone!.description).toContain(DIALOG_HOUSE.en.phoneFormat);
});

test('an agent fills the form in and opens it, hears of its mistakes; the visitor sends it', async ({ page }) => {
  await page.goto('/');
  await contactButton(page).hover();
  await expect.poll(() => tools(page).then((found) => found.length)).toBe(1);
  const call = (phone: string) =>
    page.evaluate(async (phone) => {
      const context = (document as unknown as { modelContext: AgentSide }).modelContext;
      const [tool] = await context.getTools();
      return JSON.parse(await context.executeTool(tool!, { name: 'Ada Lovelace', phone, message: 'A fitting.' }));
    }, phone);
  // The English pages' rule is the specification's: a number with its country code.
  expect(await call('01 23 45 67 89')).toEqual([CONTACT_ERRORS.phoneInvalid]);
  expect(await call('+33 1 23 45 67 89')).toEqual([]);
  const dialog = page.getByRole('dialog', { name: DIALOG.title });
  await expect(dialog.getByLabel(DIALOG.labels.phone)).toHaveValue('+33 1 23 45 67 89');
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(page.getByRole('status')).toHaveText(DIALOG_HOUSE.en.sent);
});
