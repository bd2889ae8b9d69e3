import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultDataDir } from '../config.ts';
import { errorAnswer, serialize } from '../answers/answer.ts';
import { checkAnswer } from '../answers/check.ts';
import { latestDraw } from '../draws/latest-draw.ts';
import { parseParams } from '../contract/params.ts';
import {
  LATEST_INDEX_FILE,
  OPENAPI_FILE,
  calculationsFile,
  latestFile,
  noDataFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from '../contract/paths.ts';
import { methodNotAllowedAnswer, rateLimitedAnswer, serverErrorAnswer } from '../answers/meta-answers.ts';
import { type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries } from '../store/store.ts';
import { MANIFEST_FILE } from '../publish/manifest.ts';
import type { CheckResponse, SchemaName } from '../contract/schemas/index.ts';
import { componentSchemas } from '../describe/openapi-schemas.ts';
import { buildSite } from '../site-build.ts';
import { listTree } from '../publish/publish.ts';
import { SYNTHETIC_PLAN, TEST_SITE, writeSyntheticStore } from './contract-fixture.ts';
import { compileContract, generatedDocument, validateAnswer, validateTree } from './contract-check.ts';

/** Trees take a few seconds to build and check; the real data/ may hold decades of draws. */
const TREE_TIMEOUT_MS = 120_000;
const REAL_DATA_TIMEOUT_MS = 900_000;

const contract = compileContract(generatedDocument());
let tmp: string;
let store: ReadonlyMap<LotteryId, readonly StoredDraw[]>;
const synthetic = () => join(tmp, 'synthetic', 'dist');

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'schemas-test-'));
  store = await writeSyntheticStore(join(tmp, 'synthetic', 'data'));
  await buildSite({ dataDir: join(tmp, 'synthetic', 'data'), distDir: synthetic(), site: TEST_SITE });
}, TREE_TIMEOUT_MS);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const json = async (dist: string, path: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(join(dist, path), 'utf8')) as Record<string, unknown>;

