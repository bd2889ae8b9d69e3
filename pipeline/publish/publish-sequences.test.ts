import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, realpath, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LotteryId, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { markLatest } from '../testing/marked-outputs.ts';
import { syntheticDraws, withNextDraw } from '../testing/synthetic.ts';
import { copySite } from '../testing/tree-copy.ts';
import { treeDigests } from '../testing/tree-digests.ts';
import { RETIRED_PREFIX, STAGING_SUFFIX, treesDir } from '../tree-layout.ts';
import { GLOBAL_OUTPUTS, LOTTERY_OUTPUTS } from '../site-build.ts';
import { build } from './build.ts';
import type { PublishHooks } from './publish.ts';
import { codeDigest } from './code-digest.ts';

/**
 * Random sequences of what happens to a running site, each step checked against a build from
 * nothing (issue 14's "must not change": every published answer byte-identical for the same data/).
 * A publish starts from a tree retired two publishes before and leaves some of its files unchecked
 * (publish.ts recycleRetired, recordOwnTree; manifest.ts sameFiles), which depends on what the site
 * went through: code changes, full builds that wrote other bytes under the same code digest, builds
 * that failed at their first step, before or in the middle of their swap (their tree complete under its
 * final name, never served), a copy of the site. build.test.ts walks sequences one at a time; this one lets fast-check
 * find others. A failing sequence is reported as it was drawn, with the seed that replays it (no
 * shrinking: each sequence builds up to 15 trees).
 */

/** Trees of about a thousand files take a second or two each; a sequence builds up to 15. */
const SEQUENCE_TIMEOUT_MS = 300_000;
/** Sequences per run, the five `examples` below among them: each is a new site. */
const RUNS = 8;

const USED: readonly LotteryId[] = ['thai-government', 'lao-lottery', 'hanoi-normal'];
/** A lottery without data until a step gives it its first draw (its 404 documents are then removed). */
const LATE: LotteryId = 'lao-patuxay';

/**
 * What the code renders: `code` stands for the code digest (0 the service's, 1 another), `deps`
 * for what changes the bytes under the same digest (published by a full build, README
 * "Benchmarks"). Both change every lottery's latest-draw file, as such changes would.
 */
interface Code {
  readonly code: 0 | 1;
  readonly deps: 0 | 1;
}

/**
 * Where a build fails: at its first step that changes the disk (a recycled tree just taken, or the
 * first file), before or in the middle of its swap; `killedMidSwap` is the middle of the swap as a
 * kill leaves it, the new tree complete under its final name (a failure retires it).
 */
type Crash = 'firstStep' | 'beforeSwap' | 'midSwap' | 'killedMidSwap';
type Step =
  | { readonly kind: 'draw'; readonly lottery: LotteryId }
  | { readonly kind: 'note'; readonly lottery: LotteryId }
  | { readonly kind: 'first' }
  | { readonly kind: 'full'; readonly deps: 0 | 1 }
  | { readonly kind: 'code'; readonly code: 0 | 1 }
  /**
   * A draw stored, then a build that fails, full or not, rendering with `deps` (other bytes when it
   * differs from the site's: a change the code digest does not cover, rolled back after the crash).
   */
  | { readonly kind: 'crash'; readonly lottery: LotteryId; readonly where: Crash; readonly full: boolean; readonly deps: 0 | 1 }
  | { readonly kind: 'copy' };

const lotteryArb = fc.constantFrom(...USED);
const depsArb = fc.constantFrom(0 as const, 1 as const);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: lotteryArb.map((lottery) => ({ kind: 'draw' as const, lottery })) },
  { weight: 1, arbitrary: lotteryArb.map((lottery) => ({ kind: 'note' as const, lottery })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'first' as const }) },
  { weight: 2, arbitrary: depsArb.map((deps) => ({ kind: 'full' as const, deps })) },
  { weight: 2, arbitrary: depsArb.map((code) => ({ kind: 'code' as const, code })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('crash' as const),
      lottery: lotteryArb,
      where: fc.constantFrom<Crash>('firstStep', 'beforeSwap', 'midSwap', 'killedMidSwap'),
      full: fc.boolean(),
      deps: depsArb,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'copy' as const }) },
);

