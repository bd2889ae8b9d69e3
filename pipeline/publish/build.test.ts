import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { LatestIndex } from '../draws/latest-draw.ts';
import { LIMIT_MAX, LIMIT_MIN, WINDOWS } from '../contract/params.ts';
import {
  LATEST_INDEX_FILE,
  OPENAPI_FILE,
  README_FILE,
  HEADERS_FILE,
  REDIRECTS_FILE,
  calculationsFile,
  drawsFile,
  latestFile,
  lotteryDir,
  noDataFile,
  lotteriesFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from '../contract/paths.ts';
import { notFoundAnswer } from '../answers/route.ts';
import { HISTORY_INDEX_FILE, downloadFiles, historyEntryFile, historyFile } from '../contract/download-paths.ts';
import { StoreError } from '../errors/store-error.ts';
import { LANGS, LOTTERIES, type LotteryDef, type LotteryId, calculationPrizes, lottery } from '../registry/index.ts';
import { StoredDraw } from '../store/schema.ts';
import { canonicalDraw } from '../store/format.ts';
import { saveLotteries, yearFilePath } from '../store/store.ts';
import { syntheticDraws, withNextDraw } from '../testing/synthetic.ts';
import { type BuildOptions, type BuildReport, build } from './build.ts';
import { codeDigest } from './code-digest.ts';
import { type BuildManifest, MANIFEST_FILE } from './manifest.ts';
import { GLOBAL_OUTPUTS, LOTTERY_OUTPUTS, buildSite } from '../site-build.ts';
import { listTree } from './publish.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { treeDigests } from '../testing/tree-digests.ts';
import { DEAD_PID } from '../testing/processes.ts';
import { markLatest } from '../testing/marked-outputs.ts';
import { copySite } from '../testing/tree-copy.ts';
import { DELETING_PREFIX, RETIRED_PREFIX } from '../tree-layout.ts';

/** Trees of a few thousand files take a second or two each. */
const TREE_TIMEOUT_MS = 120_000;

/**
 * The synthetic store of these tests (never data/, C8.5): four lotteries of four families with
 * data, the other 45 without. hanoi-normal's newest draw is 2024-01-20 and lao-patuxay's 2024-01-10.
 */
function makeStore(): Map<LotteryId, StoredDraw[]> {
  const range = (id: LotteryId, from: string, to: string) => [id, syntheticDraws(lottery(id), from, to)] as const;
  return new Map([
    range('thai-government', '2024-01-01', '2024-03-16'),
    range('lao-lottery', '2024-01-01', '2024-02-29'),
    range('hanoi-normal', '2024-01-01', '2024-01-20'),
    range('lao-patuxay', '2024-01-01', '2024-01-10'),
  ]);
}
const STORE = makeStore();
const WITH_DATA = [...STORE.keys()];

/** The global files: they depend on the set of lotteries, on several of them, or on none. */
/** C9.1: /lotteries sums up every lottery, so any lottery's new draw changes it too. */
const LOTTERIES_FILES = LANGS.map(lotteriesFile);
const GLOBAL_FILES = [
  REDIRECTS_FILE,
  MANIFEST_FILE,
  LATEST_INDEX_FILE,
  ...LANGS.map(notFoundFile),
  ...LOTTERIES_FILES,
  OPENAPI_FILE,
  README_FILE,
  HISTORY_INDEX_FILE,
  HEADERS_FILE,
];

/** Every file of one lottery, enumerated from the registry through paths.ts (issue 3, C1.1). */
function lotteryFiles(def: LotteryDef, hasData: boolean): string[] {
  if (!hasData) return LANGS.map((lang) => noDataFile(def.id, lang));
  const files = [latestFile(def.id), drawsFile(def.id)];
  for (const lang of LANGS) {
    for (let limit = LIMIT_MIN; limit <= LIMIT_MAX; limit += 1) files.push(resultsFile(def.id, limit, lang));
    files.push(statsFile(def.id, lang));
    for (const window of WINDOWS) {
      for (const prize of [null, ...calculationPrizes(def).map((p) => p.slug)]) files.push(calculationsFile(def.id, window, prize, lang));
    }
  }
  // Feeds, calendars and history downloads (issue 12).
  files.push(...downloadFiles(def.id), historyEntryFile(def.id));
  return files;
}

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

/** Inode and modification time of every file: unchanged when a file was not rewritten. */
async function identities(dir: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const path of await listTree(dir)) {
    const s = await stat(join(dir, path));
    ids.set(path, `${s.ino}:${s.mtimeMs}`);
  }
  return ids;
}

