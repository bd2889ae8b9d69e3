import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { BuildError } from '../errors/build-error.ts';
import { StoreError } from '../errors/store-error.ts';
import { LOTTERIES, type LotteryId, lottery } from '../registry/index.ts';
import { saveLotteries, yearFilePath } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { type FaultSpec, PRODUCERS_MODULE, lotteryOutputs } from '../testing/render-pool-producers.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { type BuildReport, build } from './build.ts';
import { MIN_POOLED_BYTES, RenderPool, openRenderPool } from './render-pool.ts';
import { GLOBAL_OUTPUTS } from '../site-build.ts';
import { treeDigests } from '../testing/tree-digests.ts';

/**
 * Issue 14: lotteries rendered on worker threads give the tree, manifest and input cache the
 * in-process path gives, and fail the same way: the same error class and message, the first
 * failing lottery in registry order, dist/ untouched; a worker that dies fails the build instead
 * of hanging it, and workers that cannot start leave the build to the in-process path.
 */
const TIMEOUT_MS = 120_000;
const WITH_DATA: readonly LotteryId[] = ['thai-government', 'lao-lottery', 'hanoi-normal', 'lao-patuxay'];
const CODE_DIGEST = createHash('sha256').update('render-pool-test').digest('hex');
const NO_MODULE = new URL('./no-such-module.ts', PRODUCERS_MODULE).href;

let tmp: string;
let seed: string;
let n = 0;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'render-pool-'));
  seed = join(tmp, 'seed');
  await saveLotteries(seed, new Map(WITH_DATA.map((id) => [id, syntheticDraws(lottery(id), '2024-01-01', '2024-02-20')])));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A fresh data/ copied from the seed, its files dated a day back: the input cache remembers (and
 * keeps validated) only files older than its racy window.
 */
async function workspace(): Promise<{ data: string; dist: string }> {
  n += 1;
  const root = join(tmp, `ws-${n}`);
  const data = join(root, 'data');
  await cp(seed, data, { recursive: true });
  const past = new Date(Date.now() - 86_400_000);
  for (const e of await readdir(data, { recursive: true, withFileTypes: true }))
    if (e.isFile()) await utimes(join(e.parentPath, e.name), past, past);
  return { data, dist: join(root, 'dist') };
}

type Mode = 'pool' | 'in-process';

/**
 * The same producers either way; `pool` also says how workers build them: by default as buildSite
 * does (the main thread renders too), `workersOnly` puts every lottery on one of two workers (a
 * fault meant for a worker must not run on the test's thread).
 */
function buildWith(
  mode: Mode,
  ws: { data: string; dist: string },
  fault: FaultSpec = {},
  full = true,
  workersOnly = false,
): Promise<BuildReport> {
  return build({
    dataDir: ws.data,
    distDir: ws.dist,
    site: TEST_SITE,
    lotteryOutputs: lotteryOutputs(fault),
    ...(mode === 'pool'
      ? {
          lotteryWorkers: {
            module: PRODUCERS_MODULE,
            data: fault,
            minBytes: 0,
            ...(workersOnly ? { size: 2, mainThreadRenders: false } : {}),
          },
        }
      : {}),
    globalOutputs: GLOBAL_OUTPUTS,
    codeDigest: CODE_DIGEST,
    full,
  });
}

