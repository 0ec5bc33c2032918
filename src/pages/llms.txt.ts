import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getHome, getSite } from '../utils/content';

/** /llms.txt (https://llmstxt.org): the label, what the site offers, and a link to every page. */
export const GET: APIRoute = async ({ site: siteUrl, url: here }) => {
  const [site, home, policies] = await Promise.all([getSite(), getHome(), getCollection('pages')]);
  const url = (path: string) => new URL(path, siteUrl ?? here).href;
  const lines = [
    `# ${site.name}`,
    '',
    `> ${site.llms.summary}`,
    '',
    site.llms.about,
    '',
    `${site.llms.contact} ${site.contactEmail}`,
    '',
    '## Pages',
    '',
    `- [${home.title}](${url('/')}): ${site.llms.home}`,
    ...policies.map((page) => `- [${page.data.title}](${url(`/${page.id}.md`)}): ${page.data.description}`),
    '',
    '## Optional',
    '',
    `- [${site.comingSoon.title}](${url('/coming-soon')}): ${site.llms.comingSoon}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