/** Three publishes after one draw each: the third recycles the tree made two publishes before the first. */
const DRAWS: readonly Step[] = [
  { kind: 'draw', lottery: 'lao-lottery' },
  { kind: 'draw', lottery: 'hanoi-normal' },
  { kind: 'draw', lottery: 'lao-lottery' },
];

/**
 * Run first, every time: the sequences the reviews of the settled files found. A full build that
 * wrote other bytes, then publishes that recycle the trees before it; the same in a copy of the
 * site; a full build with other bytes that crashed in the middle of its swap, its change rolled
 * back (its never-served tree must not settle), and a build after one draw killed so (the same);
 * a kill in the middle of a swap, then a publish
 * (the tree kept for readers must not be recycled under them).
 */
const EXAMPLES: ReadonlyArray<readonly Step[]> = [
  [{ kind: 'full', deps: 1 }, ...DRAWS],
  [{ kind: 'full', deps: 1 }, { kind: 'copy' }, ...DRAWS],
  [{ kind: 'crash', lottery: 'thai-government', where: 'midSwap', full: true, deps: 1 }, ...DRAWS],
  [
    { kind: 'crash', lottery: 'lao-lottery', where: 'killedMidSwap', full: false, deps: 1 },
    { kind: 'draw', lottery: 'hanoi-normal' },
    { kind: 'draw', lottery: 'thai-government' },
  ],
  [
    { kind: 'draw', lottery: 'hanoi-normal' },
    { kind: 'crash', lottery: 'lao-lottery', where: 'killedMidSwap', full: false, deps: 0 },
    { kind: 'draw', lottery: 'thai-government' },
  ],
];

let tmp: string;
let seedData: string;
let digests: readonly [string, string];
let n = 0;

