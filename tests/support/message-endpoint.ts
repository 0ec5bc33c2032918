import { createServer, type Server } from 'node:http';

/**
 * A real HTTP endpoint for the delivery tests. It answers POSTs with the statuses queued in
 * `answers` (the last one repeats), records every message, and allows the site's origin (CORS).
 */
export class MessageEndpoint {
  answers: number[] = [200];
  received: unknown[] = [];
  private server?: Server;

  constructor(readonly port: number) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    this.server = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.received.push(JSON.parse(body));
        const status = this.answers[Math.min(this.received.length - 1, this.answers.length - 1)]!;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    return new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
  }

  stop() {
    this.server?.closeAllConnections();
    return new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}
