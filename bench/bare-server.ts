// Baseline for the benchmarks: a bare node:http server answering recorded bytes per
// "METHOD path", so the ratio shows what the framework, validation and database cost.
import fs from 'node:fs';
import http from 'node:http';

const responses: Record<string, { status: number; body: string }> = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const path = (req.url ?? '/').split('?')[0];
    const hit = responses[`${req.method} ${path}`] ?? { status: 404, body: '{}' };
    res.writeHead(hit.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(hit.body) });
    res.end(hit.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listens on http://127.0.0.1:${address.port}`);
});
