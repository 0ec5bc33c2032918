import type { APIRoute } from 'astro';
import { getCurrentSeason, getPolicy, getSeasons, getSite } from '../../content-loading/content';
import { languages, addressIn, collectionPage, collectionsPage, lookPage } from '../../site-model/languages';
import { policyPages } from '../../policy-pages/components';
import { languagePaths, pageLanguage } from '../../i18n/routing';
import { ownName } from '../../i18n/language-names';

export const getStaticPaths = languagePaths;

/**
 * /llms.txt (https://llmstxt.org), and /fr/llms.txt: the label, this file in the other languages, what the
 * site offers, a link to every page.
 */
export const GET: APIRoute = async (context) => {
  const lang = pageLanguage(context);
  const [site, current, seasons, ...policies] = await Promise.all([
    getSite(lang),
    getCurrentSeason(lang),
    getSeasons(lang),
    ...policyPages.map((slug) => getPolicy(slug, lang)),
  ]);
  const address = (code: string, path: string) => new URL(addressIn(code, path), context.site ?? context.url).href;
  const url = (path: string) => address(lang, path);
  // Each language named in its own words, as the pages' language links name it.
  const otherFiles = languages
    .filter((code) => code !== lang)
    .map((code) => `[${ownName(code)}](${address(code, '/llms.txt')})`);
  const lines = [
    `# ${site.name}`,
    '',
    `> ${site.llms.summary}`,
    '',
    `${site.llms.languages} ${otherFiles.join(', ')}`,
    '',
    site.llms.about,
    '',
    `${site.llms.contact} ${site.contactEmail}`,
    '',
    '## Pages',
    '',
    `- [${current.title}](${url('/')}): ${site.llms.home}`,
    `- [${site.collections.title}](${url(collectionsPage)}): ${site.collections.description}`,
    ...policies.map((page, i) => `- [${page!.data.title}](${url(`/${policyPages[i]}`)}.md): ${page!.data.description}`),
    '',
    `## ${site.llms.looks}`,
    '',
    // Each collection, the newest first: its page, then its looks.
    ...seasons.flatMap((season) => [
      `### ${season.name}`,
      '',
      `- [${season.title}](${url(collectionPage(season.slug))})`,
      ...season.looks.map((look) => `- [${look.title}](${url(lookPage(season.slug, look.id))}): ${look.description}`),
      '',
    ]),
    '## Optional',
    '',
    `- [${site.comingSoon.title}](${url('/coming-soon')}): ${site.llms.comingSoon}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
