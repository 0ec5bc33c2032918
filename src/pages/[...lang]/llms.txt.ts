import type { APIRoute } from 'astro';
import { getCurrentSeason, getPolicy, getSeasons, getSite, getRoutes } from '../../content-loading/content.ts';
import { policyPages } from '../../schemas/policy-components.ts';
import type { Kind, Names } from '../../routes/page-kinds.ts';
import { pageLanguage } from '../../i18n/routing.ts';
import { ownName } from '../../i18n/language-names.ts';
import { asMarkdownText } from '../../site-model/shown-as-text.ts';

export const getStaticPaths = async () => (await getRoutes()).paths('llms');

/**
 * /llms.txt (https://llmstxt.org), and /fr/llms.txt: the label, this file in the other languages, what the
 * site offers, a link to every page. Every text from content is quoted as text (`asMarkdownText`): it adds no
 * link, heading or list of its own.
 */
export const GET: APIRoute = async (context) => {
  const lang = pageLanguage(context);
  const [routes, site, current, seasons, ...policies] = await Promise.all([
    getRoutes(),
    getSite(lang),
    getCurrentSeason(lang),
    getSeasons(lang),
    ...policyPages.map((slug) => getPolicy(slug, lang)),
  ]);
  const address = (path: string) => new URL(path, context.site ?? context.url).href;
  const url = (kind: Kind, names: Names = {}) => address(routes.address(kind, names, lang));
  // Each language named in its own words, as the pages' language links name it.
  const otherFiles = routes
    .twins(routes.at(routes.address('llms', {}, lang))!)
    .filter((twin) => twin.lang !== lang)
    .map((twin) => `[${ownName(twin.lang)}](${address(twin.address)})`);
  const lines = [
    `# ${asMarkdownText(site.name)}`,
    '',
    `> ${asMarkdownText(site.llms.summary)}`,
    '',
    `${asMarkdownText(site.llms.languages)} ${otherFiles.join(', ')}`,
    '',
    asMarkdownText(site.llms.about),
    '',
    `${asMarkdownText(site.llms.contact)} <${site.contactEmail}>`,
    '',
    '## Pages',
    '',
    `- [${asMarkdownText(current.title)}](${url('home')}): ${asMarkdownText(site.llms.home)}`,
    `- [${asMarkdownText(site.collections.title)}](${url('seasons')}): ${asMarkdownText(site.collections.description)}`,
    ...policies.map(
      (page, i) =>
        `- [${asMarkdownText(page!.data.title)}](${url('policyText', { policy: policyPages[i] })}): ${asMarkdownText(page!.data.description)}`,
    ),
    '',
    `## ${asMarkdownText(site.llms.looks)}`,
    '',
    // Each collection, the newest first: its page, then its looks.
    ...seasons.flatMap((season) => [
      `### ${asMarkdownText(season.name)}`,
      '',
      `- [${asMarkdownText(season.title)}](${url('season', { season: season.slug })})`,
      ...season.looks.map(
        (look) =>
          `- [${asMarkdownText(look.title)}](${url('look', { season: season.slug, look: look.id })}): ${asMarkdownText(look.description)}`,
      ),
      '',
    ]),
    '## Optional',
    '',
    `- [${asMarkdownText(site.comingSoon.title)}](${url('comingSoon')}): ${asMarkdownText(site.llms.comingSoon)}`,
    `- [${asMarkdownText(site.siteMap.title)}](${url('siteMap')}): ${asMarkdownText(site.siteMap.description)}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