async function validatedDigests(dist: string): Promise<string[]> {
  return (JSON.parse(await readFile(`${dist}.inputs.json`, 'utf8')) as { validated: { digests: string[] } }).validated.digests;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Both paths' rejections, for a fault of the data or of the producers. */
async function failures(
  prepare: (data: string) => Promise<void>,
  fault: FaultSpec = {},
): Promise<Array<{ error: Error; message: string }>> {
  const out = [];
  for (const mode of ['in-process', 'pool'] as const) {
    const ws = await workspace();
    await buildWith('in-process', ws);
    const before = await treeDigests(ws.dist);
    await prepare(ws.data);
    const error = await buildWith(mode, ws, fault).then(
      () => new Error('the build succeeded'),
      (e: unknown) => e as Error,
    );
    // The message names the workspace's file: compared without the workspace's own folder.
    out.push({ error, message: error.message.replaceAll(ws.data, '<data>') });
    expect(await treeDigests(ws.dist)).toEqual(before);
    expect(await exists(`${ws.dist}.staging`)).toBe(false);
  }
  return out;
}

describe('rendering on worker threads (render-pool.ts)', () => {
  test(
    "gives the in-process path's tree, manifest and validated contents, byte for byte (main thread rendering too, or workers only)",
    async () => {
      const start = vi.spyOn(RenderPool, 'start');
      const inProcess = await workspace();
      const a = await buildWith('in-process', inProcess);
      expect(start).not.toHaveBeenCalled();
      const tree = await treeDigests(inProcess.dist);
      expect(tree.size).toBeGreaterThan(1000);
      const validated = await validatedDigests(inProcess.dist);
      expect(validated.length).toBe(WITH_DATA.length); // one year file each, each validated by the render
      for (const workersOnly of [false, true]) {
        const pooled = await workspace();
        const b = await buildWith('pool', pooled, {}, true, workersOnly);
        expect(start.mock.results.at(-1)?.value).toBeInstanceOf(RenderPool);
        expect(b.rendered).toEqual(a.rendered);
        expect(b.bytes).toBe(a.bytes);
        expect(await treeDigests(pooled.dist)).toEqual(tree);
        expect(await validatedDigests(pooled.dist)).toEqual(validated);
      }
      expect(start).toHaveBeenCalledTimes(2);
    },
    TIMEOUT_MS,
  );

  test(
    "a year file that fails validation stops the build with the in-process path's StoreError; dist/ untouched",
    async () => {
      const [inProcess, pooled] = await failures(async (data) => {
        const path = yearFilePath(data, 'hanoi-normal', 2024);
        const file = JSON.parse(await readFile(path, 'utf8')) as { draws: Array<{ prizes: Record<string, { numbers: string[] }> }> };
        (file.draws[3]?.prizes['first-prize'] as { numbers: string[] }).numbers = ['1234X'];
        await writeFile(path, JSON.stringify(file, null, 2));
      });
      expect(pooled?.error).toBeInstanceOf(StoreError);
      expect(pooled?.message).toMatch(
        /^<data>\/hanoi-normal\/2024\.json: draw 2024-01-\d\d, prizes\.first-prize\.numbers\.0: expected ASCII digits only$/,
      );
      expect(pooled?.message).toBe(inProcess?.message);
      expect(inProcess?.error).toBeInstanceOf(StoreError);
    },
    TIMEOUT_MS,
  );

  test(
    'a file that cannot be rendered: the same BuildError, for the first failing lottery in registry order',
    async () => {
      // The registry's first lottery fails a second late: the other worker fails the last one first in time.
      const late = LOTTERIES[LOTTERIES.length - 1]?.id as LotteryId;
      const fault: FaultSpec = { fault: 'render', lotteries: ['thai-government', late], firstDelayMs: 1000 };
      const [inProcess, pooled] = await failures(async () => {}, fault);
      expect(pooled?.error).toBeInstanceOf(BuildError);
      expect(pooled?.error.message).toBe(
        'cannot build faulty/thai-government.txt (thai-government): simulated render failure of thai-government',
      );
      expect(pooled?.message).toBe(inProcess?.message);
      expect(inProcess?.error).toBeInstanceOf(BuildError);
    },
    TIMEOUT_MS,
  );

  test.each([
    ['exits', 'exit', /a render worker failed while rendering hanoi-normal: exited with code 3/],
    ['throws an error it cannot report', 'uncaught', /a render worker failed while rendering hanoi-normal: simulated uncaught error/],
  ] as const)(
    'a worker that %s fails the build (no hang), and dist/ is untouched',
    async (_what, kind, message) => {
      const ws = await workspace();
      await buildWith('in-process', ws);
      const before = await treeDigests(ws.dist);
      await expect(buildWith('pool', ws, { fault: kind, lotteries: ['hanoi-normal'] }, true, true)).rejects.toThrow(message);
      expect(await treeDigests(ws.dist)).toEqual(before);
      expect(await exists(`${ws.dist}.staging`)).toBe(false);
      // The next build, without the fault, publishes normally.
      await buildWith('pool', ws);
      expect(await treeDigests(ws.dist)).toEqual(before);
    },
    TIMEOUT_MS,
  );

  test(
    'workers that cannot start leave the build to the in-process path: the same tree',
    async () => {
      vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
      const reference = await workspace();
      await buildWith('in-process', reference);
      const ws = await workspace();
      await build({
        dataDir: ws.data,
        distDir: ws.dist,
        site: TEST_SITE,
        lotteryOutputs: lotteryOutputs(),
        lotteryWorkers: { module: NO_MODULE, data: {}, minBytes: 0 },
        globalOutputs: GLOBAL_OUTPUTS,
        codeDigest: CODE_DIGEST,
      });
      expect(await treeDigests(ws.dist)).toEqual(await treeDigests(reference.dist));
    },
    TIMEOUT_MS,
  );

  test(
    'workers that cannot start, when the main thread does not render, fail their jobs (no hang)',
    async () => {
      const pool = RenderPool.start(2, { module: NO_MODULE, data: {}, mainThreadRenders: false }, TEST_SITE);
      try {
        const job = pool.render({ lottery: 'hanoi-normal', files: [], validated: [], noDraw: [], revisions: [] }, () => {});
        await expect(job).rejects.toThrow(/render workers could not start: .*no-such-module/);
      } finally {
        await pool.close();
      }
    },
    TIMEOUT_MS,
  );

  test(
    'an incremental build that renders one lottery, or too little data, starts no worker',
    async () => {
      const ws = await workspace();
      await buildWith('pool', ws);
      const start = vi.spyOn(RenderPool, 'start');
      const path = yearFilePath(ws.data, 'lao-patuxay', 2024);
      const file = JSON.parse(await readFile(path, 'utf8')) as { draws: unknown[] };
      file.draws.pop();
      await writeFile(path, JSON.stringify(file, null, 2));
      const report = await buildWith('pool', ws, {}, false);
      expect(report.rendered).toEqual(['lao-patuxay']);
      expect(start).not.toHaveBeenCalled();
      const spec = { module: PRODUCERS_MODULE, data: {} };
      expect(openRenderPool(spec, { lotteries: 49, bytes: MIN_POOLED_BYTES - 1 }, TEST_SITE)).toBeNull();
      expect(openRenderPool({ ...spec, minBytes: 0 }, { lotteries: 1, bytes: MIN_POOLED_BYTES }, TEST_SITE)).toBeNull();
    },
    TIMEOUT_MS,
  );
});
