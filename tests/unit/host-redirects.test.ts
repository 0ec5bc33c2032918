import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { parseAllRedirects } from '@netlify/redirect-parser';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { nginxRedirects, nginxRedirectsFile, redirectsFile } from '../../src/site-model/host-files.ts';
import { redirectLimits, redirects, type Redirect } from '../../src/site-model/hosts.ts';
import { hostLimitProblems, uniqueRules } from '../../src/site-model/redirect-rules.ts';
import { startEngine } from '../support/engine.ts';
import { nginxMissing, nginxRefuses, startSiteNginx } from '../support/hosts.ts';
import { expectedAnswers, siteMoves } from '../support/random-moves.ts';

// The hosts' redirect files (src/site-model/host-files.ts) for any moves the content checks accept: nginx takes
// them, Cloudflare's engine keeps every rule, Netlify's parser reads each, and every old address leads where it
// should on all three, with and without its final slash.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A dist/ holding only the redirect files of `moves`: hosts apply redirects before looking for a file. */
function distOf(moves: Redirect[]) {
  const dist = mkdtempSync(join(tmpdir(), 'redirects-'));
  folders.push(dist);
  writeFileSync(join(dist, '_redirects'), redirectsFile(moves));
  writeFileSync(join(dist, nginxRedirects), nginxRedirectsFile(moves));
  writeFileSync(join(dist, 'index.html'), 'home');
  return dist;
}
const move = (from: string, to: string): Redirect => ({ from, to, status: 301 });
const folder = (from: string, to: string): Redirect => ({ from, to, status: 301, folder: true });
const lines = (file: string) => file.split('\n').filter((line) => line && !line.startsWith('#'));

/** Where a host sends each path: its status and Location's path and query, a few requests at a time, none followed. */
async function answers(origin: string, paths: string[]) {
  const got: string[][] = [];
  for (let n = 0; n < paths.length; n += 8)
    for (const path of await Promise.all(
      paths.slice(n, n + 8).map(async (path) => {
        const response = await fetch(origin + path, { redirect: 'manual' });
        const location = new URL(response.headers.get('location') ?? '/', origin);
        return [path, `${response.status} ${location.pathname}${location.search}`];
      }),
    ))
      got.push(path);
  return got;
}
const netlify = (dist: string) =>
  new RedirectsHandler({ projectDir: dist, publicDir: dist, configRedirects: [], jwtRoleClaim: '', jwtSecret: '' });

describe('one address moved twice (issue 59, problem 2)', () => {
  const look = '/collections/fall-winter-2025/look-01';
  test('the same move twice is written once, and nginx takes it', () => {
    const moves = [...redirects, move('/looks/look-01', look), move('/looks/look-01', look)];
    expect(lines(nginxRedirectsFile(moves))).toHaveLength(3);
    // A renamed collection's move of its looks, and a look's own old address there, agree.
    const both = [
      folder('/collections/fw25', '/collections/fall-winter-2025'),
      move('/collections/fw25/look-01', look),
    ];
    if (!nginxMissing) expect(nginxRefuses([distOf([...moves, ...both])])).toBe('');
  });

  test('an address led to two places, the model’s /admin among them, or a location of nginx.conf, is never written', () => {
    for (const moves of [
      [...redirects, move('/admin', '/collections/fall-winter-2025')],
      [move('/fr/fw25', '/fr/collections/a'), folder('/fr/fw25', '/fr/collections/b')],
    ]) {
      expect(() => redirectsFile(moves)).toThrow(/leads both to .* and to/);
      expect(() => nginxRedirectsFile(moves)).toThrow(/leads both to .* and to/);
    }
    expect(() => nginxRedirectsFile([folder('/fr', '/fr/collections/a')])).toThrow('/fr/* is an address nginx.conf');
    expect(() => redirectsFile([move('/looks/look 01', look)])).toThrow('"/looks/look 01" is not an address');
  });
});

const { staticRules, dynamicRules, lineLength, nginxAddress } = redirectLimits;

test('too many moves, of addresses or of folders, or a move too long, is named for a copywriter (problem 3)', () => {
  // Each old address is two static rules: with and without its final slash.
  const many = (n: number) => Array.from({ length: n }, (_, i) => move(`/looks/look-${i}`, '/collections/a/look-01'));
  expect(hostLimitProblems(many(staticRules / 2))).toEqual([]);
  expect(hostLimitProblems(many(staticRules / 2 + 1))).toEqual([expect.stringContaining('make 2,002 moves')]);
  const renamed = Array.from({ length: dynamicRules + 1 }, (_, i) => folder(`/collections/c${i}`, '/collections/a'));
  expect(hostLimitProblems(renamed)).toEqual([expect.stringContaining('make 101 moves of a whole folder')]);
  const long = { ...move(`/${'a'.repeat(2100)}`, '/collections/a'), source: 'content/collections/a.yaml, formerly.0' };
  expect(hostLimitProblems([long])).toEqual([
    expect.stringMatching(
      /^content\/collections\/a\.yaml, formerly\.0: \/a+ is too long: .* Cloudflare ignores a move over 1,000/,
    ),
    expect.stringMatching(/ is too long: nginx ignores an old address over 254 characters/),
  ]);
  expect(hostLimitProblems([move(`/${'a'.repeat(nginxAddress - 1)}`, '/collections/a')])).toHaveLength(1);
  expect(() => redirectsFile([long])).toThrow('is too long');
});

