import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from './serve.mjs';
const server = await serve('/work/main/dist', 4341);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (let i = 0; i < 3; i++) {
  const { lhr } = await lighthouse('http://127.0.0.1:4341/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log(Math.round(lhr.audits['largest-contentful-paint'].numericValue), Math.round(lhr.audits['first-contentful-paint'].numericValue), JSON.stringify(lhr.audits['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])));
}
await chrome.kill(); server.close();
