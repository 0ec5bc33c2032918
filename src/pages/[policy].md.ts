import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { getSite } from '../utils/content';
import { longDate } from '../utils/dates';
import { policyMarkdown } from '../utils/policy-markdown';

/** /privacy.md and /legal.md: Markdown copies of the policy pages, listed in /llms.txt. */
export const getStaticPaths = (async () =>
  (await getCollection('pages')).map((entry) => ({
    params: { policy: entry.id },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const site = await getSite();
  const { data, body = '' } = props.entry;
  const markdown = policyMarkdown(
    { title: data.title, updated: `${site.policy.updated} ${longDate(data.updated)}`, body },
    site.privacyEmail,
  );
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