describe('validateTree', () => {
  test(
    'every file of a tree built from synthetic data of every family conforms to openapi.json',
    async () => {
      const report = await validateTree(synthetic());
      expect(report.failures.slice(0, 10)).toEqual([]);
      const files = [...(await listTree(synthetic()))].filter((f) => f.endsWith('.json'));
      expect(report.checked).toBe(files.length);
      // Every kind of file is present, with data, without data and with incomplete draws.
      for (const path of [
        OPENAPI_FILE,
        LATEST_INDEX_FILE,
        MANIFEST_FILE,
        notFoundFile('vi'),
        noDataFile('lao-vip', 'my'),
        resultsFile('thai-government', 20, 'en'),
        statsFile('hanoi-vip', 'lo'),
        calculationsFile('lao-redcross', 'all', 'last-two-digit', 'th'),
        latestFile('gsb-lottery'),
      ]) {
        expect(files).toContain(path);
      }
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'a rebuild gives byte-identical openapi.json and readme.md',
    async () => {
      const again = join(tmp, 'again');
      await buildSite({ dataDir: join(tmp, 'synthetic', 'data'), distDir: again, site: TEST_SITE });
      for (const file of [OPENAPI_FILE, 'readme.md']) {
        expect(await readFile(join(again, file), 'utf8')).toBe(await readFile(join(synthetic(), file), 'utf8'));
      }
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'reports every broken file, every unknown JSON file and a missing openapi.json',
    async () => {
      const data = join(tmp, 'broken', 'data');
      const dist = join(tmp, 'broken', 'dist');
      await writeSyntheticStoreFor(data, 'lao-patuxay');
      await buildSite({ dataDir: data, distDir: dist, site: TEST_SITE });
      const results = resultsFile('lao-patuxay', 1, 'th');
      const body = await json(dist, results);
      const draw = (body['data'] as Array<{ prizes: Array<{ numbers: string[] }> }>)[0];
      (draw?.prizes[0] as { numbers: string[] }).numbers[0] = '12a456';
      await writeFile(join(dist, results), JSON.stringify(body));
      // Schema-valid (oneOf allows either name) but not what the path's language demands (C6.3).
      const calc = calculationsFile('lao-patuxay', '30', null, 'th');
      await writeFile(join(dist, calc), (await readFile(join(dist, calc), 'utf8')).replaceAll('"nameTh"', '"name"'));
      await writeFile(join(dist, 'api/extra.json'), '{}');
      await writeFile(join(dist, 'api/lao-patuxay/results.1.jp.json'), '{}');
      await unlink(join(dist, OPENAPI_FILE));
      const report = await validateTree(dist);
      expect(report.failures.map((f) => [f.file, f.schema])).toEqual([
        [OPENAPI_FILE, 'OpenAPI 3.1'],
        ['api/extra.json', null],
        [calc, 'CalculationsResponse'],
        ['api/lao-patuxay/results.1.jp.json', null],
        [results, 'ResultsResponse'],
      ]);
      expect(report.failures[4]?.errors.join('\n')).toContain('/data/0/prizes/0/numbers/0 must match pattern');
      expect(report.failures[2]?.errors.join('\n')).toContain('lacks nameTh in a th answer');
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'every file of a tree built from the committed data/ conforms to openapi.json (any data there, or none)',
    async () => {
      const dist = join(tmp, 'real', 'dist');
      const built = await buildSite({ dataDir: defaultDataDir(), distDir: dist, site: TEST_SITE });
      const report = await validateTree(dist);
      expect(report.failures.slice(0, 10)).toEqual([]);
      expect(report.checked).toBeGreaterThan(0);
      expect(built.files).toBeGreaterThan(report.checked - 1);
    },
    REAL_DATA_TIMEOUT_MS,
  );
});

async function writeSyntheticStoreFor(dataDir: string, only: LotteryId): Promise<void> {
  await saveLotteries(dataDir, new Map([[only, [...(store.get(only) ?? [])]]]));
}

describe('the compiled schemas', () => {
  test.each(Object.keys(componentSchemas()) as SchemaName[])('%s rejects {}', (name) => {
    expect(contract.check(name, {})).not.toEqual([]);
  });

  const BREAKS: ReadonlyArray<readonly [string, (body: any) => void]> = [
    ['a number with a letter (12a456)', (b) => (b.data[0].prizes[0].numbers[0] = '12a456')],
    ['an amount without decimals', (b) => (b.data[0].prizes[0].amount = '6000000')],
    ['an extra key at the top', (b) => (b.extra = 1)],
    ['an extra key in a prize', (b) => (b.data[0].prizes[0].extra = 1)],
    ['a missing attribution note', (b) => delete b.attribution.note],
    ['publishedAt without milliseconds', (b) => (b.data[0].publishedAt = '2016-12-16T07:30:00Z')],
    ['a date that is not YYYY-MM-DD', (b) => (b.data[0].drawDate = '16/12/2016')],
    ['an unknown status', (b) => (b.data[0].status = 'done')],
    ['a complete draw with pending prizes', (b) => (b.data[0].status = 'complete')],
    ['success as a string', (b) => (b.success = 'true')],
    ['an unknown prize slug', (b) => (b.data[0].prizes[0].slug = 'jackpot')],
    ['an empty data array', (b) => (b.data = [])],
  ];
  test.each(BREAKS)('ResultsResponse rejects %s', async (_name, breakIt) => {
    const body = await json(synthetic(), resultsFile('thai-government', 1, 'th'));
    expect(contract.check('ResultsResponse', body)).toEqual([]);
    breakIt(body);
    expect(contract.check('ResultsResponse', body)).not.toEqual([]);
  });

  test.each([
    ['both nameTh and name', (b: any) => (b.lottery.name = b.lottery.nameTh)],
    ['nine digits ranked', (b: any) => b.data.prizes[0].digitRanking.pop()],
    ['a formula of another version', (b: any) => (b.formulaVersion = '2.0.0')],
    ['a quality label outside C6.3', (b: any) => (b.quality = 'excellent')],
  ])('CalculationsResponse rejects %s', async (_name, breakIt) => {
    const body = await json(synthetic(), calculationsFile('thai-government', '30', null, 'th'));
    expect(contract.check('CalculationsResponse', body)).toEqual([]);
    breakIt(body);
    expect(contract.check('CalculationsResponse', body)).not.toEqual([]);
  });
});

describe('validateAnswer on /check answers', () => {
  const newest = (id: LotteryId): StoredDraw => {
    const draws = store.get(id) ?? [];
    return draws[draws.length - 1] as StoredDraw;
  };
  const numberOf = (id: LotteryId, slug: PrizeSlug): string => newest(id).prizes[slug]?.numbers[0] as string;
  const check = (id: LotteryId, number: string) =>
    checkAnswer(lottery(id), latestDraw(lottery(id), [newest(id)]), { endpoint: 'check', lang: 'th', lottery: id, number }, TEST_SITE);

  test.each([
    [
      'a full ticket that wins the first prize of an incomplete draw',
      'thai-government',
      (): string => numberOf('thai-government', 'first-prize'),
      true,
      false,
    ],
    [
      'a 7-digit ticket while the 2-digit prize is awaited',
      'gsb-lottery',
      (): string => numberOf('gsb-lottery', 'first-prize'),
      true,
      false,
    ],
    ['a 4-digit number on a complete Hanoi draw', 'hanoi-normal', (): string => numberOf('hanoi-normal', 'last-four-digit'), true, true],
    ['a 3-digit number on a complete draw', 'lao-lottery', (): string => numberOf('lao-lottery', 'last-three-digit'), true, true],
    ['a losing 2-digit number on a complete draw', 'lao-patuxay', (): string => losing('lao-patuxay'), false, true],
    ['a number against a draw with only its headline out', 'lao-redcross', (): string => '12', false, false],
  ] as const)('validates %s', (_name, id, number, winner, complete) => {
    const answer = check(id, number());
    const body = JSON.parse(serialize(answer.body)) as CheckResponse;
    expect(body.data.isWinner).toBe(winner);
    expect(body.data.complete).toBe(complete);
    expect(validateAnswer('/check', answer.status, body)).toEqual([]);
  });

  function losing(id: LotteryId): string {
    for (let n = 0; n < 100; n += 1) {
      const number = String(n).padStart(2, '0');
      if (!(JSON.parse(serialize(check(id, number).body)) as CheckResponse).data.isWinner) return number;
    }
    throw new Error(`every 2-digit number wins ${id}`);
  }

  test('validates the error answers: 400, 404 without data, 405, 429, 500', () => {
    const invalid = parseParams('check', new URLSearchParams('number=12345'));
    if (invalid.ok) throw new Error('12345 is accepted');
    const answers = [
      errorAnswer(400, invalid.failure.error),
      checkAnswer(lottery('lao-vip'), null, { endpoint: 'check', lang: 'en', lottery: 'lao-vip', number: '12' }, TEST_SITE),
      rateLimitedAnswer('th', 'check', 60),
      serverErrorAnswer('vi'),
    ];
    for (const a of answers) expect(validateAnswer('/check', a.status, JSON.parse(serialize(a.body)))).toEqual([]);
    // 405 answers other methods than GET, so it is documented on them, with the same schema.
    expect(contract.check('ErrorResponse', methodNotAllowedAnswer('th', 'POST').body)).toEqual([]);
    expect(validateAnswer('/check', 304, {})).toEqual(['openapi.json documents no JSON answer 304 for GET /check']);
  });

  test.each([
    ['isWinner true without matches', (d: any) => ((d.isWinner = true), (d.matches = []))],
    ['an incomplete draw without notice', (d: any) => (d.notice = null)],
    ['totalAmount as a string', (d: any) => (d.totalAmount = '6000000')],
    ['a match without slug (C5.4)', (d: any) => delete d.matches[0].slug],
  ])('rejects a check answer with %s', (_name, breakIt) => {
    const body = JSON.parse(serialize(check('thai-government', numberOf('thai-government', 'first-prize')).body)) as { data: unknown };
    breakIt(body.data);
    expect(validateAnswer('/check', 200, body)).not.toEqual([]);
  });

  test('the synthetic plan covers every family of the registry', () => {
    expect(new Set(SYNTHETIC_PLAN.map((p) => lottery(p.lottery).family))).toEqual(
      new Set(['glo', 'gsb', 'lao-development', 'hanoi', 'lao-daily']),
    );
  });
});
