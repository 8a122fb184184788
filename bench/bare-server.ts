// Baseline for the benchmarks: a bare node:http server answering recorded bytes per
// "METHOD url" (or
// "METHOD path" for any query), so the ratio shows what the framework, validation and database cost.
import fs from 'node:fs';
import http from 'node:http';

const recorded: Record<string, { status: number; body: string }> = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
// Encoded once, so the baseline does no per-request work beyond node:http itself.
const responses = Object.fromEntries(Object.entries(recorded).map(([k, r]) => [k, { status: r.status, body: Buffer.from(r.body) }]));
const notFound = { status: 404, body: Buffer.from('{}') };

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const url = req.url ?? '/';
    const hit = responses[`${req.method} ${url}`] ?? responses[`${req.method} ${url.split('?')[0]}`] ?? notFound;
    res.writeHead(hit.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': hit.body.length });
    res.end(hit.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listens on http://127.0.0.1:${address.port}`);
});