function seedStore(): Map<LotteryId, StoredDraw[]> {
  return new Map([
    ['thai-government', syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-02-16')],
    ['lao-lottery', syntheticDraws(lottery('lao-lottery'), '2024-01-01', '2024-01-31')],
    ['hanoi-normal', syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-01-10')],
  ]);
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'publish-sequences-'));
  seedData = join(tmp, 'seed-data');
  await saveLotteries(seedData, seedStore());
  const own = await codeDigest(TEST_SITE);
  digests = [own, createHash('sha256').update(`other code ${own}`).digest('hex')];
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The build as `code` renders it; `crash` makes it fail at that point of its publish. */
function buildAs(code: Code, dataDir: string, distDir: string, options: { full?: boolean; crash?: Exclude<Crash, 'killedMidSwap'> } = {}) {
  const { crash } = options;
  return build({
    site: TEST_SITE,
    lotteryOutputs: markLatest(LOTTERY_OUTPUTS, ' '.repeat(code.code * 2 + code.deps)),
    globalOutputs: GLOBAL_OUTPUTS,
    codeDigest: digests[code.code],
    dataDir,
    distDir,
    full: options.full ?? false,
    ...(crash ? { hooks: crashAt(crash) } : {}),
  });
}

function crashAt(crash: Exclude<Crash, 'killedMidSwap'>): PublishHooks {
  const fail = (): never => {
    throw new Error(`a crash: ${crash}`);
  };
  return crash === 'firstStep' ? { step: (k) => (k === 1 ? fail() : undefined) } : { [crash]: fail };
}

/**
 * The complete trees beside dist/ but the one it shows, with their files' digests: the previous
 * tree, kept for readers that resolved dist/ before the last swap, and trees a crash left. A publish
 * may retire them (renamed, RETIRED_PREFIX) but never write into one.
 */
async function treesKept(dist: string): Promise<Map<string, Map<string, string>>> {
  const current = basename(await realpath(dist));
  const kept = new Map<string, Map<string, string>>();
  for (const name of await readdir(treesDir(dist))) {
    if (name === current || name.startsWith('.') || name.endsWith(STAGING_SUFFIX)) continue;
    kept.set(name, await treeDigests(join(treesDir(dist), name)));
  }
  return kept;
}

/** Each of those trees as it is now, retired or not; absent when it is gone (recycled or deleted). */
async function treesNow(dist: string, names: Iterable<string>): Promise<Map<string, Map<string, string> | 'gone'>> {
  const present = new Set(await readdir(treesDir(dist)));
  const now = new Map<string, Map<string, string> | 'gone'>();
  for (const name of names) {
    const at = [name, `${RETIRED_PREFIX}${name}`].find((n) => present.has(n));
    now.set(name, at === undefined ? 'gone' : await treeDigests(join(treesDir(dist), at)));
  }
  return now;
}

test(
  'after any sequence of draws, corrections, full builds, code changes, failed builds and copies, each publish is the tree a build from nothing gives',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 7 }), async (steps) => {
        n += 1;
        let root = join(tmp, `site-${n}`);
        const data = join(tmp, `data-${n}`);
        await cp(seedData, data, { recursive: true });
        const store = seedStore();
        let code: Code = { code: 0, deps: 0 };
        await buildAs(code, data, join(root, 'dist'));
        let notes = 0;
        let copies = 0;
        const save = async (id: LotteryId, draws: StoredDraw[]): Promise<void> => {
          store.set(id, draws);
          await saveLotteries(data, new Map([[id, draws]]));
        };
        for (const [i, step] of steps.entries()) {
          const what = `step ${i + 1} of ${JSON.stringify(steps)}`;
          const dist = join(root, 'dist');
          let full = false;
          if (step.kind === 'draw' || step.kind === 'crash')
            await save(step.lottery, withNextDraw(lottery(step.lottery), store.get(step.lottery) ?? []));
          else if (step.kind === 'first') await save(LATE, withNextDraw(lottery(LATE), store.get(LATE) ?? []));
          else if (step.kind === 'note') {
            const [first, ...rest] = store.get(step.lottery) ?? [];
            if (!first) throw new Error(`${step.lottery} has no draws`);
            notes += 1;
            await save(step.lottery, [{ ...first, notes: [`a provenance remark ${notes}`] }, ...rest]);
          } else if (step.kind === 'full') {
            code = { ...code, deps: step.deps };
            full = true;
          } else if (step.kind === 'code') code = { ...code, code: step.code };
          else if (step.kind === 'copy') {
            copies += 1;
            const copy = join(tmp, `site-${n}-copy-${copies}`);
            copySite(root, copy);
            root = copy;
            continue;
          }
          const served = await realpath(dist);
          const servedBefore = await treeDigests(served);
          const kept = await treesKept(dist);
          if (step.kind === 'crash') {
            const killed = step.where === 'killedMidSwap';
            const retiredBefore = new Set(await readdir(treesDir(dist)));
            const where = killed ? 'midSwap' : step.where;
            const crash = buildAs({ ...code, deps: step.deps }, data, dist, { crash: where, full: step.full });
            await expect(crash, what).rejects.toThrow(`a crash: ${where}`);
            expect(await treeDigests(dist), what).toEqual(servedBefore);
            // Nor does it leave a complete tree beside them (a swap failing at every build would pile them up).
            expect([...(await treesKept(dist)).keys()], what).toEqual([...kept.keys()]);
            if (killed) {
              // A kill does not retire its tree: it stays complete under its final name.
              const retired = (await readdir(treesDir(dist))).filter((name) => name.startsWith(RETIRED_PREFIX) && !retiredBefore.has(name));
              expect(retired, what).toHaveLength(1);
              for (const name of retired) await rename(join(treesDir(dist), name), join(treesDir(dist), name.slice(RETIRED_PREFIX.length)));
            }
          } else {
            await buildAs(code, data, dist, { full });
            // Each step's tree from nothing stays until the end: deleting trees here slows the next
            // ones' file creation (README "Benchmarks", ext4's recently freed inodes).
            const fresh = join(tmp, `fresh-${n}-${i}`, 'dist');
            await buildAs(code, data, fresh);
            expect(await treeDigests(dist), what).toEqual(await treeDigests(fresh));
          }
          // The tree swapped out stays whole for readers that resolved dist/ before the swap, and so
          // do the trees kept beside it.
          expect(await treeDigests(served), what).toEqual(servedBefore);
          expect(await treesNow(dist, kept.keys()), what).toEqual(kept);
        }
        // One more publish after the last step (a crash's leftovers recovered from included).
        const fresh = join(tmp, `fresh-${n}-last`, 'dist');
        await buildAs(code, data, join(root, 'dist'));
        await buildAs(code, data, fresh);
        expect(await treeDigests(join(root, 'dist')), `after ${JSON.stringify(steps)}`).toEqual(await treeDigests(fresh));
      }),
      { numRuns: RUNS, examples: EXAMPLES.map((steps) => [[...steps]]), endOnFailure: true },
    );
  },
  SEQUENCE_TIMEOUT_MS,
);