/** Paths added, removed or with other bytes between two trees. */
function changedPaths(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return sorted([...paths].filter((p) => before.get(p) !== after.get(p)));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

let tmp: string;
let seedData: string;
let n = 0;
/**
 * The code digest, taken once: buildSite takes it from the sources on every call, and a source
 * edited while the tests run (another engineer, a watcher) would make every build a full one.
 */
let digest: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'build-test-'));
  seedData = join(tmp, 'seed-data');
  await saveLotteries(seedData, STORE);
  digest = await codeDigest(TEST_SITE);
});

/** buildSite with the digest taken once: the service's producers, for the test site. */
function buildTree(
  options: Pick<BuildOptions, 'dataDir' | 'distDir'> & Partial<Pick<BuildOptions, 'full' | 'hooks' | 'codeDigest'>>,
): Promise<BuildReport> {
  return build({ site: TEST_SITE, lotteryOutputs: LOTTERY_OUTPUTS, globalOutputs: GLOBAL_OUTPUTS, codeDigest: digest, ...options });
}

/** The digest of other code: a valid one (a manifest holding any other value is never read back). */
const otherDigest = (what: string): string => createHash('sha256').update(`${what} ${digest}`).digest('hex');

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A fresh data/ copied from the seed and a dist/ beside it (not yet built). */
async function workspace(): Promise<{ data: string; dist: string }> {
  n += 1;
  const root = join(tmp, `ws-${n}`);
  await cp(seedData, join(root, 'data'), { recursive: true });
  return { data: join(root, 'data'), dist: join(root, 'dist') };
}

/** A workspace whose dist/ holds a complete build. */
async function built(): Promise<{ data: string; dist: string }> {
  const ws = await workspace();
  await buildTree({ dataDir: ws.data, distDir: ws.dist });
  return ws;
}

/** Adds the next scheduled draw to a lottery through the store. */
async function addNextDraw(data: string, id: LotteryId): Promise<string> {
  const draws = withNextDraw(lottery(id), STORE.get(id) ?? []);
  await saveLotteries(data, new Map([[id, draws]]));
  return draws.at(-1)?.date as string;
}

