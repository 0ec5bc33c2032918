import { policyComponents, type Shown } from '../schemas/policy-components.ts';

/** A policy page as plain Markdown for agents: its MDX body with its components written out. */
export function policyMarkdown(page: { title: string; updated: string; body: string }, shown: Shown): string {
  const body = policyComponents
    .reduce((text, { tag, markdown }) => text.replaceAll(`<${tag} />`, markdown(shown)), page.body)
    .trim();
  return `# ${page.title}\n\n${page.updated}\n\n${body}\n`;
}
