import type { APIRoute, GetStaticPaths } from 'astro';
import { getSeasons } from '../content-loading/content';
import { hostMoves } from '../lookbook/seasons';
import { nginxRedirects, nginxRedirectsFile, redirectsFile } from '../site-model/host-files';
import { redirects, type Redirect } from '../site-model/hosts';

/**
 * The hosts' redirects, written with the pages since content moves addresses: the model's (src/site-model/hosts.ts),
 * then every address a collection or a look had before, in each language, moved for good to where it is now.
 * `_redirects` for Cloudflare and Netlify; nginx-redirects.conf, which nginx.conf includes.
 */
export const getStaticPaths = (() => [
  { params: { hostFile: '_redirects' }, props: { write: redirectsFile } },
  { params: { hostFile: nginxRedirects }, props: { write: nginxRedirectsFile } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const moved = hostMoves(await getSeasons());
  const write = props.write as (redirects: Redirect[]) => string;
  return new Response(write([...redirects, ...moved]), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
