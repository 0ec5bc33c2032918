/** A policy page as plain Markdown for agents: its MDX body with the one allowed component resolved. */
export function policyMarkdown(page: { title: string; updated: string; body: string }, privacyEmail: string): string {
  const body = page.body.replaceAll('<PrivacyEmail />', `[${privacyEmail}](mailto:${privacyEmail})`).trim();
  return `# ${page.title}\n\n${page.updated}\n\n${body}\n`;
}
