import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ReceiverKind } from '../../src/contact/receiver-settings.ts';
import { startEngine, type Engine } from './engine.ts';
import { passOn } from './local-servers.ts';

/**
 * Local stand-ins for the form services a static site sends to, each following its documented
 * contract (src/contact/README.md, Recipes, with the sources): the content types and field names it reads,
 * when it answers JSON (`Accept: application/json`) and when HTML (a plain form post: a redirect to the
 * way back, or a page of its own), its success and error bodies, and its honeypot. Every request is
 * kept, OPTIONS included, so a test can prove that the browser sent no preflight.
 */
export interface Seen {
  method: string;
  path: string;
  contentType: string;
  accept: string;
  fields: Record<string, string>;
}

interface Answer {
  status: number;
  type?: 'json' | 'html';
  body?: unknown;
  location?: string;
}

interface Contract {
  /** Where it receives: the path of a form's endpoint. */
  accepts: (path: string) => boolean;
  /** The field a bot fills. */
  honeypot: string;
  /** Why a post is refused before it is read as a message, if it is. */
  refuse?: (fields: Record<string, string>) => string | undefined;
  /** The field that brings a plain form post back to the site. */
  returnField?: string;
  success: unknown;
  error: (reason: string) => unknown;
}

export const WEB3FORMS_KEY = '2f1a9c3e-5b7d-4e2f-9a1b-3c5d7e9f1a2b';

const contracts: Record<Exclude<ReceiverKind, 'netlify'>, Contract> = {
  // Formspree: POST https://formspree.io/f/<id>; `_gotcha` is silently ignored when filled; `_next` for plain posts.
  formspree: {
    accepts: (path) => /^\/f\/\w+$/.test(path),
    honeypot: '_gotcha',
    returnField: '_next',
    success: { ok: true, next: '/thanks' },
    error: (reason) => ({ errors: [{ code: 'EMPTY', message: reason }] }),
  },
  // Web3Forms: POST https://api.web3forms.com/submit with `access_key`; `botcheck` ticked is spam; `redirect`.
  web3forms: {
    accepts: (path) => path === '/submit',
    honeypot: 'botcheck',
    refuse: (fields) => (fields.access_key === WEB3FORMS_KEY ? undefined : 'Invalid access key'),
    returnField: 'redirect',
    success: { success: true, message: 'Email sent successfully!' },
    error: (reason) => ({ success: false, message: reason }),
  },
  // The house's own webhook, as src/contact/README.md asks it to behave: JSON to Accept: application/json,
  // else a redirect to `_next`.
  webhook: {
    accepts: (path) => path === '/messages',
    honeypot: '_honeypot',
    returnField: '_next',
    success: { ok: true },
    error: (reason) => ({ ok: false, error: reason }),
  },
};

/** The fields of a URL-encoded or multipart body; any other content type is not a form. */
async function formFields(req: IncomingMessage, body: Buffer) {
  const type = req.headers['content-type'] ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return undefined;
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  return Object.fromEntries([...data].map(([name, value]) => [name, String(value)]));
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(Buffer.concat(chunks)));
  });

export class FormReceiver {
  /** Every request, preflights included. */
  seen: Seen[] = [];
  /** The messages it took for a person's (not refused, honeypot empty). */
  messages: Record<string, string>[] = [];
  /** Statuses to answer first, in turn (a 500 to see a retry); then the contract's own answers. */
  failures: number[] = [];
  private server?: Server;
  /** Netlify's stand-in serves the site too, from Cloudflare's engine behind it. */
  private engine?: Engine;

  constructor(
    readonly kind: ReceiverKind,
    readonly port: number,
    /** Netlify serves the site itself: its built dist/. */
    private readonly dist?: string,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<Answer | undefined> {
    const path = new URL(req.url!, this.origin).pathname;
    const body = await read(req);
    const fields = (await formFields(req, body)) ?? {};
    const accept = req.headers.accept ?? '';
    this.seen.push({ method: req.method!, path, contentType: req.headers['content-type'] ?? '', accept, fields });
    if (this.kind === 'netlify') return this.netlify(req, res, fields);
    const contract = contracts[this.kind];
    if (req.method === 'OPTIONS') return { status: 204 };
    if (req.method !== 'POST' || !contract.accepts(path)) return { status: 404, type: 'html', body: 'Not found' };
    const failure = this.failures.shift();
    if (failure) return { status: failure, type: 'json', body: contract.error('Try again') };
    const json = accept.includes('application/json');
    const refused = Object.keys(fields).length === 0 ? 'The form is empty' : contract.refuse?.(fields);
    if (refused)
      return json ? { status: 400, type: 'json', body: contract.error(refused) } : { status: 400, type: 'html' };
    // A bot is answered as a person is: it learns nothing, and its message is dropped.
    if (!fields[contract.honeypot]) this.messages.push(fields);
    if (json) return { status: 200, type: 'json', body: contract.success };
    const back = contract.returnField && fields[contract.returnField];
    return back ? { status: 303, location: back } : { status: 200, type: 'html', body: '<h1>Thank you!</h1>' };
  }

  /** Netlify Forms: a URL-encoded or multipart POST to any page with a `form-name` it detected in the HTML at deploy. */
  private async netlify(req: IncomingMessage, res: ServerResponse, fields: Record<string, string>) {
    if (req.method === 'GET') return void (await passOn(this.engine!.origin, req, res));
    if (req.method !== 'POST') return { status: 405 };
    const failure = this.failures.shift();
    if (failure) return { status: failure, type: 'html' as const, body: 'Error' };
    const form = (await detectedForms(this.dist!)).find((f) => f.name === fields['form-name']);
    if (!form) return { status: 404, type: 'html' as const, body: 'Form not found' };
    // Netlify keeps only the fields of the form it detected at deploy.
    if (!fields[form.honeypot])
      this.messages.push(Object.fromEntries(Object.entries(fields).filter(([name]) => form.fields.includes(name))));
    // The answer is the page posted to: the form's action, its success page.
    return void (await passOn(this.engine!.origin, req, res, 'GET'));
  }

  async start() {
    if (this.kind === 'netlify') this.engine = await startEngine(this.dist!);
    this.server = createServer(async (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      const answer = await this.answer(req, res);
      if (!answer) return;
      const headers: Record<string, string> = answer.location ? { location: answer.location } : {};
      if (answer.type) headers['content-type'] = answer.type === 'json' ? 'application/json' : 'text/html';
      res.writeHead(answer.status, headers).end(answer.type === 'json' ? JSON.stringify(answer.body) : answer.body);
    });
    return new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
  }

  async stop() {
    await this.engine?.stop();
    this.server?.closeAllConnections();
    return new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}

/**
 * The forms Netlify detects at deploy: a `data-netlify="true"` or `netlify` form in the static HTML, by
 * name, with the fields inside it (the only ones Netlify keeps) and its honeypot.
 */
export async function detectedForms(dist: string) {
  const html = await readFile(`${dist}/index.html`, 'utf8');
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, attributes]) => /\s(data-netlify="true"|netlify)[\s>=]/.test(`${attributes} `))
    .map(([, attributes, inside]) => ({
      name: /\sname="([^"]+)"/.exec(attributes!)?.[1],
      honeypot: /\snetlify-honeypot="([^"]+)"/.exec(attributes!)?.[1] ?? 'bot-field',
      fields: [...inside!.matchAll(/<(?:input|textarea|select)\b[^>]*\sname="([^"]+)"/g)].map((m) => m[1]!),
    }));
}
