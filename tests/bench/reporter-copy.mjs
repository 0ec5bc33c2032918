// A copy of dist/ for the bench's visitor runs (visitor.mjs): each page gets a small timing reporter, its hash
// added to that copy's CSP. The reporter tells the bench server (POST /__bench) where the page's links are,
// when the pointer went down, and when the next page first painted after it was shown (activationStart).
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePages } from '../support/site-pages.ts';

/** Runs in the page: every time is absolute (timeOrigin + DOMHighResTimeStamp), on the browser's own clock. */
function reporter() {
  const send = (data) => navigator.sendBeacon('/__bench', JSON.stringify({ path: location.pathname, ...data }));
  const at = (time) => performance.timeOrigin + time;
  addEventListener('pointerdown', (event) => send({ type: 'press', at: at(event.timeStamp) }), true);
  const query = new URLSearchParams(location.search);
  const target = query.get('to');
  const shown = () => {
    const entry = performance.getEntriesByType('navigation')[0];
    const activationStart = entry.activationStart ?? 0;
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      // A prerendered page may have painted unseen: what the visitor sees comes at activation at the earliest.
      send({
        type: 'shown',
        at: at(Math.max(paint.startTime, activationStart)),
        activationStart,
        delivery: entry.deliveryType,
      });
    }).observe({ type: 'paint', buffered: true });
    if (!target) return;
    // The start page: bring the link into view, as a visitor scrolls to it, and say where it is on the screen.
    // `link` is its CSS selector (the first visible match), such as a picture of the gallery below the hero.
    addEventListener('load', async () => {
      await document.fonts.ready;
      const link = [...document.querySelectorAll(query.get('link'))].find((a) => a.offsetParent);
      link.scrollIntoView({ block: 'center' });
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const box = link.getBoundingClientRect();
          const chrome = outerHeight - innerHeight;
          send({ type: 'ready', x: screenX + box.x + box.width / 2, y: screenY + chrome + box.y + box.height / 2 });
        }),
      );
    });
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', shown, { once: true });
  else shown();
}

const script = `(${reporter})()`;
const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Copies `dist` to a temporary folder with the reporter in every page; returns the folder. */
export function reporterCopy(dist) {
  const copy = mkdtempSync(join(tmpdir(), 'bench-visitor-'));
  cpSync(dist, copy, { recursive: true });
  // The site's pages only: the editor at /admin has a policy of its own and no visitor's page change.
  for (const name of sitePages(pathToFileURL(`${copy}/`))) {
    const file = join(copy, name);
    const html = readFileSync(file, 'utf8')
      .replace(/script-src 'self'/, `script-src 'self' ${hash}`)
      .replace('</head>', `<script>${script}</script></head>`);
    if (!html.includes(hash)) throw new Error(`no script-src in the CSP of ${name}`);
    writeFileSync(file, html);
  }
  return copy;
}
