import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startLocalServer } from '../../pipeline/serve/local-server.ts';

/**
 * A server for `npm run bench`, run in its own process so that the load generator does not share
 * its event loop. `service <dist>`: the local server with quotas too high to trigger (the limiter
 * still counts every request). `floor <response.json>`: a bare node:http server answering the
 * recorded status, headers and body of one response, and doing nothing else.
 * Prints the port when listening.
 */
const UNLIMITED = { results: 1e12, check: 1e12, 'check-many': 1e12, stats: 1e12, calculations: 1e12, lotteries: 1e12 };

async function main(): Promise<void> {
  const [mode, arg] = process.argv.slice(2);
  if (mode === 'service' && arg) {
    const server = await startLocalServer({ distDir: arg, port: 0, host: '127.0.0.1', quota: UNLIMITED, log: () => undefined });
    process.stdout.write(`${new URL(server.url).port}\n`);
    return;
  }
  if (mode === 'floor' && arg) {
    const recorded = JSON.parse(readFileSync(arg, 'utf8')) as { status: number; headers: Record<string, string>; body: string };
    const body = Buffer.from(recorded.body, 'utf8');
    const server = http.createServer((_req, res) => {
      res.writeHead(recorded.status, recorded.headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
    });
    return;
  }
  throw new Error('usage: bench-server service <dist> | floor <response.json>');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
