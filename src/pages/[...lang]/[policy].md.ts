import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { getSite } from '../../content-loading/content';
import { longDate } from '../../i18n/dates';
import { baseId, languageOfEntry, languages } from '../../site-model/languages';
import { langParam } from '../../i18n/routing';
import { policyMarkdown } from '../../policy-pages/policy-markdown';
import { shownIn } from '../../policy-pages/shown';

/** /privacy.md, /legal.md and their twins in each language (/fr/privacy.md): listed in /llms.txt. */
export const getStaticPaths = (async () =>
  (await getCollection('pages'))
    .map((entry) => ({ entry, lang: languageOfEntry(entry.id) }))
    .filter(({ lang }) => languages.includes(lang))
    .map(({ entry, lang }) => ({
      params: { lang: langParam(lang), policy: baseId(entry.id) },
      props: { entry, lang },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const [site, shown] = await Promise.all([getSite(props.lang), shownIn(props.lang)]);
  const { data, body = '' } = props.entry;
  const updated = `${site.policy.updated} ${longDate(data.updated, props.lang)}`;
  const markdown = policyMarkdown({ title: data.title, updated, body }, shown);
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