describe('a complete build', () => {
  let ws: { data: string; dist: string };
  let tree: Map<string, string>;

  beforeAll(async () => {
    ws = await built();
    tree = await treeDigests(ws.dist);
  }, TREE_TIMEOUT_MS);

  test('holds exactly the registry-enumerated parameter space: per lottery with data, per lottery without, and the globals', () => {
    const expected = [...GLOBAL_FILES, ...LOTTERIES.flatMap((def) => lotteryFiles(def, STORE.has(def.id)))];
    expect(sorted(tree.keys())).toEqual(sorted(expected));
    // 1 latest-draw file + 1 draw archive (C9.4) + 5 languages x (20 limits + 1 stats + 7 windows x
    // (all + 3 prizes) + 2 feeds + 1 calendar) + 2 history files + their index entry = 265.
    for (const id of WITH_DATA) expect(lotteryFiles(lottery(id), true)).toHaveLength(2 + 5 * (20 + 1 + 7 * 4 + 3) + 3);
    expect(tree.size).toBe(WITH_DATA.length * 265 + (LOTTERIES.length - WITH_DATA.length) * 5 + GLOBAL_FILES.length);
  });

  test(
    'is byte-identical when built again from the same data into another folder (C1.4)',
    async () => {
      const other = join(tmp, 'again', 'dist');
      await buildTree({ dataDir: ws.data, distDir: other });
      expect(await treeDigests(other)).toEqual(tree);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'buildSite (what `npm run build` runs) publishes the same API files, byte for byte',
    async () => {
      const other = join(tmp, 'site', 'dist');
      await buildSite({ dataDir: ws.data, distDir: other, site: TEST_SITE });
      const site = await treeDigests(other);
      // buildSite may add the website's pages; every API file is there with the same bytes. The
      // manifest differs by the code digest (and the pages' files) only.
      for (const [path, hash] of tree) if (path !== MANIFEST_FILE) expect(site.get(path), path).toBe(hash);
      const lotteries = async (dir: string) =>
        (JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as { lotteries: Record<string, { input: string; draws: number }> })
          .lotteries;
      const inputs = (l: Record<string, { input: string; draws: number }>) =>
        Object.fromEntries(Object.entries(l).map(([id, e]) => [id, [e.input, e.draws]]));
      expect(inputs(await lotteries(other))).toEqual(inputs(await lotteries(ws.dist)));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a rebuild with nothing changed renders nothing, rewrites nothing, and leaves no work folders',
    async () => {
      const ids = await identities(ws.dist);
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist });
      expect(report.rendered).toEqual([]);
      expect(report.written).toEqual([]);
      expect(report.removed).toEqual([]);
      expect(report.files).toBe(tree.size);
      expect(await treeDigests(ws.dist)).toEqual(tree);
      expect(await identities(ws.dist)).toEqual(ids);
      expect(await exists(`${ws.dist}.staging`)).toBe(false);
      expect(await exists(`${ws.dist}.previous`)).toBe(false);
    },
    TREE_TIMEOUT_MS,
  );

  test.each(LOTTERIES.filter((def) => !STORE.has(def.id)).map((def) => def.id))(
    'a lottery without data (%s) has no data files, only its 404 documents in five languages (C2.7)',
    async (id) => {
      const mine = sorted([...tree.keys()].filter((p) => p.startsWith(`${lotteryDir(id)}/`)));
      expect(mine).toEqual(sorted(LANGS.map((lang) => noDataFile(id, lang))));
      for (const lang of LANGS) {
        expect(await readFile(join(ws.dist, noDataFile(id, lang)), 'utf8')).toBe(serialize(noDataAnswer(lottery(id), lang).body));
      }
    },
  );

  test('the not-found documents exist in five languages (C3.6)', async () => {
    for (const lang of LANGS) expect(await readFile(join(ws.dist, notFoundFile(lang)), 'utf8')).toBe(serialize(notFoundAnswer(lang).body));
  });

  test('the latest-draw index lists exactly the lotteries with data, in registry order, and the site', async () => {
    const index = LatestIndex.parse(JSON.parse(await readFile(join(ws.dist, LATEST_INDEX_FILE), 'utf8')));
    expect(index).toEqual({ site: TEST_SITE, lotteries: LOTTERIES.map((d) => d.id).filter((id) => STORE.has(id)) });
  });

  test('every history file round-trips to exactly the stored draws, and index.json holds the SHA-256 of the published bytes (C9.3)', async () => {
    const index = JSON.parse(await readFile(join(ws.dist, HISTORY_INDEX_FILE), 'utf8')) as {
      lotteries: Array<{ lottery: string; draws: number; files: Record<string, { path: string; bytes: number; sha256: string }> | null }>;
    };
    for (const [id, stored] of STORE) {
      const doc = JSON.parse(await readFile(join(ws.dist, historyFile(id, 'json')), 'utf8')) as { draws: Array<Record<string, unknown>> };
      expect(doc.draws.map(({ status: _s, ...draw }) => StoredDraw.parse(draw))).toEqual(stored.map(canonicalDraw));
      const entry = index.lotteries.find((l) => l.lottery === id);
      expect(entry?.draws).toBe(stored.length);
      for (const format of ['json', 'csv'] as const) {
        const bytes = await readFile(join(ws.dist, historyFile(id, format)));
        expect(entry?.files?.[format]).toEqual({
          path: `/${historyFile(id, format)}`,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
    }
    expect(index.lotteries.filter((l) => l.files === null).map((l) => l.lottery)).toEqual(
      LOTTERIES.map((d) => d.id).filter((id) => !STORE.has(id)),
    );
  });

  test("a data file is the answer function's body for its parameters", async () => {
    const text = await readFile(join(ws.dist, resultsFile('hanoi-normal', 3, 'en')), 'utf8');
    const body = JSON.parse(text) as { data: Array<{ drawDate: string }> };
    expect(body.data.map((d) => d.drawDate)).toEqual(['2024-01-20', '2024-01-19', '2024-01-18']);
  });
});

describe('incremental builds (C1.4)', () => {
  test(
    'adding a draw to one lottery changes only its files and the manifest, and rewrites nothing else',
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const ids = await identities(ws.dist);
      await addNextDraw(ws.data, 'hanoi-normal');
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const after = await treeDigests(ws.dist);
      // Every hanoi-normal answer names its newest draw, so all of its files change.
      const expected = sorted([MANIFEST_FILE, HISTORY_INDEX_FILE, ...LOTTERIES_FILES, ...lotteryFiles(lottery('hanoi-normal'), true)]);
      expect(changedPaths(before, after)).toEqual(expected);
      expect(report.rendered).toEqual(['hanoi-normal']);
      expect(report.written).toEqual(expected);
      expect(report.removed).toEqual([]);
      const afterIds = await identities(ws.dist);
      for (const path of before.keys()) if (!expected.includes(path)) expect(afterIds.get(path), path).toBe(ids.get(path));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'adding a draw to thai-government also changes openapi.json and readme.md, whose examples it provides',
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const ids = await identities(ws.dist);
      await addNextDraw(ws.data, 'thai-government');
      const t = performance.now();
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const wall = performance.now() - t;
      // The phases the bench prints (BuildReport.ms) each count once: together within the call's time.
      const phases = Object.values(report.ms);
      expect(phases).toHaveLength(5);
      for (const ms of phases) expect(ms).toBeGreaterThan(0);
      expect(phases.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(wall);
      const expected = sorted([
        MANIFEST_FILE,
        OPENAPI_FILE,
        README_FILE,
        HISTORY_INDEX_FILE,
        ...LOTTERIES_FILES,
        ...lotteryFiles(lottery('thai-government'), true),
      ]);
      expect(changedPaths(before, await treeDigests(ws.dist))).toEqual(expected);
      expect(report.written).toEqual(expected);
      const afterIds = await identities(ws.dist);
      for (const path of before.keys()) if (!expected.includes(path)) expect(afterIds.get(path), path).toBe(ids.get(path));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a lottery's first draw replaces its 404 documents and changes the files that list the lotteries with data",
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      await saveLotteries(ws.data, new Map([['lao-vip', syntheticDraws(lottery('lao-vip'), '2024-01-01', '2024-01-03')]]));
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const after = await treeDigests(ws.dist);
      const vip = lottery('lao-vip');
      expect(changedPaths(before, after)).toEqual(
        sorted([
          MANIFEST_FILE,
          LATEST_INDEX_FILE,
          REDIRECTS_FILE,
          HISTORY_INDEX_FILE,
          ...LOTTERIES_FILES,
          HEADERS_FILE,
          ...lotteryFiles(vip, false),
          ...lotteryFiles(vip, true),
        ]),
      );
      expect(report.removed).toEqual(sorted(lotteryFiles(vip, false)));
      expect(report.rendered).toEqual(['lao-vip']);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a data change that changes no answer re-renders the lottery but rewrites only the manifest and the history it is part of',
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const ids = await identities(ws.dist);
      const draws = STORE.get('lao-patuxay') ?? [];
      const [first, ...rest] = draws;
      if (!first) throw new Error('lao-patuxay has no draws');
      await saveLotteries(ws.data, new Map([['lao-patuxay', [{ ...first, notes: ['a provenance remark, not an answer'] }, ...rest]]]));
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist });
      expect(report.rendered).toEqual(['lao-patuxay']);
      // The history JSON holds the stored draws with their notes (C9.3), and the index its checksum.
      const history = historyFile('lao-patuxay', 'json');
      const expected = sorted([MANIFEST_FILE, HISTORY_INDEX_FILE, history, historyEntryFile('lao-patuxay')]);
      expect(report.written).toEqual(expected);
      expect(changedPaths(before, await treeDigests(ws.dist))).toEqual(expected);
      const afterIds = await identities(ws.dist);
      for (const path of lotteryFiles(lottery('lao-patuxay'), true))
        if (!expected.includes(path)) expect(afterIds.get(path), path).toBe(ids.get(path));
    },
    TREE_TIMEOUT_MS,
  );

  test('a code digest that is not a sha256 is refused before anything is read or written', async () => {
    const ws = await built();
    const before = await treeDigests(ws.dist);
    for (const codeDigest of ['kill-test', `${digest}-other`, digest.toUpperCase()])
      await expect(buildTree({ dataDir: ws.data, distDir: ws.dist, codeDigest })).rejects.toThrow('codeDigest must be a sha256 in hex');
    expect(await treeDigests(ws.dist)).toEqual(before);
  });

  test(
    'another code digest renders every lottery again, and rewrites only the manifest that records it',
    async () => {
      const ws = await built();
      const ids = await identities(ws.dist);
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist, codeDigest: otherDigest('changed') });
      expect(report.rendered).toEqual(LOTTERIES.map((d) => d.id));
      expect(report.written).toEqual([MANIFEST_FILE]);
      const afterIds = await identities(ws.dist);
      for (const [path, id] of ids) if (path !== MANIFEST_FILE) expect(afterIds.get(path), path).toBe(id);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'an incremental build gives the same tree as a full build of the same data',
    async () => {
      const ws = await built();
      await addNextDraw(ws.data, 'lao-lottery');
      await addNextDraw(ws.data, 'thai-government');
      await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const incremental = await treeDigests(ws.dist);
      const fresh = join(tmp, `fresh-${n}`, 'dist');
      await buildTree({ dataDir: ws.data, distDir: fresh });
      expect(await treeDigests(fresh)).toEqual(incremental);
      // --full over the existing tree: every file rendered, the same bytes, none rewritten.
      const ids = await identities(ws.dist);
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist, full: true });
      expect(report.rendered).toHaveLength(LOTTERIES.length);
      expect(report.written).toEqual([]);
      expect(await treeDigests(ws.dist)).toEqual(incremental);
      expect(await identities(ws.dist)).toEqual(ids);
    },
    TREE_TIMEOUT_MS,
  );
});

