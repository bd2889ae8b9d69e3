import { once } from 'node:events';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.ts';
import type { LotteryId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { readYearFile, saveLotteries, yearFilePath } from '../store/store.ts';
import type { HttpDeps, HttpPolicy } from '../sources/http-client.ts';
import type { SourcesConfig } from '../store/sources-config.ts';
import type { SourceDeps } from '../ingest/sources-for.ts';

/*
 * Test support for the ingest tests, not a test file. Real draws come from the committed data/
 * (read only; tests write to temporary copies), upstreams are local HTTP servers on port 0.
 */

/** The committed thai-government draws of 2026 (read only). */
export async function committedThaiDraws2026(): Promise<StoredDraw[]> {
  const file = await readYearFile(yearFilePath(join(PROJECT_ROOT, 'data'), 'thai-government', 2026), {
    lottery: 'thai-government',
    year: 2026,
  });
  return file.draws;
}

/** A temporary store holding `draws` per lottery. */
export async function seedStore(dataDir: string, draws: ReadonlyArray<readonly [LotteryId, readonly StoredDraw[]]>): Promise<void> {
  await saveLotteries(dataDir, new Map(draws));
}

/** A temporary folder holding a seeded store (`data`) and the place of its tree (`dist`), and its removal. */
export interface SeededBuild {
  readonly dataDir: string;
  readonly distDir: string;
  remove(): Promise<void>;
}

/** A store seeded with `draws` per lottery in a temporary folder, its tree to be built beside it. */
export async function seededBuild(prefix: string, draws: ReadonlyArray<readonly [LotteryId, readonly StoredDraw[]]>): Promise<SeededBuild> {
  const root = await mkdtemp(join(tmpdir(), `lottery-${prefix}-`));
  const dataDir = join(root, 'data');
  await seedStore(dataDir, draws);
  return { dataDir, distDir: join(root, 'dist'), remove: () => rm(root, { recursive: true, force: true }) };
}

/** Fast, quiet HTTP for tests: short timeout, no waiting between attempts. */
export function testHttp(policy: Partial<HttpPolicy> = {}): HttpDeps {
  return {
    policy: { timeoutMs: 2_000, attempts: 3, retryDelaysMs: [0], maxBytes: 1024 * 1024, ...policy },
    userAgent: 'Test-Service-ingest/1.0 (+http://test.invalid)',
    sleep: async () => {},
  };
}

export function testDeps(gloBaseUrl: string, http: HttpDeps = testHttp()): (config: SourcesConfig) => SourceDeps {
  return (config) => ({ gloBaseUrl, http, config });
}

/** One request a test server saw. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** An answer; `hang`: none at all; `stall`: a 200's headers and the body's first byte, then nothing; `reset`: the connection cut. */
export type Reply = { status?: number; contentType?: string; body: string } | 'hang' | 'stall' | 'reset';

/** A local server on port 0; `reply` decides each answer from the request. */
export async function testServer(
  reply: (req: SeenRequest, n: number) => Reply | Promise<Reply>,
): Promise<{ url: string; requests: SeenRequest[]; close: () => Promise<void> }> {
  const requests: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(seen);
    const answer = await reply(seen, requests.length);
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{');
      hanging.add(res);
      return;
    }
    if (answer === 'reset') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The draw date a GLO request body asks for ("2026-07-01"), or null. */
export function askedDate(req: SeenRequest): string | null {
  try {
    const body = JSON.parse(req.body) as { date?: string; month?: string; year?: string };
    return body.year && body.month && body.date ? `${body.year}-${body.month}-${body.date}` : null;
  } catch {
    return null;
  }
}