/**
 * Moves padded to Cloudflare's limits exactly: folders up to its dynamic rules, one of them to a name that makes
 * the longest line it keeps, the longest address nginx matches, then addresses up to its static rules.
 */
function atTheLimits(moves: Redirect[]) {
  const [head, tail] = ['/limits/far/*  ', '/:splat  301'];
  const far = `/collections/${'a'.repeat(lineLength - head.length - tail.length - '/collections/'.length)}`;
  const folders = dynamicRules - uniqueRules(moves).filter((rule) => rule.dynamic).length - 1;
  const padded = [
    ...moves,
    ...Array.from({ length: folders }, (_, i) => folder(`/limits/c${i}`, '/collections/a')),
    folder('/limits/far', far),
    move(`/${'b'.repeat(nginxAddress - 2)}`, '/collections/a'),
  ];
  const left = staticRules - uniqueRules(padded).length + dynamicRules;
  // An address whose slashed form is where it leads is one rule, as /admin is.
  const odd = left % 2 ? [move('/limits/odd', '/limits/odd/')] : [];
  return [...padded, ...odd, ...Array.from({ length: left >> 1 }, (_, i) => move(`/limits/a${i}`, '/collections/a'))];
}

describe('any moves the checks accept, at random', () => {
  test('Netlify’s parser reads every rule as written', async () => {
    await fc.assert(
      fc.asyncProperty(siteMoves, async (moves) => {
        const file = join(distOf(moves), '_redirects');
        const { redirects: read, errors } = await parseAllRedirects({
          redirectsFiles: [file],
          configRedirects: [],
          minimal: false,
        });
        expect(errors).toEqual([]);
        expect(read).toHaveLength(lines(redirectsFile(moves)).length);
      }),
      { seed: 59, numRuns: 100 },
    );
  });

  // Each case is a site's moves; nginx and Cloudflare's engine serve all cases at once, each under a folder of its
  // own, padded to Cloudflare's limits.
  const cases = fc.sample(siteMoves, { seed: 59, numRuns: 8 });
  const all = cases.flatMap((moves, n) =>
    moves.map((m) => ({ ...m, from: `/case-${n}${m.from}`, to: `/case-${n}${m.to}` })),
  );
  const dist = distOf(atTheLimits(all));
  const expected = (moves: Redirect[]) => expectedAnswers(moves).map(([path, to]) => [path, `301 ${to}`]);
  const longest = `/${'b'.repeat(nginxAddress - 2)}`;
  const served = [...expected(all), [longest, '301 /collections/a'], [`${longest}/`, '301 /collections/a']];

  test.skipIf(nginxMissing)(
    'nginx takes each case’s files, and every old address leads where it should (problem 7)',
    async () => {
      expect(nginxRefuses(cases.map(distOf))).toBe('');
      const server = await startSiteNginx(dist);
      const got = await answers(
        server.origin,
        served.map(([path]) => path!),
      ).finally(server.stop);
      expect(got).toEqual(served);
    },
  );

  // Its budget, never a check: the engine starts in 1–3 s alone, and took up to 30 s beside a whole npm test.
  test('Cloudflare’s engine keeps every rule up to its limits, and every old address leads where it should (problem 7)', async () => {
    expect(Math.max(...lines(redirectsFile(atTheLimits(all))).map((line) => line.length))).toBe(lineLength);
    const engine = await startEngine(dist);
    const got = await answers(
      engine.origin,
      served.map(([path]) => path!),
    ).finally(engine.stop);
    expect(engine.output()).toContain(`Parsed ${staticRules + dynamicRules} valid redirect rules`);
    expect(engine.output()).not.toMatch(/invalid|warn|error/i);
    expect(got).toEqual(served);
  }, 60_000);

  test('on Netlify, every old address leads where it should', async () => {
    for (const moves of cases) {
      const handler = netlify(distOf(moves));
      const got = [];
      for (const [path] of expected(moves)) {
        const match = await handler.match(new Request(`https://www.maison-verane.com${path}`));
        got.push([path, `${match?.statusCode} ${match?.targetRelative}`]);
      }
      expect(got).toEqual(expected(moves));
    }
  });
});