/** Counts the carried-over files a publish sends to its stage worker (the steps "N files carried over"). */
function carriedOverCounter(): { step: (n: number, what: string) => void; files: () => number } {
  let sent = 0;
  return {
    step: (_n, what) => {
      const m = /^(\d+) files carried over$/.exec(what);
      if (m) sent += Number(m[1]);
    },
    files: () => sent,
  };
}

/** How many files of the tree in `dist` are those of `lotteries` or global ones (its manifest). */
async function filesOf(dist: string, lotteries: readonly LotteryId[]): Promise<number> {
  const manifest = JSON.parse(await readFile(join(dist, MANIFEST_FILE), 'utf8')) as BuildManifest;
  const own = lotteries.reduce((sum, id) => sum + (manifest.lotteries[id]?.files.length ?? 0), 0);
  return own + manifest.global.reduce((sum, g) => sum + g.files.length, 0);
}

describe('publishes that start from a retired tree (issue 14)', () => {
  /** The folders of a tree (a recycled tree must not keep one a fresh build would not make). */
  const folders = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => relative(dir, join(e.parentPath, e.name)))
      .sort();

  test(
    'from the third publish on, each is the tree a full build gives, and the tree kept for readers never changes',
    async () => {
      const ws = await built();
      const trees = `${ws.dist}.trees`;
      const first = await realpath(ws.dist);
      const firstInode = (await stat(first)).ino;
      // lao-vip's first draw removes its 404 documents: the recycled first tree still holds them.
      const changes: Array<() => Promise<unknown>> = [
        () => addNextDraw(ws.data, 'thai-government'),
        () => saveLotteries(ws.data, new Map([['lao-vip', syntheticDraws(lottery('lao-vip'), '2024-01-01', '2024-01-03')]])),
        () => addNextDraw(ws.data, 'hanoi-normal'),
        () => addNextDraw(ws.data, 'lao-lottery'),
      ];
      for (const [round, change] of changes.entries()) {
        const served = await realpath(ws.dist);
        const servedBefore = await treeDigests(served);
        await change();
        await buildTree({ dataDir: ws.data, distDir: ws.dist });
        const fresh = join(tmp, `fresh-recycled-${n}-${round}`, 'dist');
        await buildTree({ dataDir: ws.data, distDir: fresh });
        expect(await treeDigests(ws.dist), `publish ${round + 2}`).toEqual(await treeDigests(fresh));
        expect(await folders(ws.dist), `publish ${round + 2}`).toEqual(await folders(fresh));
        // The tree swapped out stays whole for readers that resolved dist/ before the swap.
        expect(await treeDigests(served), `publish ${round + 2}`).toEqual(servedBefore);
        if (round === 2) {
          // The fourth publish started from the first tree (retired by the third): the same folder.
          expect((await stat(await realpath(ws.dist))).ino).toBe(firstInode);
          expect(await readdir(trees)).not.toContain(`${RETIRED_PREFIX}${basename(first)}`);
        }
      }
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a publish after one draw leaves the recycled tree's files unchanged since it as they are: they never go to the stage worker",
    async () => {
      const { ws } = await withRetiredTree();
      // The fourth publish recycles the first tree: of the files it carries over, only those of the
      // two lotteries changed since (and of global files) can need a link; the rest are left as they are.
      await addNextDraw(ws.data, 'lao-lottery');
      const sent = carriedOverCounter();
      const report = await buildTree({ dataDir: ws.data, distDir: ws.dist, hooks: { step: sent.step } });
      expect(report.rendered).toEqual(['lao-lottery']);
      const mayNeedLinks = await filesOf(ws.dist, ['thai-government', 'hanoi-normal']);
      const carried = report.files - report.written.length;
      expect(sent.files()).toBeGreaterThan(0);
      expect(sent.files()).toBeLessThanOrEqual(mayNeedLinks);
      expect(carried).toBeGreaterThan(mayNeedLinks);
      const fresh = join(tmp, `fresh-settled-${n}`, 'dist');
      await buildTree({ dataDir: ws.data, distDir: fresh });
      expect(await treeDigests(ws.dist)).toEqual(await treeDigests(fresh));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a copy of the site (its trees under other inodes) takes no recycled file as settled',
    async () => {
      const { ws } = await withRetiredTree();
      const copy = join(tmp, `copied-site-${n}`);
      copySite(dirname(ws.dist), copy);
      const dist = join(copy, 'dist');
      await addNextDraw(join(copy, 'data'), 'lao-lottery');
      const sent = carriedOverCounter();
      await buildTree({ dataDir: join(copy, 'data'), distDir: dist, hooks: { step: sent.step } });
      expect(sent.files()).toBeGreaterThan(await filesOf(dist, ['thai-government', 'hanoi-normal']));
      const fresh = join(tmp, `fresh-copied-${n}`, 'dist');
      await buildTree({ dataDir: join(copy, 'data'), distDir: fresh });
      expect(await treeDigests(dist)).toEqual(await treeDigests(fresh));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'after a full build that wrote other bytes for the same inputs (a dependency updated under the same code digest), no older tree is taken as holding the right files',
    async () => {
      const { ws } = await withRetiredTree();
      // The same code digest, other bytes for every lottery's latest-draw file (the lotteries that get no draw below included).
      const updated = markLatest(LOTTERY_OUTPUTS, ' ');
      const buildUpdated = (dataDir: string, distDir: string, full = false) =>
        build({ site: TEST_SITE, lotteryOutputs: updated, globalOutputs: GLOBAL_OUTPUTS, codeDigest: digest, dataDir, distDir, full });
      await buildUpdated(ws.data, ws.dist, true);
      // Five publishes after it, each changing one lottery: the first two recycle trees older than
      // the full build, whose files are all checked; from the third on, trees made since settle.
      const rounds = [
        ['lao-lottery', '2024-02-01'],
        ['hanoi-normal', '2024-02-02'],
        ['lao-lottery', '2024-02-03'],
        ['hanoi-normal', '2024-02-04'],
        ['lao-lottery', '2024-02-05'],
      ] as const;
      for (const [round, [id, to]] of rounds.entries()) {
        await saveLotteries(ws.data, new Map([[id, syntheticDraws(lottery(id), '2024-01-01', to)]]));
        const sent = carriedOverCounter();
        await build({
          site: TEST_SITE,
          lotteryOutputs: updated,
          globalOutputs: GLOBAL_OUTPUTS,
          codeDigest: digest,
          dataDir: ws.data,
          distDir: ws.dist,
          hooks: { step: sent.step },
        });
        const fresh = join(tmp, `fresh-updated-${n}-${round}`, 'dist');
        await buildUpdated(ws.data, fresh);
        expect(await treeDigests(ws.dist), `publish ${round + 1} after the full build`).toEqual(await treeDigests(fresh));
        // Files that can need a link when the recycled tree settles: those of the lotteries changed in the two publishes before, and the global ones.
        const changedBefore =
          round >= 2 ? [rounds[round - 1]?.[0], rounds[round - 2]?.[0]] : ['thai-government', 'hanoi-normal', 'lao-lottery'];
        const mayNeedLinks = await filesOf(ws.dist, changedBefore.filter((l) => l !== id) as LotteryId[]);
        if (round < 2) expect(sent.files(), `publish ${round + 1}: every carried file checked`).toBeGreaterThan(mayNeedLinks);
        else expect(sent.files(), `publish ${round + 1}: the recycled tree settles`).toBeLessThanOrEqual(mayNeedLinks);
      }
    },
    TREE_TIMEOUT_MS,
  );

  /** A built workspace two publishes on: its first tree retired, the one the next publish may start from. */
  async function withRetiredTree(): Promise<{ ws: { data: string; dist: string }; retired: string; inode: number }> {
    const ws = await built();
    await addNextDraw(ws.data, 'thai-government');
    await buildTree({ dataDir: ws.data, distDir: ws.dist });
    await addNextDraw(ws.data, 'hanoi-normal');
    await buildTree({ dataDir: ws.data, distDir: ws.dist });
    const retired = (await readdir(`${ws.dist}.trees`)).filter((name) => name.startsWith(RETIRED_PREFIX));
    expect(retired).toHaveLength(1);
    const name = retired[0] as string;
    return { ws, retired: name, inode: (await stat(join(`${ws.dist}.trees`, name))).ino };
  }

  test(
    'a retired tree that other code built is deleted, not recycled',
    async () => {
      const { ws, retired, inode } = await withRetiredTree();
      await addNextDraw(ws.data, 'lao-lottery');
      await buildTree({ dataDir: ws.data, distDir: ws.dist, codeDigest: otherDigest('other') });
      expect((await stat(await realpath(ws.dist))).ino).not.toBe(inode);
      expect(await readdir(`${ws.dist}.trees`)).not.toContain(retired);
      const fresh = join(tmp, `fresh-other-${n}`, 'dist');
      await buildTree({ dataDir: ws.data, distDir: fresh, codeDigest: otherDigest('other') });
      expect(await treeDigests(ws.dist)).toEqual(await treeDigests(fresh));
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a retired tree whose deletion was cut short is never recycled, and the next purge finishes it',
    async () => {
      const { ws, retired, inode } = await withRetiredTree();
      const trees = `${ws.dist}.trees`;
      const id = retired.slice(RETIRED_PREFIX.length);
      // Other code's build purges that tree, with an `rm` stopped before it deletes anything (as a
      // kill of the build leaves its `rm -rf` running): the tree is renamed out of reach first.
      const bin = join(tmp, `stopped-rm-${n}`);
      await mkdir(bin, { recursive: true });
      await writeFile(join(bin, 'rm'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
      const path = process.env['PATH'];
      process.env['PATH'] = `${bin}:${path}`;
      try {
        await addNextDraw(ws.data, 'lao-lottery');
        await buildTree({ dataDir: ws.data, distDir: ws.dist, codeDigest: otherDigest('other') });
      } finally {
        process.env['PATH'] = path;
      }
      expect(await readdir(trees)).toContain(`${DELETING_PREFIX}${id}`);
      // The first code again: the tree being deleted holds its manifest, but it is not taken.
      await addNextDraw(ws.data, 'thai-government');
      await buildTree({ dataDir: ws.data, distDir: ws.dist });
      expect((await stat(await realpath(ws.dist))).ino).not.toBe(inode);
      expect((await readdir(trees)).filter((name) => name.includes(id))).toEqual([]);
      const fresh = join(tmp, `fresh-cut-${n}`, 'dist');
      await buildTree({ dataDir: ws.data, distDir: fresh });
      expect(await treeDigests(ws.dist)).toEqual(await treeDigests(fresh));
    },
    TREE_TIMEOUT_MS,
  );
});

describe('failed builds leave the previous dist/ serving (C1.5)', () => {
  /** Rewrites one draw of a year file by hand, bypassing the store's validation. */
  async function corrupt(data: string, id: LotteryId, date: string, edit: (draw: Record<string, any>) => void): Promise<string> {
    const path = yearFilePath(data, id, Number(date.slice(0, 4)));
    const file = JSON.parse(await readFile(path, 'utf8')) as { draws: Array<Record<string, any>> };
    const target = file.draws.find((d) => d['date'] === date);
    if (!target) throw new Error(`${id} has no draw ${date}`);
    edit(target);
    await writeFile(path, JSON.stringify(file, null, 2));
    return path;
  }

  test.each([
    ['incremental', false],
    ['full', true],
  ])(
    'a data file that fails validation stops the %s build, naming the file and the draw',
    async (_mode, full) => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const ids = await identities(ws.dist);
      await addNextDraw(ws.data, 'lao-lottery');
      const path = await corrupt(ws.data, 'hanoi-normal', '2024-01-05', (d) => {
        d['prizes']['first-prize']['numbers'] = ['1234X'];
      });
      const attempt = buildTree({ dataDir: ws.data, distDir: ws.dist, full });
      await expect(attempt).rejects.toThrow(StoreError);
      await expect(attempt).rejects.toThrow(path);
      await expect(attempt).rejects.toThrow(/draw 2024-01-05, prizes\.first-prize\.numbers\.0: expected ASCII digits only/);
      expect(await treeDigests(ws.dist)).toEqual(before);
      expect(await identities(ws.dist)).toEqual(ids);
      expect(await exists(`${ws.dist}.staging`)).toBe(false);
    },
    TREE_TIMEOUT_MS,
  );

  test.each([
    [
      'a misnamed year file',
      async (folder: string, year: string) => rename(join(folder, year), join(folder, year.slice(2))),
      /not a YYYY\.json year file/,
    ],
    [
      'a year file replaced by a link',
      async (folder: string, year: string) => {
        await rename(join(folder, year), join(folder, `${year}.away`));
        await symlink(join(folder, `${year}.away`), join(folder, year));
      },
      /a symbolic link/,
    ],
    [
      'a year file without draws',
      async (folder: string, year: string) => {
        const file = JSON.parse(await readFile(join(folder, year), 'utf8')) as object;
        await writeFile(join(folder, year), JSON.stringify({ ...file, draws: [] }));
      },
      /a year file holds at least one draw/,
    ],
  ])(
    '%s stops the build, naming it, rather than publishing the lottery without that year',
    async (_name, mistake, message) => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const folder = join(ws.data, 'hanoi-normal');
      const year = (await readdir(folder)).filter((n) => /^\d{4}\.json$/.test(n)).sort()[0] as string;
      await mistake(folder, year);
      const attempt = buildTree({ dataDir: ws.data, distDir: ws.dist });
      await expect(attempt).rejects.toThrow(StoreError);
      await expect(attempt).rejects.toThrow(message);
      await expect(attempt).rejects.toThrow(folder);
      expect(await treeDigests(ws.dist)).toEqual(before);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "hidden files in a lottery's folder (a write's temporary file, an editor's swap file, .DS_Store) are passed over: the tree is the one without them",
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      for (const name of [`.2024.json.${DEAD_PID}.ab12cd34.tmp`, '.2024.json.swp', '.DS_Store'])
        await writeFile(join(ws.data, 'hanoi-normal', name), '');
      await buildTree({ dataDir: ws.data, distDir: ws.dist, full: true });
      expect(await treeDigests(ws.dist)).toEqual(before);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a draw that breaks the registry (a 4-digit number in a 5-digit prize) stops the build, naming the file and the draw',
    async () => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const path = await corrupt(ws.data, 'hanoi-normal', '2024-01-07', (d) => {
        d['prizes']['first-prize']['numbers'] = ['1234'];
      });
      const attempt = buildTree({ dataDir: ws.data, distDir: ws.dist });
      await expect(attempt).rejects.toThrow(path);
      await expect(attempt).rejects.toThrow(/draw 2024-01-07.*first-prize.*expected 5 digits/);
      expect(await treeDigests(ws.dist)).toEqual(before);
    },
    TREE_TIMEOUT_MS,
  );

  test.each([
    ['incremental', false],
    ['full', true],
  ])(
    'a crash just before the swap (%s) leaves dist/ byte-identical and no staging folder; the next build recovers',
    async (_mode, full) => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      const ids = await identities(ws.dist);
      await addNextDraw(ws.data, 'hanoi-normal');
      const crash = buildTree({
        dataDir: ws.data,
        distDir: ws.dist,
        full,
        hooks: {
          beforeSwap: () => {
            throw new Error('simulated crash before the swap');
          },
        },
      });
      await expect(crash).rejects.toThrow('simulated crash before the swap');
      expect(await treeDigests(ws.dist)).toEqual(before);
      expect(await identities(ws.dist)).toEqual(ids);
      expect(await exists(`${ws.dist}.staging`)).toBe(false);
      expect(await exists(`${ws.dist}.previous`)).toBe(false);

      await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const fresh = join(tmp, `after-crash-${n}`, 'dist');
      await buildTree({ dataDir: ws.data, distDir: fresh });
      expect(await treeDigests(ws.dist)).toEqual(await treeDigests(fresh));
    },
    TREE_TIMEOUT_MS,
  );

  test.each([
    ['incremental', false],
    ['full', true],
  ])(
    'a crash in the middle of the swap (%s) leaves no hole: dist/ shows the previous tree until the next build',
    async (_mode, full) => {
      const ws = await built();
      const before = await treeDigests(ws.dist);
      await addNextDraw(ws.data, 'hanoi-normal');
      const crash = (where: 'midSwap' | 'beforeSwap') =>
        buildTree({
          dataDir: ws.data,
          distDir: ws.dist,
          full,
          hooks: {
            [where]: () => {
              throw new Error(`simulated crash: ${where}`);
            },
          },
        });
      await expect(crash('midSwap')).rejects.toThrow('simulated crash: midSwap');
      // The new tree is complete under its final name, but dist/ still points at the previous one.
      expect(await treeDigests(ws.dist)).toEqual(before);
      await expect(crash('beforeSwap')).rejects.toThrow('simulated crash: beforeSwap');
      expect(await treeDigests(ws.dist)).toEqual(before);
      expect(await exists(`${ws.dist}.staging`)).toBe(false);
      expect(await exists(`${ws.dist}.previous`)).toBe(false);
    },
    TREE_TIMEOUT_MS,
  );
});
