/** A policy page as plain Markdown for agents: its MDX body with the allowed components resolved. */
export function policyMarkdown(
  page: { title: string; updated: string; body: string },
  privacyEmail: string,
  contactReceiver = '',
): string {
  const body = page.body
    .replaceAll('<PrivacyEmail />', `[${privacyEmail}](mailto:${privacyEmail})`)
    .replaceAll('<ContactReceiver />', contactReceiver)
    .trim();
  return `# ${page.title}\n\n${page.updated}\n\n${body}\n`;
}
