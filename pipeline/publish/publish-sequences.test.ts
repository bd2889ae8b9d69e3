import { createHash } from 'node:crypto';
import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LotteryId, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { nextSyntheticDate, syntheticDraw, syntheticDraws } from '../testing/synthetic.ts';
import { markLatest } from '../testing/marked-outputs.ts';
import { copySite } from '../testing/tree-copy.ts';
import { treeDigests } from '../testing/tree-digests.ts';
import { GLOBAL_OUTPUTS, LOTTERY_OUTPUTS } from '../site-build.ts';
import { build } from './build.ts';
import { codeDigest } from './code-digest.ts';

/**
 * Random sequences of what happens to a running site, each step checked against a build from
 * nothing (issue 14's "must not change": every published answer byte-identical for the same data/).
 * A publish starts from a tree retired two publishes before and leaves some of its files unchecked
 * (publish.ts recycleRetired, settlesFrom; manifest.ts sameFiles), which depends on what the site
 * went through: code changes, full builds that wrote other bytes under the same code digest, builds
 * that failed before or in the middle of their swap (their tree complete under its final name, not
 * served), a copy of the site. build.test.ts walks the sequences its reviews found; this one lets
 * fast-check find others, and shrinks any failing one to its shortest form (the seed it prints
 * replays it).
 */

/** Trees of a few thousand files take a second or two each; a sequence builds up to 15. */
const SEQUENCE_TIMEOUT_MS = 300_000;
/** Sequences per run, the two `examples` below among them: each is a new site. */
const RUNS = 5;

const USED: readonly LotteryId[] = ['thai-government', 'lao-lottery', 'hanoi-normal'];
/** A lottery without data until a step gives it its first draw (its 404 documents are then removed). */
const LATE: LotteryId = 'lao-patuxay';

/**
 * What the code renders: `code` stands for the code digest (0 the service's, 1 another), `deps`
 * for what a dependency update under the same digest changes (published by a full build,
 * README "Benchmarks"). Both change every lottery's latest-draw file, as such changes would.
 */
interface Code {
  readonly code: 0 | 1;
  readonly deps: 0 | 1;
}

type Step =
  | { readonly kind: 'draw'; readonly lottery: LotteryId }
  | { readonly kind: 'note'; readonly lottery: LotteryId }
  | { readonly kind: 'first' }
  | { readonly kind: 'full'; readonly deps: 0 | 1 }
  | { readonly kind: 'code'; readonly code: 0 | 1 }
  | { readonly kind: 'crash'; readonly lottery: LotteryId; readonly where: 'beforeSwap' | 'midSwap'; readonly full: boolean }
  | { readonly kind: 'copy' };

const lotteryArb = fc.constantFrom(...USED);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: lotteryArb.map((lottery) => ({ kind: 'draw' as const, lottery })) },
  { weight: 1, arbitrary: lotteryArb.map((lottery) => ({ kind: 'note' as const, lottery })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'first' as const }) },
  { weight: 2, arbitrary: fc.constantFrom(0 as const, 1 as const).map((deps) => ({ kind: 'full' as const, deps })) },
  { weight: 2, arbitrary: fc.constantFrom(0 as const, 1 as const).map((code) => ({ kind: 'code' as const, code })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('crash' as const),
      lottery: lotteryArb,
      where: fc.constantFrom('beforeSwap' as const, 'midSwap' as const),
      full: fc.boolean(),
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

/** The build as `code` renders it. */
function buildAs(code: Code, dataDir: string, distDir: string, extra: { full?: boolean; crash?: 'beforeSwap' | 'midSwap' } = {}) {
  return build({
    site: TEST_SITE,
    lotteryOutputs: markLatest(LOTTERY_OUTPUTS, ' '.repeat(code.code * 2 + code.deps)),
    globalOutputs: GLOBAL_OUTPUTS,
    codeDigest: digests[code.code],
    dataDir,
    distDir,
    full: extra.full ?? false,
    ...(extra.crash
      ? {
          hooks: {
            [extra.crash]: () => {
              throw new Error(`a crash: ${extra.crash}`);
            },
          },
        }
      : {}),
  });
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
        const addDraw = async (id: LotteryId): Promise<void> => {
          const def = lottery(id);
          const draws = store.get(id) ?? [];
          const date = nextSyntheticDate(def, draws.at(-1)?.date ?? '2024-01-01');
          store.set(id, [...draws, syntheticDraw(def, date)]);
          await saveLotteries(data, new Map([[id, store.get(id) ?? []]]));
        };
        for (const [i, step] of steps.entries()) {
          const what = `step ${i + 1} of ${JSON.stringify(steps)}`;
          const dist = join(root, 'dist');
          let full = false;
          if (step.kind === 'draw') await addDraw(step.lottery);
          else if (step.kind === 'note') {
            const [first, ...rest] = store.get(step.lottery) ?? [];
            if (!first) throw new Error(`${step.lottery} has no draws`);
            notes += 1;
            store.set(step.lottery, [{ ...first, notes: [`a provenance remark ${notes}`] }, ...rest]);
            await saveLotteries(data, new Map([[step.lottery, store.get(step.lottery) ?? []]]));
          } else if (step.kind === 'first') await addDraw(LATE);
          else if (step.kind === 'full') {
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
          if (step.kind === 'crash') {
            await addDraw(step.lottery);
            const crash = buildAs(code, data, dist, { crash: step.where, full: step.full });
            await expect(crash, what).rejects.toThrow(`a crash: ${step.where}`);
            expect(await treeDigests(dist), what).toEqual(servedBefore);
            continue;
          }
          await buildAs(code, data, dist, { full });
          const fresh = join(tmp, `fresh-${n}-${i}`, 'dist');
          await buildAs(code, data, fresh);
          expect(await treeDigests(dist), what).toEqual(await treeDigests(fresh));
          // The tree swapped out stays whole for readers that resolved dist/ before the swap.
          expect(await treeDigests(served), what).toEqual(servedBefore);
        }
      }),
      {
        numRuns: RUNS,
        // Run first, every time: the sequences the reviews of the settled files found (a full build
        // that wrote other bytes, then publishes that recycle the trees before it; the same in a copy).
        examples: [[[{ kind: 'full', deps: 1 }, ...DRAWS]], [[{ kind: 'full', deps: 1 }, { kind: 'copy' }, ...DRAWS]]],
      },
    );
  },
  SEQUENCE_TIMEOUT_MS,
);
