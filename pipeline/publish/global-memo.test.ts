import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Site } from '../answers/attribution.ts';
import { latestFile } from '../contract/paths.ts';
import { BuildError } from '../errors/build-error.ts';
import { type LotteryId, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { syntheticDraws, withNextDraw } from '../testing/synthetic.ts';
import { GLOBAL_OUTPUTS, LOTTERY_OUTPUTS } from '../site-build.ts';
import { pageProducers } from '../../web/render/page-outputs.ts';
import { siteAssets } from '../../web/render/assets.ts';
import { type BuildOptions, build } from './build.ts';
import { codeDigest } from './code-digest.ts';
import { MANIFEST_FILE, type BuildManifest } from './manifest.ts';
import { type GlobalOutputs, type LotteryOutputs, type TreeContext, dataOutputs } from './outputs.ts';
import { treeDigests } from '../testing/tree-digests.ts';

/** Trees of a few thousand files take a second or two each. */
const TREE_TIMEOUT_MS = 120_000;
const CODE = 'a'.repeat(64);

/** Two lotteries with data; lao-vip gets its first draw in some tests. */
const STORE = new Map<LotteryId, StoredDraw[]>([
  ['thai-government', syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-02-16')],
  ['hanoi-normal', syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-01-10')],
]);

let tmp: string;
let seed: string;
let n = 0;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'global-memo-test-'));
  seed = join(tmp, 'seed');
  await saveLotteries(seed, STORE);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function workspace(): Promise<{ data: string; dist: string }> {
  n += 1;
  const root = join(tmp, `ws-${n}`);
  await cp(seed, join(root, 'data'), { recursive: true });
  return { data: join(root, 'data'), dist: join(root, 'dist') };
}

async function addNextDraw(data: string, id: LotteryId): Promise<void> {
  await saveLotteries(data, new Map([[id, withNextDraw(lottery(id), STORE.get(id) ?? [])]]));
}

async function manifestOf(dist: string): Promise<BuildManifest> {
  return JSON.parse(await readFile(join(dist, MANIFEST_FILE), 'utf8')) as BuildManifest;
}

/** How many times each test producer ran, by name. */
const runs = new Map<string, number>();
/** How many times each perLottery value was computed, by `lottery key`. */
const computed = new Map<string, number>();
const count = (map: Map<string, number>, name: string): void => {
  map.set(name, (map.get(name) ?? 0) + 1);
};

/** A producer that counts its runs and writes one file of `text(context)`. */
function producer(name: string, text: (context: TreeContext) => string): GlobalOutputs {
  return (context) => {
    count(runs, name);
    return [{ path: `test/${name}.txt`, render: () => text(context) }];
  };
}

/** The newest draw date of a lottery, read from its latest-draw file (or '-' when the tree has none). */
const newest = (read: (path: string) => string | undefined, id: LotteryId): string => {
  const text = read(latestFile(id));
  return text === undefined ? '-' : (JSON.parse(text) as { draw: { date: string } }).draw.date;
};
const perLotteryNewest = (context: TreeContext, id: LotteryId): string =>
  context.perLottery(id, 'test-newest', () => {
    count(computed, `${id} test-newest`);
    return newest(context.read, id);
  });
/** A value shared by two producers: only the first to ask computes it, and so reads thai-government. */
const sharedKey = {};
const sharedNewest = (context: TreeContext): string => context.shared(sharedKey, () => newest(context.read, 'thai-government'));

const PRODUCERS: readonly GlobalOutputs[] = [
  producer('site', ({ site }) => site.name),
  producer('with-data', ({ withData }) => withData.join(',')),
  producer('thai', ({ read }) => newest(read, 'thai-government')),
  producer('vip', ({ read }) => newest(read, 'lao-vip')),
  producer('every', (context) => context.withData.map((id) => `${id} ${perLotteryNewest(context, id)}`).join('\n')),
  producer('shared-first', sharedNewest),
  producer('shared-second', sharedNewest),
];
const LOTTERY: readonly LotteryOutputs[] = [dataOutputs];

function buildWith(ws: { data: string; dist: string }, options: Partial<BuildOptions> = {}) {
  runs.clear();
  computed.clear();
  return build({
    dataDir: ws.data,
    distDir: ws.dist,
    site: TEST_SITE,
    lotteryOutputs: LOTTERY,
    globalOutputs: PRODUCERS,
    codeDigest: CODE,
    ...options,
  });
}

/** The tree a full build of the same data and options gives, in a folder of its own. */
async function fullBuild(ws: { data: string }, options: Partial<BuildOptions> = {}): Promise<Map<string, string>> {
  n += 1;
  const dist = join(tmp, `full-${n}`, 'dist');
  await buildWith({ data: ws.data, dist }, { ...options, full: true });
  return treeDigests(dist);
}

const ran = (): string[] => [...runs.keys()].sort();

describe('global producers carried over (global-memo.ts)', () => {
  test(
    'a rebuild with nothing changed runs no producer and computes no value',
    async () => {
      const ws = await workspace();
      await buildWith(ws);
      expect(ran()).toEqual(['every', 'shared-first', 'shared-second', 'site', 'thai', 'vip', 'with-data']);
      expect(computed.size).toBe(2);
      const before = await treeDigests(ws.dist);
      const report = await buildWith(ws);
      expect(ran()).toEqual([]);
      expect(computed.size).toBe(0);
      expect(report.written).toEqual([]);
      expect(await treeDigests(ws.dist)).toEqual(before);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a lottery's new draw runs exactly the producers that read it (a shared value's second user too), with a full build's bytes",
    async () => {
      const ws = await workspace();
      await buildWith(ws);
      await addNextDraw(ws.data, 'thai-government');
      await buildWith(ws);
      expect(ran()).toEqual(['every', 'shared-first', 'shared-second', 'thai']);
      // Only the changed lottery's value is computed again; hanoi-normal's comes from the manifest.
      expect([...computed.keys()]).toEqual(['thai-government test-newest']);
      expect(await treeDigests(ws.dist)).toEqual(await fullBuild(ws));

      await addNextDraw(ws.data, 'hanoi-normal');
      await buildWith(ws);
      expect(ran()).toEqual(['every']);
      expect([...computed.keys()]).toEqual(['hanoi-normal test-newest']);
      expect(await treeDigests(ws.dist)).toEqual(await fullBuild(ws));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a lottery's first draw runs the producers of withData and the one that asked for its missing file",
    async () => {
      const ws = await workspace();
      await buildWith(ws);
      await saveLotteries(ws.data, new Map([['lao-vip', syntheticDraws(lottery('lao-vip'), '2024-01-01', '2024-01-03')]]));
      await buildWith(ws);
      // 'vip' read lao-vip's latest-draw file when it had none: the file appearing changes its input.
      expect(ran()).toEqual(['every', 'shared-first', 'shared-second', 'site', 'thai', 'vip', 'with-data']);
      expect(await readFile(join(ws.dist, 'test/vip.txt'), 'utf8')).toBe('2024-01-03');
      expect(await treeDigests(ws.dist)).toEqual(await fullBuild(ws));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'another site or another code digest runs every producer again',
    async () => {
      const ws = await workspace();
      await buildWith(ws);
      const site: Site = { name: 'Another name', baseUrl: TEST_SITE.baseUrl };
      await buildWith(ws, { site });
      expect(ran()).toHaveLength(PRODUCERS.length);
      expect(await readFile(join(ws.dist, 'test/site.txt'), 'utf8')).toBe('Another name');
      // The lottery files are carried over: the code digest covers the site (code-digest.ts), as the
      // real build's always does. The global files are rendered for the new site all the same.
      const globals = (tree: Map<string, string>) => [...tree].filter(([path]) => path.startsWith('test/'));
      expect(globals(await treeDigests(ws.dist))).toEqual(globals(await fullBuild(ws, { site })));
      await buildWith(ws, { site, codeDigest: 'b'.repeat(64) });
      expect(ran()).toHaveLength(PRODUCERS.length);
      expect(computed.size).toBe(2);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'the manifest records what each producer read, and keeps the perLottery values with their lottery',
    async () => {
      const ws = await workspace();
      await buildWith(ws);
      const manifest = await manifestOf(ws.dist);
      const byFile = new Map(manifest.global.map((g) => [g.files[0], g]));
      expect(byFile.get('test/site.txt')).toMatchObject({ lotteries: [], values: [], absent: [] });
      expect(byFile.get('test/thai.txt')).toMatchObject({ lotteries: ['thai-government'], values: [], absent: [] });
      expect(byFile.get('test/vip.txt')).toMatchObject({ lotteries: [], absent: [latestFile('lao-vip')] });
      expect(byFile.get('test/shared-second.txt')).toMatchObject({ lotteries: ['thai-government'] });
      expect(byFile.get('test/every.txt')).toMatchObject({
        lotteries: ['hanoi-normal', 'thai-government'],
        values: ['hanoi-normal test-newest', 'thai-government test-newest'],
      });
      expect(manifest.lotteries['hanoi-normal']?.derived).toEqual({ 'test-newest': '2024-01-10' });
      expect(manifest.lotteries['lao-vip']?.derived).toBeUndefined();
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a perLottery value that reads another lottery's file stops the build",
    async () => {
      const ws = await workspace();
      const nosy: GlobalOutputs = (context) => [
        { path: 'test/nosy.txt', render: () => context.perLottery('hanoi-normal', 'nosy', () => newest(context.read, 'thai-government')) },
      ];
      const attempt = buildWith(ws, { globalOutputs: [nosy] });
      await expect(attempt).rejects.toThrow(BuildError);
      await expect(attempt).rejects.toThrow(/nosy read beyond the lottery's own files/);
    },
    TREE_TIMEOUT_MS,
  );
});

describe("the service's own producers, pages included, carried over", () => {
  let options: Pick<BuildOptions, 'lotteryOutputs' | 'globalOutputs' | 'codeDigest'>;

  beforeAll(async () => {
    const pages = pageProducers(await siteAssets());
    options = {
      lotteryOutputs: [...LOTTERY_OUTPUTS, ...pages.lottery],
      globalOutputs: [...GLOBAL_OUTPUTS, ...pages.global],
      codeDigest: await codeDigest(TEST_SITE),
    };
  }, TREE_TIMEOUT_MS);

  test(
    'after each kind of data change, an incremental build gives a full build of the same data, byte for byte',
    async () => {
      const ws = await workspace();
      await buildWith(ws, options);
      const changes: Array<() => Promise<void>> = [
        () => addNextDraw(ws.data, 'hanoi-normal'),
        () => addNextDraw(ws.data, 'thai-government'),
        async () => {
          await saveLotteries(ws.data, new Map([['lao-vip', syntheticDraws(lottery('lao-vip'), '2024-01-01', '2024-01-03')]]));
        },
      ];
      for (const change of changes) {
        await change();
        await buildWith(ws, options);
        expect(await treeDigests(ws.dist)).toEqual(await fullBuild(ws, options));
      }
    },
    TREE_TIMEOUT_MS * 2,
  );
});
