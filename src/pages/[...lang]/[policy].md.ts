import type { APIRoute, GetStaticPaths } from 'astro';
import { getPolicy, getRoutes, getSite } from '../../content-loading/content.ts';
import { longDate } from '../../i18n/dates.ts';
import { policyMarkdown } from '../../policy-pages/policy-markdown.ts';
import { shownIn } from '../../policy-pages/shown.ts';

/** /privacy.md, /legal.md and their twins in each language (/fr/privacy.md): listed in /llms.txt. */
export const getStaticPaths = (async () => (await getRoutes()).paths('policyText')) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { lang, names } = props.route;
  const [site, shown, entry] = await Promise.all([getSite(lang), shownIn(lang), getPolicy(names.policy!, lang)]);
  const { data, body = '' } = entry!;
  const updated = `${site.policy.updated} ${longDate(data.updated, lang)}`;
  const markdown = policyMarkdown({ title: data.title, updated, body }, shown);
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
