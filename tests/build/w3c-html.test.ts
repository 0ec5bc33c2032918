import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { sitePages } from '../support/pages.ts';

// The W3C's own checker, the Nu Html Checker (vnu-jar, on Debian's Java), over every page of dist/ in one run:
// what an auditor checks for RGAA 8.2, "valid according to its document type".
const dist = new URL('../../dist/', import.meta.url);
const java = '/usr/bin/java';
const javaMissing = existsSync(java)
  ? undefined
  : 'No Java: the W3C validator is not run. Install it with `apt-get install default-jre-headless` (as root).';
/** vnu-jar's main export is the path of its jar; its own launcher would download a Java of its own. */
const jar = String(createRequire(import.meta.url)('vnu-jar'));

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * What the validator reports that HTML does not say, each with why:
 * - its CSS checker knows CSS as it was years ago (no `@property`, view transitions, `oklab()`, container
 *   queries), and the CSS of the pages' <style> is not their HTML;
 * - it refuses `blocking` on `<link rel="expect">`, which HTML has allowed since whatwg/html#9970 (2023).
 */
const notHtml = (m: Message) =>
  m.message.startsWith('CSS: ') ||
  (/^A “link” element with a “blocking” attribute/.test(m.message) && /<link rel="expect"/.test(m.extract ?? ''));

test('the W3C validator finds no HTML error in any page', (context) => {
  if (javaMissing) console.warn(javaMissing);
  context.skip(!!javaMissing, javaMissing);
  const pages = sitePages(dist);
  expect(pages.length).toBeGreaterThanOrEqual(5);
  // One Java for every page; the quick compiler and one collector halve its CPU on two shared cores.
  const run = spawnSync(
    java,
    [
      ...['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', jar],
      ...['--errors-only', '--no-langdetect', '--format', 'json'],
      ...pages.map((page) => fileURLToPath(new URL(page, dist))),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.error).toBeUndefined();
  // vnu writes its JSON report to stderr, and exits 1 when it reports an error.
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
  const errors = messages
    .filter((m) => !notHtml(m))
    .map((m) => `${m.url?.split('/dist/')[1] ?? ''}:${m.lastLine ?? ''}:${m.firstColumn ?? ''} ${m.message}`);
  expect(errors).toEqual([]);
}, 120_000); // a Java start and 24 pages, beside the other build tests on two cores
