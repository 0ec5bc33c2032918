import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { getContact, getSite } from '../../content-loading/content';
import { contactReceiver } from '../../contact/this-build-receiver';
import { longDate } from '../../i18n/dates';
import { baseId, languageOfEntry, languages } from '../../site-model/languages';
import { langParam } from '../../i18n/routing';
import { policyMarkdown } from '../../sharing/policy-markdown';

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
  const [site, contact] = await Promise.all([getSite(props.lang), getContact(props.lang)]);
  const { data, body = '' } = props.entry;
  const markdown = policyMarkdown(
    { title: data.title, updated: `${site.policy.updated} ${longDate(data.updated, props.lang)}`, body },
    site.privacyEmail,
    contact.receivers[contactReceiver?.kind ?? 'none'],
  );
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
