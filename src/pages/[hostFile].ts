import type { APIRoute, GetStaticPaths } from 'astro';
import { getRoutes } from '../content-loading/content.ts';
import { nginxRedirects, nginxRedirectsFile, redirectsFile } from '../site-model/host-files.ts';
import type { Redirect } from '../site-model/hosts.ts';

/**
 * The hosts' redirects, written with the pages since content moves addresses: every move of the table of
 * addresses (src/routes/), the site model's and every address a season or a look had before, in each language.
 * `_redirects` for Cloudflare and Netlify; nginx-redirects.conf, which nginx.conf includes.
 */
export const getStaticPaths = (() => [
  { params: { hostFile: '_redirects' }, props: { write: redirectsFile } },
  { params: { hostFile: nginxRedirects }, props: { write: nginxRedirectsFile } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const write = props.write as (redirects: Redirect[]) => string;
  return new Response(write((await getRoutes()).moves), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
